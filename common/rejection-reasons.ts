// Why an application was rejected: a fixed list, so the desk can count rejections per job by reason. The database
// holds the same list (private.rejection_reasons, which the applications' reason must name; a test keeps the two
// equal) and the desk words each one (src/features/staff/content.ts). A reason is internal: no mail names it.

export const REJECTION_REASONS = [
  "not_enough_experience",
  "skills_mismatch",
  "role_filled",
  "location_or_permit",
  "salary_expectations",
  "withdrew",
  "other",
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export function isRejectionReason(value: unknown): value is RejectionReason {
  return typeof value === "string" && (REJECTION_REASONS as readonly string[]).includes(value);
}

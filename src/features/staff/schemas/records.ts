import { STAFF_ROLES } from "@common/staff-roles";

import { z } from "@/lib/zod";

export const STAGES = ["new", "screening", "interview", "offer", "hired", "rejected"] as const;
export type Stage = (typeof STAGES)[number];

export const StaffMemberSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  invited_at: z.string().nullish(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** A member as an admin reads the team (`list_staff_members`): sign-in, authenticator and latest invitation. */
export const TeamMemberSchema = StaffMemberSchema.extend({
  invited_by_email: z.string().nullable(),
  last_sign_in_at: z.string().nullable(),
  authenticator: z.boolean(),
  invitation_status: z.string().nullable(),
  invitation_at: z.string().nullable(),
  invitation_error: z.string().nullable(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

/** The columns of an application the list shows. */
const ApplicationColumnsSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  position_title: z.string().nullable(),
  job_id: z.string().nullable(),
  stage: z.enum(STAGES),
  erased_at: z.string().nullable(),
});

/** A list row: its columns and the other applications from the same mailbox, as position and date only. */
/** Another application from the same mailbox, as position and date only. */
export const AlsoAppliedSchema = z.object({ position_title: z.string().nullable(), created_at: z.string() });
export type AlsoApplied = z.infer<typeof AlsoAppliedSchema>;

export const ApplicationListRowSchema = ApplicationColumnsSchema.extend({
  also_applied: z.array(AlsoAppliedSchema).default([]),
});
export type ApplicationListRow = z.infer<typeof ApplicationListRowSchema>;

export const ApplicationSchema = ApplicationColumnsSchema.extend({
  phone: z.string().nullish(),
  linkedin_url: z.string().nullish(),
  portfolio_url: z.string().nullish(),
  cover_letter: z.string().nullish(),
  recruiter_source: z.string().nullish(),
  position_department: z.string().nullish(),
  position_location: z.string().nullish(),
  rejection_reason: z.string().nullish(),
  resume_url: z.string().nullish(),
  /** How many changes staff made so far; a stage save or note names the version it was based on. */
  version: z.number().int(),
});
export type Application = z.infer<typeof ApplicationSchema>;

/** A timeline entry: `stage_changed` (the reason in `body`), `note_added` or `erased`. */
export const ApplicationEventSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  kind: z.string(),
  actor_email: z.string(),
  from_stage: z.string().nullable(),
  to_stage: z.string().nullable(),
  body: z.string().nullable(),
});
export type ApplicationEvent = z.infer<typeof ApplicationEventSchema>;

export const SignupSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  role: z.string(),
  aum: z.string().nullish(),
  source: z.string().nullish(),
  confirmed_at: z.string().nullish(),
  /** Only from the sign-up functions: the address unsubscribed from all mail. */
  suppressed: z.boolean().optional(),
  /** Only from the sign-up functions: when a beta invitation left, and when it was accepted. */
  invited_at: z.string().nullish(),
  accepted_at: z.string().nullish(),
});
export type Signup = z.infer<typeof SignupSchema>;

/** An audit entry as `list_audit_log` gives it: the application's name while it has one, never after erasure. */
export const AuditEntrySchema = z.object({
  id: z.number(),
  created_at: z.string(),
  actor_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  target_name: z.string().nullable(),
  target_erased: z.boolean(),
});

export const SignupCountSchema = z.object({
  role: z.string(),
  total: z.coerce.number(),
  confirmed: z.coerce.number(),
  unconfirmed: z.coerce.number(),
  suppressed: z.coerce.number(),
});
export type SignupCount = z.infer<typeof SignupCountSchema>;
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

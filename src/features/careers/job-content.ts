// The job page's own copy, apart from the careers page's (content.ts), so that neither page loads the other's.

/** Said wherever a job is no longer open: its page, its application card, and its application form's answer. */
export const POSITION_CLOSED = "This position has closed";

/** In place of the application form when the job closed after the page was built (decision 013), and on a closed job's page. */
export const JOB_CLOSED = {
  title: POSITION_CLOSED,
  description: (jobTitle: string) =>
    `The ${jobTitle} role is no longer open, so we aren't taking applications for it.`,
  allPositions: "See all open positions",
  otherRoles: "Open now",
} as const;

/** Under the job's title: takes the visitor to the application form's first field. */
export const APPLY_LINK = "Apply for this role";

/** Google's employment types, in words. */
export const EMPLOYMENT_TYPE_LABELS: Record<string, string> = {
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
  CONTRACTOR: "Contract",
  TEMPORARY: "Temporary",
  INTERN: "Internship",
  VOLUNTEER: "Volunteer",
  PER_DIEM: "Per diem",
  OTHER: "Other",
};

const PAY_PER: Record<string, string> = { HOUR: "an hour", MONTH: "a month", YEAR: "a year" };

/** "$170,000–$210,000 a year", "$35 an hour"; null when the job shows no pay. */
export function payText(
  job: {
    pay_min: number | null;
    pay_max: number | null;
    pay_currency: string | null;
    pay_unit: string | null;
  },
  locale = "en-US",
): string | null {
  if (job.pay_min === null || !job.pay_currency || !job.pay_unit) return null;
  const money = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: job.pay_currency,
    maximumFractionDigits: job.pay_unit === "HOUR" ? 2 : 0,
    minimumFractionDigits: 0,
  });
  const amount =
    job.pay_max === null || job.pay_max === job.pay_min
      ? money.format(job.pay_min)
      : `${money.format(job.pay_min)}\u2013${money.format(job.pay_max)}`;
  return `${amount} ${PAY_PER[job.pay_unit] ?? ""}`.trim();
}

import { z } from "@/lib/zod";

import * as config from "@/config/jobs";

/** numeric(12, 2) arrives as a JSON number or, from some servers, as a string. */
const amount = z.union([z.number(), z.string()]).transform(Number).nullable();

/** A job as the desk reads it (`jobs`: staff read every job; hiring and admin write them). */
export const DeskJobSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  department: z.string(),
  location: z.string(),
  description_json: z.record(z.string(), z.unknown()).nullable(),
  description_html: z.string(),
  display_order: z.number().int(),
  status: z.enum(config.JOB_STATUSES),
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  first_published_at: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
  workplace: z.enum(config.WORKPLACES),
  remote_countries: z.array(z.string()),
  employment_type: z.enum(config.EMPLOYMENT_TYPES),
  pay_min: amount,
  pay_max: amount,
  pay_currency: z.string().nullable(),
  pay_unit: z.enum(config.PAY_UNITS).nullable(),
  updated_at: z.string(),
  /** Whether the last change was the schedule opening or closing the job. */
  saved_by_schedule: z.boolean(),
  /** How many saves the job has had; a save names the one it was based on. */
  version: z.number().int(),
});
export type DeskJob = z.infer<typeof DeskJobSchema>;

/** The columns the desk reads, in the order of the schema above. */
export const DESK_JOB_COLUMNS = Object.keys(DeskJobSchema.shape).join(",");

export type JobState = (typeof config.JOB_STATUSES)[number];

/** The state the public site sees: a scheduled job past its opens_at is open, one past its closes_at closed. */
export function jobState(
  job: Pick<DeskJob, "status" | "opens_at" | "closes_at">,
  now = Date.now(),
): JobState {
  const passed = (at: string | null) => at !== null && Date.parse(at) <= now;
  if (job.status !== "scheduled" && job.status !== "open") return job.status;
  if (passed(job.closes_at)) return "closed";
  if (job.status === "scheduled" && passed(job.opens_at)) return "open";
  return job.status;
}

/**
 * When the public site last changed for the job: its last save, or a time of it that has passed since (a job opens
 * and closes at its times, not at its save, so a build before that time did not show it).
 */
export function changedOnSiteAt(
  job: Pick<DeskJob, "updated_at" | "opens_at" | "closes_at">,
  now = Date.now(),
): string {
  return [job.opens_at, job.closes_at]
    .filter((at): at is string => at !== null && Date.parse(at) <= now)
    .reduce((latest, at) => (Date.parse(at) > Date.parse(latest) ? at : latest), job.updated_at);
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const optionalPlace = z
  .string()
  .trim()
  .max(config.JOB_PLACE_MAX_CHARS, { error: `Keep it to ${config.JOB_PLACE_MAX_CHARS} characters.` })
  .transform((value) => (value === "" ? null : value));

/** "1,200.50" or "" → 1200.5 or null; anything else is a message. */
const optionalAmount = z
  .string()
  .trim()
  .transform((value) => value.replace(/[,\s]/g, ""))
  .refine((value) => value === "" || /^\d+(\.\d{1,2})?$/.test(value), {
    error: "Write an amount in digits, with at most two decimals.",
  })
  .transform((value) => (value === "" ? null : Number(value)))
  .refine((value) => value === null || (value > 0 && value <= config.PAY_MAX_AMOUNT), {
    error: "Write an amount above 0 and below ten billion.",
  });

/** What a hiring member types; the database checks the same limits. */
export const JobFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { error: "Give the job a title." })
      .max(200, { error: "Keep the title to 200 characters." }),
    slug: z
      .string()
      .trim()
      .min(1, { error: "Give the job an address." })
      .max(100, { error: "Keep the address to 100 characters." })
      .regex(SLUG, { error: "Use lower-case letters and digits, with single hyphens between words." }),
    department: z
      .string()
      .trim()
      .min(1, { error: "Name the department." })
      .max(100, { error: "Keep the department to 100 characters." }),
    body: z.object({
      json: z.record(z.string(), z.unknown()).nullable(),
      html: z.string().max(200_000, { error: "The description is too long to save." }),
    }),
    city: optionalPlace,
    region: optionalPlace,
    country: z
      .string()
      .refine((code) => code === "" || config.COUNTRY_CODES.includes(code), { error: "Choose a country." })
      .transform((code) => (code === "" ? null : code)),
    workplace: z.enum(config.WORKPLACES),
    remoteCountries: z
      .string()
      .transform((value) =>
        value
          .split(/[\s,;]+/)
          .map((code) => code.trim().toUpperCase())
          .filter(Boolean),
      )
      .refine((codes) => codes.every((code) => config.COUNTRY_CODES.includes(code)), {
        error: "Use two-letter country codes (ISO 3166), as in US, CA, GB.",
      })
      .transform((codes) => [...new Set(codes)]),
    employmentType: z.enum(config.EMPLOYMENT_TYPES),
    payMin: optionalAmount,
    payMax: optionalAmount,
    payCurrency: z
      .string()
      .trim()
      .transform((code) => code.toUpperCase())
      .refine((code) => code === "" || config.CURRENCY_CODES.includes(code), {
        error: "Use a three-letter currency code (ISO 4217), as in USD or EUR.",
      })
      .transform((code) => (code === "" ? null : code)),
    payUnit: z
      .union([z.enum(config.PAY_UNITS), z.literal("")])
      .transform((unit) => (unit === "" ? null : unit)),
    closesAt: z.string(),
  })
  .superRefine((form, context) => {
    const pay = [form.payMin, form.payMax, form.payCurrency, form.payUnit];
    if (pay.some((value) => value !== null)) {
      if (form.payMin === null)
        context.addIssue({
          code: "custom",
          path: ["payMin"],
          message: "Give the minimum, or clear the pay.",
        });
      if (form.payCurrency === null)
        context.addIssue({ code: "custom", path: ["payCurrency"], message: "Give the currency." });
      if (form.payUnit === null)
        context.addIssue({
          code: "custom",
          path: ["payUnit"],
          message: "Say whether it is per hour, month or year.",
        });
    }
    if (form.payMin !== null && form.payMax !== null && form.payMax < form.payMin)
      context.addIssue({ code: "custom", path: ["payMax"], message: "The maximum is at least the minimum." });
    if (form.workplace !== "remote" && form.remoteCountries.length > 0)
      context.addIssue({
        code: "custom",
        path: ["remoteCountries"],
        message: "Only a remote job lists where applicants may live: clear this, or choose Remote.",
      });
    if (form.closesAt !== "" && Number.isNaN(new Date(form.closesAt).getTime()))
      context.addIssue({ code: "custom", path: ["closesAt"], message: "That is not a date and time." });
  });
export type JobForm = z.input<typeof JobFormSchema>;
export type JobFields = z.output<typeof JobFormSchema>;

/** Whether an open job may stand where the fields say: an office's country, or where remote applicants may live. */
export function saysWhere(fields: Pick<JobFields, "workplace" | "country" | "remoteCountries">): boolean {
  return fields.workplace === "remote" ? fields.remoteCountries.length > 0 : fields.country !== null;
}

/** An opening time from the datetime-local field, in the viewer's zone; it must be ahead. */
export function opensAtProblem(local: string, now = Date.now()): string | null {
  if (local === "") return "Pick the date and time the job should open.";
  const when = new Date(local);
  if (Number.isNaN(when.getTime())) return "That is not a date and time.";
  if (when.getTime() <= now) return "Pick a time in the future, or open it now.";
  return null;
}

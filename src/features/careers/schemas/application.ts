import { z } from "@/lib/zod";

import {
  COVER_LETTER_MAX_CHARS,
  EMAIL_MAX_CHARS,
  EMAIL_PATTERN,
  FULL_NAME_MAX_CHARS,
  HTTP_URL_PATTERN,
  PHONE_MAX_CHARS,
  RECRUITER_SOURCES,
  URL_MAX_CHARS,
} from "@/config/limits";
import { carriesWebAddress, checkedText } from "@/config/name-rule";

import { resumeProblem } from "../lib/resume-file";

const optionalHttpUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(URL_MAX_CHARS, `URLs can be at most ${URL_MAX_CHARS} characters`)
    .refine((value) => value === "" || HTTP_URL_PATTERN.test(value), message);

/** The application form: its types, its rules and its messages (docs/product.md, Application form). */
export const ApplicationSchema = z.object({
  // Normalised as the database stores it (checkedText) before it is measured and checked.
  fullName: z
    .string()
    .overwrite(checkedText)
    .trim()
    .min(1, "Full name is required")
    .max(FULL_NAME_MAX_CHARS, `Full name can be at most ${FULL_NAME_MAX_CHARS} characters`)
    .refine((value) => !carriesWebAddress(value), "Please enter your name without a web address"),
  email: z
    .string()
    .trim()
    .min(1, "Email is required")
    .max(EMAIL_MAX_CHARS, `Email can be at most ${EMAIL_MAX_CHARS} characters`)
    .regex(EMAIL_PATTERN, "Invalid email format"),
  phone: z
    .string()
    .overwrite(checkedText)
    .trim()
    .min(1, "Phone number is required")
    .max(PHONE_MAX_CHARS, `Phone number can be at most ${PHONE_MAX_CHARS} characters`),
  linkedinUrl: optionalHttpUrl("Please enter a valid LinkedIn URL"),
  portfolioUrl: optionalHttpUrl("Please enter a valid URL"),
  // A File is not serialisable, so the check is a refinement; it reads the first bytes of the file.
  resume: z
    .custom<File | undefined>()
    .superRefine(async (value, ctx) => {
      const problem = await resumeProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    // Only reached when the refinement found no problem, i.e. a File is present.
    .transform((value) => value as File),
  coverLetter: z
    .string()
    .trim()
    .max(
      COVER_LETTER_MAX_CHARS,
      `Cover letter can be at most ${COVER_LETTER_MAX_CHARS.toLocaleString("en-US")} characters`,
    ),
  recruiterSource: z.union([z.enum(RECRUITER_SOURCES), z.literal("")]),
  consentPrivacy: z.boolean().refine((value) => value, "You must agree to the privacy policy"),
});

export type ApplicationInput = z.input<typeof ApplicationSchema>;
export type ApplicationValues = z.output<typeof ApplicationSchema>;

export const RECRUITER_SOURCE_LABELS: Record<(typeof RECRUITER_SOURCES)[number], string> = {
  linkedin: "LinkedIn",
  referral: "Referral",
  website: "Company website",
  "job-board": "Job board",
  other: "Other",
};

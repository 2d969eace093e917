import { z } from "@/lib/zod";

import {
  AUM_MAX_CHARS,
  COMPANY_MAX_CHARS,
  COMPANY_MIN_CHARS,
  EMAIL_MAX_CHARS,
  EMAIL_PATTERN,
  NAME_MAX_CHARS,
  NAME_MIN_CHARS,
  SIGNUP_ROLES,
  SIGNUP_SOURCES,
} from "@/config/limits";
import { carriesWebAddress, checkedText } from "@/config/name-rule";

/** The messages of docs/product.md, Sign-up form, quoted exactly; the length caps mirror the database CHECKs. */
export const SIGNUP_MESSAGES = {
  nameTooShort: "Name must be at least 2 characters",
  nameTooLong: `Name must be at most ${NAME_MAX_CHARS} characters`,
  nameWebAddress: "Please enter your name without a web address",
  email: "Invalid email address",
  emailTooLong: `Email must be at most ${EMAIL_MAX_CHARS} characters`,
  company: "Company name is required",
  companyTooLong: `Company name must be at most ${COMPANY_MAX_CHARS} characters`,
  companyWebAddress: "Please enter the company name without a web address",
  role: "Please select your role",
  aumTooLong: `Keep this to ${AUM_MAX_CHARS} characters or fewer`,
  source: "Please choose one of the listed options",
} as const;

const emptyToNull = <T extends string>(value: T | ""): T | null => (value === "" ? null : value);

/**
 * The beta sign-up form and the row it inserts into `signups`. Text is normalised as the database stores it
 * (checkedText) and trimmed before it is measured and checked;
 * empty optional answers become null; the amount is dropped for the role 'other', which never shows it.
 */
export const SignupSchema = z
  .object({
    name: z
      .string()
      .overwrite(checkedText)
      .trim()
      .min(NAME_MIN_CHARS, SIGNUP_MESSAGES.nameTooShort)
      .max(NAME_MAX_CHARS, SIGNUP_MESSAGES.nameTooLong)
      .refine((value) => !carriesWebAddress(value), SIGNUP_MESSAGES.nameWebAddress),
    email: z
      .string()
      .trim()
      .regex(EMAIL_PATTERN, SIGNUP_MESSAGES.email)
      .max(EMAIL_MAX_CHARS, SIGNUP_MESSAGES.emailTooLong),
    company: z
      .string()
      .overwrite(checkedText)
      .trim()
      .min(COMPANY_MIN_CHARS, SIGNUP_MESSAGES.company)
      .max(COMPANY_MAX_CHARS, SIGNUP_MESSAGES.companyTooLong)
      .refine((value) => !carriesWebAddress(value), SIGNUP_MESSAGES.companyWebAddress),
    role: z.string().pipe(z.enum(SIGNUP_ROLES, { error: SIGNUP_MESSAGES.role })),
    aum: z
      .string()
      .overwrite(checkedText)
      .trim()
      .max(AUM_MAX_CHARS, SIGNUP_MESSAGES.aumTooLong)
      .transform(emptyToNull),
    source: z
      .string()
      .pipe(z.union([z.literal(""), z.enum(SIGNUP_SOURCES)], { error: SIGNUP_MESSAGES.source }))
      .transform(emptyToNull),
  })
  .transform(({ name, email, company, role, aum, source }) => ({
    name,
    email,
    company,
    role,
    aum: role === "other" ? null : aum,
    source,
  }));

/** What the form holds: every field as typed (selects hold "" until chosen). */
export type SignupFormValues = z.input<typeof SignupSchema>;
/** The row sent to `signups`: exactly name, email, company, role, aum, source. */
export type SignupRequest = z.output<typeof SignupSchema>;

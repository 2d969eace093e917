import { z } from "@/lib/zod";

import {
  COUNTRY_CODES,
  CURRENCY_CODES,
  EMPLOYMENT_TYPES,
  JOB_PLACE_MAX_CHARS,
  JOB_STATUSES,
  PAY_MAX_AMOUNT,
  PAY_UNITS,
  WORKPLACES,
} from "@/config/jobs";

const place = z.string().trim().min(1).max(JOB_PLACE_MAX_CHARS).nullable();
const country = z.string().refine((code) => COUNTRY_CODES.includes(code), "Choose a country");
const amount = z.number().positive().max(PAY_MAX_AMOUNT);

/**
 * Where, how and for what pay, as the database's CHECK constraints on public.jobs decide: a published job names an
 * office's country or, when remote, the countries applicants may live in; pay is all or nothing, minimum ≤ maximum.
 */
export const JobTermsSchema = z
  .object({
    status: z.enum(JOB_STATUSES),
    city: place,
    region: place,
    country: country.nullable(),
    workplace: z.enum(WORKPLACES),
    remote_countries: z.array(country),
    employment_type: z.enum(EMPLOYMENT_TYPES),
    pay_min: amount.nullable(),
    pay_max: amount.nullable(),
    pay_currency: z
      .string()
      .refine((code) => CURRENCY_CODES.includes(code), "Choose a currency")
      .nullable(),
    pay_unit: z.enum(PAY_UNITS).nullable(),
  })
  .refine(
    (job) =>
      job.status === "draft" ||
      (job.workplace === "remote" ? job.remote_countries.length > 0 : job.country !== null),
    { message: "Say where: the office's country, or where remote applicants may live", path: ["country"] },
  )
  .refine((job) => job.workplace === "remote" || job.remote_countries.length === 0, {
    message: "Only a remote job lists where applicants may live",
    path: ["remote_countries"],
  })
  .refine(
    (job) =>
      [job.pay_min, job.pay_max, job.pay_currency, job.pay_unit].every((value) => value === null) ||
      (job.pay_min !== null && job.pay_currency !== null && job.pay_unit !== null),
    { message: "Pay needs a minimum, a currency and a period", path: ["pay_min"] },
  )
  .refine((job) => job.pay_min === null || job.pay_max === null || job.pay_max >= job.pay_min, {
    message: "The maximum is at least the minimum",
    path: ["pay_max"],
  });

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

/** The columns the applications list may read (a column grant allows only these). */
export const ApplicationListRowSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  position_title: z.string().nullable(),
  job_id: z.string().nullable(),
  stage: z.enum(STAGES),
  erased_at: z.string().nullable(),
});

export const ApplicationSchema = ApplicationListRowSchema.extend({
  phone: z.string().nullish(),
  linkedin_url: z.string().nullish(),
  portfolio_url: z.string().nullish(),
  cover_letter: z.string().nullish(),
  recruiter_source: z.string().nullish(),
  position_department: z.string().nullish(),
  position_location: z.string().nullish(),
  rejection_reason: z.string().nullish(),
  resume_url: z.string().nullish(),
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
});
export type Signup = z.infer<typeof SignupSchema>;

export const AuditEntrySchema = z.object({
  id: z.number(),
  created_at: z.string(),
  actor_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
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

import { z } from "@/lib/zod";

import { isRejectionReason } from "@common/rejection-reasons";
import { STAFF_ROLES } from "@common/staff-roles";

import { STAGES } from "./records";

export const EmailFormSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: "Enter your work e-mail address." })),
});

/** A 6-digit code, from the e-mail or the authenticator; spaces people type are dropped. */
export const CodeFormSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, { error: "Enter the 6 digits." })),
});

export const StageFormSchema = z
  .object({ stage: z.enum(STAGES), reason: z.string() })
  .refine((form) => form.stage !== "rejected" || isRejectionReason(form.reason), {
    path: ["reason"],
    error: "Choose the reason for rejecting.",
  });
export type StageForm = z.input<typeof StageFormSchema>;

export const NoteFormSchema = z.object({
  body: z.string().trim().min(1, { error: "Write the note first." }).max(5000),
});

export const InviteFormSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: "Enter the person's e-mail address." })),
  role: z.enum(STAFF_ROLES),
});
export type InviteForm = z.input<typeof InviteFormSchema>;

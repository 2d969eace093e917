import { SIGNUP_NAME_FIELD_ID } from "@/features/signup/signup-focus";

/** The first card on a page owns "name" (see use-primary-signup-form.ts); every other id derives from useId. */
export function signupFieldIds(formId: string, isPrimary: boolean) {
  const prefix = `signup-${formId}`;
  return {
    title: `${prefix}-title`,
    description: `${prefix}-description`,
    name: isPrimary ? SIGNUP_NAME_FIELD_ID : `${prefix}-name`,
    email: `${prefix}-email`,
    company: `${prefix}-company`,
    role: `${prefix}-role`,
    aum: `${prefix}-aum`,
    source: `${prefix}-source`,
    honeypot: `${prefix}-website`,
  };
}

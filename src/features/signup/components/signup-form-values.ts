import type { Entered } from "@/components/held-form";
import type { SignupRole } from "@/config/limits";
import type { SignupFormValues } from "@/features/signup/schemas/signup-schema";

/** The form with nothing entered, the page's audience (if any) chosen as the role. */
export function emptySignup(role: SignupRole | undefined): SignupFormValues {
  return { name: "", email: "", company: "", role: role ?? "", aum: "", source: "" };
}

/** What the visitor entered in the prerendered form before its code ran, field by field. */
export function enteredSignup(entered: Entered): SignupFormValues {
  return Object.fromEntries(
    (Object.keys(emptySignup(undefined)) as (keyof SignupFormValues)[]).map((name) => [
      name,
      entered.text(name),
    ]),
  ) as SignupFormValues;
}

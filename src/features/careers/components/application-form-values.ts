import type { Entered } from "@/components/held-form";

import type { ApplicationInput } from "../schemas/application";

/** The application form before anything is entered. */
export const EMPTY_APPLICATION: ApplicationInput = {
  fullName: "",
  email: "",
  phone: "",
  linkedinUrl: "",
  portfolioUrl: "",
  resume: undefined,
  coverLetter: "",
  recruiterSource: "",
  consentPrivacy: false,
};

/** What the visitor entered in the prerendered form before its code ran, the chosen file included. */
export function enteredApplication(entered: Entered): ApplicationInput {
  return {
    fullName: entered.text("fullName"),
    email: entered.text("email"),
    phone: entered.text("phone"),
    linkedinUrl: entered.text("linkedinUrl"),
    portfolioUrl: entered.text("portfolioUrl"),
    resume: entered.file("resume"),
    coverLetter: entered.text("coverLetter"),
    recruiterSource: entered.text("recruiterSource") as ApplicationInput["recruiterSource"],
    consentPrivacy: entered.checked("consentPrivacy"),
  };
}

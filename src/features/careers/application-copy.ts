// The application form's words, apart from the job page's (job-content.ts): they load with the form's own code,
// not with every visit to a job page.

import { POSITION_CLOSED } from "./job-content";

export const APPLICATION_FIELDS = {
  fullName: "Full name",
  email: "Email",
  phone: "Phone number",
  linkedinUrl: { label: "LinkedIn profile", placeholder: "https://www.linkedin.com/in/your-name" },
  portfolioUrl: { label: "Portfolio or website", placeholder: "https://" },
  resume: {
    label: "Resume (PDF)",
    hint: "PDF only, up to 10 MB.",
    selected: (name: string, size: string) => `Selected: ${name} (${size})`,
  },
  coverLetter: {
    label: "Cover letter",
    placeholder: "Tell us why this role and why Tapsheet.",
    count: (length: string, max: string) => `${length} / ${max} characters`,
  },
  recruiterSource: { label: "How did you hear about us?", placeholder: "Select an option" },
  consent: {
    before: "I agree to the",
    link: "privacy policy",
    after: "and to Tapsheet storing my application for recruiting purposes.",
  },
  /** The honeypot's label: never seen by people, read by form-filling bots. */
  honeypot: "Website",
} as const;

export const APPLICATION_STATUS = {
  submit: "Submit Application",
  submitting: "Submitting...",
  saving: "Sending your application…",
  uploading: (size: string) => `Uploading resume (${size})…`,
  /** While a submitted application waits for the browser to be back online (it is then sent by itself). */
  offline:
    "You're offline. Your application will be sent as soon as the connection is back; everything you entered, including your resume, is kept.",
  /** When the visitor submits before the form's code has loaded. */
  pending:
    "The page is still loading. Your application will be sent as soon as it is ready; everything you entered, including your resume, is kept.",
  /** The job closed between opening the page and submitting: the database takes no application for it. */
  jobClosed: `${POSITION_CLOSED}, so we can't take applications for it. Everything you entered is still here; see the open positions on our careers page.`,
  /** The job is gone altogether (the database knows no such job). */
  jobMissing:
    "This position is no longer open, so we can't take applications for it. See the open positions on our careers page.",
  cancelled:
    "Upload cancelled. Everything you entered, including your resume, is still here; submit again when you're ready, and the upload continues where it stopped.",
} as const;

/** The application form as a part of the page whose code may be slow to arrive (the load notice's subject). */
export const APPLICATION_FORM_PART = "The application form";

export const APPLICATION_TOASTS = {
  submitted: {
    title: "Application submitted!",
    description: "We'll review your application and get back to you soon.",
  },
  invalid: { title: "Please fix the errors", description: "Check the form for any validation errors." },
} as const;

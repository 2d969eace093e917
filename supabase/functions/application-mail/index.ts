// Sends application mail from private.outbox through the shared runner (../_shared/outbox.ts; decisions 018, 026
// and 039): the applicant's receipt, the hiring team's notices and digests, the staff summary (queued here when
// one is due) and the deployment check's test message. A receipt, notice or digest goes only for a resume that is a
// PDF by its bytes; a staff invitation names the desk's address; a decision mail (a rejection, an interview or an
// offer) goes to the applicant in the words of common/decision-mail.ts. Team and staff mail is not list mail: it carries no unsubscribe.
//
// Settings (function secrets): EMAIL_API_URL (default https://api.resend.com), EMAIL_SEND_TIMEOUT_MS (how long a
// send waits for the provider, default 15000), EMAIL_API_KEY, EMAIL_FROM,
// HIRING_TEAM_EMAIL, SITE_URL (where the staff desk lives); optional STAFF_EMAIL (the daily summary; default
// HIRING_TEAM_EMAIL). SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are provided by the platform.

import { serviceRpc } from "../_shared/mail-recipient.ts";
import { mailAddress } from "../../../common/mail-address.ts";
import { type ClaimedMail, type MailSettings, type Refusal, serveMail } from "../_shared/outbox.ts";
import {
  type Application,
  applicantConfirmation,
  type DecisionPayload,
  decisionMail,
  hiringTeamDigest,
  hiringTeamNotice,
} from "./messages.ts";
import { checkResume } from "./resume-check.ts";
import {
  type BetaMailReport,
  type MailReport,
  type StaffInvitation,
  staffInvitation,
  staffSummary,
  testMessage,
} from "./staff-messages.ts";

interface Settings extends MailSettings {
  hiringTeam: string;
  staff: string;
}

const undeliverable: Refusal = {
  outcome: "undeliverable",
  answer: "The recipient's address is not one plain address",
};

/** A refusal when the resume is not (or cannot be read as) a PDF; null when it is one. */
async function resumeRefusal(settings: Settings, objectName: string): Promise<Refusal | null> {
  const resume = await checkResume(settings, objectName);
  if (resume.kind === "not-pdf") return { outcome: "rejected", answer: resume.reason };
  if (resume.kind === "unreadable") return { outcome: "failed", answer: resume.reason };
  return null;
}

serveMail<Settings>({
  name: "application-mail",
  reported: ["rejected"],
  fromSecret: "EMAIL_FROM",
  secrets: ["HIRING_TEAM_EMAIL"],
  readSettings(common, get) {
    const hiringTeam = get("HIRING_TEAM_EMAIL");
    if (!mailAddress(hiringTeam)) return "HIRING_TEAM_EMAIL must be one plain address";
    const staff = get("STAFF_EMAIL") || hiringTeam;
    if (!mailAddress(staff)) return "STAFF_EMAIL must be one plain address";
    return { ...common, hiringTeam, staff };
  },
  async beforeDrain(settings) {
    await serviceRpc(settings, "queue_application_mail_summary", {});
  },
  async recipient(message, settings) {
    switch (message.kind) {
      case "applicant_confirmation": {
        const application = message.payload as unknown as Application;
        return (
          (await resumeRefusal(settings, application.resume_object)) ??
          mailAddress(application.email) ??
          undeliverable
        );
      }
      case "hiring_team_notice": {
        const application = message.payload as unknown as Application;
        return (await resumeRefusal(settings, application.resume_object)) ?? settings.hiringTeam;
      }
      case "hiring_team_digest":
        return settings.hiringTeam;
      case "staff_summary":
        return settings.staff;
      case "test_message":
        return mailAddress(String(message.payload.recipient ?? "")) ?? undeliverable;
      case "staff_invitation":
        return mailAddress(String(message.payload.email ?? "")) ?? undeliverable;
      case "decision":
        return (
          mailAddress(String((message.payload as Record<string, unknown> | null)?.email ?? "")) ??
          undeliverable
        );
      default:
        return { outcome: "permanent", answer: `application-mail does not send ${message.kind}` };
    }
  },
  async compose(message: ClaimedMail, settings, to) {
    switch (message.kind) {
      case "applicant_confirmation":
        return applicantConfirmation(message.payload as unknown as Application, to);
      case "hiring_team_notice":
        return hiringTeamNotice(message.payload as unknown as Application, to, settings.siteUrl);
      case "hiring_team_digest": {
        const listed = (message.payload.applications ?? []) as Application[];
        const pdfs: Application[] = [];
        for (const application of listed) {
          const refusal = await resumeRefusal(settings, application.resume_object);
          if (refusal?.outcome === "failed") return refusal;
          if (!refusal) pdfs.push(application);
        }
        if (pdfs.length === 0) {
          return { outcome: "rejected", answer: "Not sent: no application in the digest has a PDF resume" };
        }
        return hiringTeamDigest(pdfs, to, settings.siteUrl);
      }
      case "staff_summary":
        return staffSummary(
          await serviceRpc<MailReport>(settings, "application_mail_report", {}),
          await serviceRpc<BetaMailReport>(settings, "beta_mail_report", {}),
          to,
        );
      case "staff_invitation":
        return staffInvitation(message.payload as unknown as StaffInvitation, to, settings.siteUrl);
      case "decision":
        return (
          decisionMail(message.payload as unknown as DecisionPayload, to) ?? {
            outcome: "permanent",
            answer: "Not sent: the application has no decision to tell",
          }
        );
      default:
        return testMessage(to);
    }
  },
});

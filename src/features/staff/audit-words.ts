import type { StaffRole } from "@common/staff-roles";

import { ROLE_LABELS, STAGE_LABELS } from "./content";
import { formatWhen } from "./lib/dates";
import type { AuditEntry, Stage } from "./schemas/records";

/** Every action the audit log holds (the CHECK `audit_log_action_check`; a test keeps them equal). */
export const AUDIT_ACTIONS = [
  "application_opened",
  "resume_viewed",
  "application_exported",
  "applications_listed",
  "stage_changed",
  "note_added",
  "application_erased",
  "signups_listed",
  "signups_exported",
  "signup_erased",
  "staff_invited",
  "staff_role_changed",
  "staff_invitation_resent",
  "staff_removed",
  "audit_exported",
  "job_published",
  "job_scheduled",
  "job_unpublished",
  "job_closed",
  "job_archived",
  "job_restored",
  "post_published",
  "post_scheduled",
  "post_unpublished",
  "post_restored",
  "decision_mail_queued",
  "decision_mail_sent",
  "decision_mail_cancelled",
  "beta_wave_created",
  "beta_wave_sent",
  "beta_wave_cancelled",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The action filter's choices. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  application_opened: "Application opened",
  resume_viewed: "Resume viewed",
  application_exported: "Application exported",
  applications_listed: "Applications list viewed",
  stage_changed: "Stage changed",
  note_added: "Note added",
  application_erased: "Application erased",
  signups_listed: "Sign-ups list viewed",
  signups_exported: "Sign-ups exported",
  signup_erased: "Sign-up erased",
  staff_invited: "Member added",
  staff_role_changed: "Role changed",
  staff_invitation_resent: "Invitation sent again",
  staff_removed: "Member removed",
  audit_exported: "Audit log exported",
  job_published: "Job published",
  job_scheduled: "Job scheduled",
  job_unpublished: "Job unpublished",
  job_closed: "Job closed",
  job_archived: "Job archived",
  job_restored: "Job restored",
  post_published: "Post published",
  post_scheduled: "Post scheduled",
  post_unpublished: "Post unpublished",
  post_restored: "Post restored from history",
  decision_mail_queued: "Decision mail queued",
  decision_mail_sent: "Decision mail sent",
  decision_mail_cancelled: "Decision mail cancelled",
  beta_wave_created: "Wave created",
  beta_wave_sent: "Wave sent",
  beta_wave_cancelled: "Wave cancelled",
};

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
const stage = (value: unknown) => STAGE_LABELS[value as Stage] ?? text(value) ?? "unknown";
const role = (value: unknown) => (ROLE_LABELS[value as StaffRole] ?? text(value) ?? "unknown").toLowerCase();

/** "(filters: role vc, search "ada")", or nothing when the list was unfiltered. */
function filters(detail: Record<string, unknown>, names: Record<string, string>): string {
  const set = Object.entries(names).flatMap(([key, label]) => {
    const value = text(detail[key]);
    if (value === null) return [];
    return [key === "search" ? `${label} "${value}"` : `${label} ${value}`];
  });
  return set.length > 0 ? ` (filters: ${set.join(", ")})` : "";
}

function rows(detail: Record<string, unknown>, noun: string): string {
  return typeof detail.rows === "number" ? `${detail.rows} ${noun}${detail.rows === 1 ? "" : "s"}` : "";
}

/**
 * An entry in words: "Ada Lovelace's resume viewed by hank@…". An application is named only while it has a name;
 * an erased one reads "an erased application", whatever the entry was.
 */
export function auditWords(entry: AuditEntry): string {
  const by = ` by ${entry.actor_email}`;
  const detail = entry.detail;
  const application =
    entry.target_name === null ? "an erased application" : `${entry.target_name}'s application`;
  const member = text(detail.email) ?? "a member";
  // A job's change made by the clock (its opening or closing time came) rather than by a member.
  const job = (verb: string) =>
    `Job ${text(detail.slug) ?? "(unnamed)"} ${verb}${detail.by === "schedule" ? " on schedule" : by}`;
  const post = (verb: string) => `Post ${text(detail.slug) ?? "(unnamed)"} ${verb}${by}`;
  const words: Record<AuditAction, () => string> = {
    application_opened: () => `${application} opened${by}`,
    resume_viewed: () =>
      `${entry.target_name === null ? "the resume of an erased application" : `${entry.target_name}'s resume`} viewed${by}`,
    application_exported: () => `${application} exported${by}`,
    applications_listed: () =>
      `Applications list viewed${by}` +
      filters(detail, { job: "job", stage: "stage", from: "from", to: "to", search: "search" }),
    stage_changed: () => `${application} moved from ${stage(detail.from)} to ${stage(detail.to)}${by}`,
    note_added: () => `Note added to ${application}${by}`,
    application_erased: () => `An application erased${by}`,
    signups_listed: () =>
      `Sign-ups list viewed${by}` +
      filters(detail, { role: "role", source: "source", status: "status", search: "search" }),
    signups_exported: () => {
      const count = rows(detail, "sign-up");
      return (
        `Sign-ups exported${by}${count ? `: ${count}` : ""}` +
        filters(detail, { role: "role", source: "source", status: "status" })
      );
    },
    signup_erased: () => `A sign-up erased${by}`,
    staff_invited: () => `${member} added as ${role(detail.role)}${by}`,
    staff_role_changed: () =>
      `Role of ${member} changed from ${role(detail.from)} to ${role(detail.to)}${by}`,
    staff_invitation_resent: () => `Invitation to ${member} sent again${by}`,
    staff_removed: () => `${member} removed from the team${by}`,
    audit_exported: () => {
      const count = rows(detail, "entry").replace(/entrys$/, "entries");
      return (
        `Audit log exported${by}${count ? `: ${count}` : ""}` +
        filters(detail, { actor: "person", action: "action", from: "from", to: "to" })
      );
    },
    job_published: () => job("published"),
    job_scheduled: () =>
      job(text(detail.opens_at) ? `scheduled to open ${formatWhen(String(detail.opens_at))}` : "scheduled"),
    job_unpublished: () => job("unpublished"),
    job_closed: () => job("closed"),
    job_archived: () => job("archived"),
    job_restored: () => job("restored"),
    post_published: () => post("published"),
    post_scheduled: () =>
      post(text(detail.publish_at) ? `scheduled for ${formatWhen(String(detail.publish_at))}` : "scheduled"),
    post_unpublished: () => post("unpublished"),
    post_restored: () =>
      post(typeof detail.revision === "number" ? `restored to revision ${detail.revision}` : "restored"),
    decision_mail_queued: () =>
      `${stage(detail.stage)} mail to ${application} queued` +
      (text(detail.send_at) ? ` for ${formatWhen(String(detail.send_at))}` : "") +
      by,
    decision_mail_sent: () => `${stage(detail.stage)} mail to ${application} sent${by}`,
    decision_mail_cancelled: () =>
      `${stage(detail.stage)} mail to ${application} cancelled${by}` +
      (text(detail.reason) ? ` (${String(detail.reason)})` : ""),
    beta_wave_created: () => {
      const chosen = typeof detail.selected === "number" ? detail.selected : null;
      return (
        `Wave of ${chosen ?? "some"} ${chosen === 1 ? "person" : "people"} chosen${by}` +
        filters(detail, {
          role: "role",
          source: "source",
          from: "signed up from",
          before: "signed up before",
        })
      );
    },
    beta_wave_sent: () => {
      const when = text(detail.send_at);
      if (typeof detail.retried === "number")
        return `Wave's ${detail.retried} failed invitations sent again${by}`;
      return `Wave ${when ? `sent for ${formatWhen(when)}` : "sent"}${by}`;
    },
    beta_wave_cancelled: () => {
      const withdrawn =
        typeof detail.withdrawn === "number" ? `: ${detail.withdrawn} invitations withdrawn` : "";
      return `Wave cancelled${by}${withdrawn}`;
    },
  };
  const said = (words as Record<string, (() => string) | undefined>)[entry.action]?.() ?? null;
  const sentence = said ?? `${entry.action.replaceAll("_", " ")}${by}`;
  // An address leads as written; "an erased application" and "the resume …" begin the sentence with a capital.
  return /^(an|the) /.test(sentence) ? sentence.charAt(0).toUpperCase() + sentence.slice(1) : sentence;
}

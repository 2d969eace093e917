// Sends the mail queued in private.application_mail (decisions 018 and 026).
//
// Called every minute (pg_cron + pg_net on hosted Supabase; the embedded API's scheduler locally) with the
// service-role key as the bearer token. Each call queues the staff summary when one is due
// (`queue_application_mail_summary`), then claims due messages one at a time through `claim_application_mail` (a
// lease, so no other drainer takes a message while it is being sent), checks that the resume is a PDF by its bytes,
// sends each through the provider (../_shared/email-provider.ts) with the message id as its Idempotency-Key, and
// records the outcome with `record_application_mail`. When it cannot send at all (a missing secret, a key the
// provider refuses) it records that on the due messages (`hold_application_mail`), which stay queued and are
// reported, and answers 503.
//
// Settings (function secrets): EMAIL_API_URL (default https://api.resend.com), EMAIL_API_KEY, EMAIL_FROM,
// HIRING_TEAM_EMAIL; optional STAFF_EMAIL (the daily summary; default HIRING_TEAM_EMAIL) and SUPABASE_DASHBOARD_URL
// (the project's page in the dashboard, for the team's link). SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are
// provided by the platform.

import { type OutgoingEmail, SEND_TIMEOUT_MS, sendEmail } from "../_shared/email-provider.ts";
import { prepareRecipient } from "../_shared/mail-recipient.ts";
import {
  applicantConfirmation,
  type ClaimedMessage,
  hiringTeamNotice,
  safeAddress,
  singleLine,
} from "./messages.ts";
import { checkResume } from "./resume-check.ts";
import { type BetaMailReport, type MailReport, staffSummary, testMessage } from "./staff-messages.ts";

/** How long a claim holds a message; far longer than one send may take (SEND_TIMEOUT_MS). */
const LEASE_SECONDS = 120;
/** Stop claiming after this long, so one call ends well before the next minute's call and the platform's limit. */
const CALL_BUDGET_MS = 45_000;

interface Platform {
  supabaseUrl: string;
  serviceRoleKey: string;
}

interface Settings extends Platform {
  emailApiUrl: string;
  emailApiKey: string;
  from: string;
  hiringTeam: string;
  staff: string;
  dashboardProjectUrl: string;
}

type Outcome =
  | { outcome: "sent"; providerId: string }
  | { outcome: "failed" | "permanent" | "undeliverable" | "rejected" | "held"; answer: string };

const get = (name: string) => Deno.env.get(name)?.trim() ?? "";

function readSettings(platform: Platform): Settings | string {
  const missing = ["EMAIL_API_KEY", "EMAIL_FROM", "HIRING_TEAM_EMAIL"].filter((name) => get(name) === "");
  if (missing.length > 0) return `Missing function secrets: ${missing.join(", ")}`;
  const from = get("EMAIL_FROM");
  if (singleLine(from) !== from) return "EMAIL_FROM must be a single line";
  const hiringTeam = get("HIRING_TEAM_EMAIL");
  if (!safeAddress(hiringTeam)) return "HIRING_TEAM_EMAIL must be one plain address";
  const staff = get("STAFF_EMAIL") || hiringTeam;
  if (!safeAddress(staff)) return "STAFF_EMAIL must be one plain address";
  return {
    ...platform,
    emailApiUrl: (get("EMAIL_API_URL") || "https://api.resend.com").replace(/\/+$/, ""),
    emailApiKey: get("EMAIL_API_KEY"),
    from,
    hiringTeam,
    staff,
    dashboardProjectUrl: (get("SUPABASE_DASHBOARD_URL") || dashboardFor(platform.supabaseUrl)).replace(
      /\/+$/,
      "",
    ),
  };
}

/** A hosted project's dashboard page, from its API URL; elsewhere the Supabase CLI's Studio. */
function dashboardFor(supabaseUrl: string): string {
  const ref = /^https:\/\/([a-z0-9]+)\.supabase\.co$/.exec(supabaseUrl)?.[1];
  return ref ? `https://supabase.com/dashboard/project/${ref}` : "http://127.0.0.1:54323/project/default";
}

async function rpc<T>(platform: Platform, name: string, args: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${platform.supabaseUrl}/rest/v1/rpc/${name}`, {
    method: "POST",
    headers: {
      apikey: platform.serviceRoleKey,
      Authorization: `Bearer ${platform.serviceRoleKey}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify(args),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function compose(settings: Settings, message: ClaimedMessage): Promise<OutgoingEmail | null> {
  switch (message.kind) {
    case "hiring_team_notice":
      return hiringTeamNotice(message, settings.hiringTeam, {
        dashboardProjectUrl: settings.dashboardProjectUrl,
      });
    case "applicant_confirmation": {
      const to = safeAddress(message.email);
      return to ? applicantConfirmation(message, to) : null;
    }
    case "staff_summary":
      return staffSummary(
        await rpc<MailReport>(settings, "application_mail_report", {}),
        await rpc<BetaMailReport>(settings, "beta_mail_report", {}),
        settings.staff,
      );
    case "test_message": {
      const to = safeAddress(message.recipient ?? "");
      return to ? testMessage(to) : null;
    }
  }
}

async function send(settings: Settings, message: ClaimedMessage): Promise<Outcome> {
  if (message.kind === "applicant_confirmation" || message.kind === "hiring_team_notice") {
    const resume = await checkResume(settings, message.resume_object);
    if (resume.kind === "not-pdf") return { outcome: "rejected", answer: resume.reason };
    if (resume.kind === "unreadable") return { outcome: "failed", answer: resume.reason };
  }
  const email = await compose(settings, message);
  if (!email) return { outcome: "undeliverable", answer: "The recipient's address is not one plain address" };
  // Never to an address that unsubscribed, and always with its own one-click unsubscribe (decision 027).
  const recipient = await prepareRecipient(settings, email.to);
  if (!recipient) return { outcome: "undeliverable", answer: "The recipient unsubscribed from all mail" };
  const result = await sendEmail(
    { apiUrl: settings.emailApiUrl, apiKey: settings.emailApiKey, from: settings.from },
    { ...email, headers: recipient.headers },
    message.message_id,
  );
  switch (result.outcome) {
    case "sent":
      return result;
    case "retry":
      return { outcome: "failed", answer: result.answer };
    case "unauthorized":
      return {
        outcome: "held",
        answer: `the e-mail provider refused the key or the sender: ${result.answer}`,
      };
    case "permanent":
      return { outcome: "permanent", answer: result.answer };
  }
}

/** Sends what is due; a misconfiguration found on the way (the provider refuses the key) is returned as `problem`. */
async function drain(settings: Settings) {
  const started = Date.now();
  const counts = { sent: 0, retrying: 0, failed: 0, rejected: 0 };
  while (Date.now() - started < CALL_BUDGET_MS) {
    const [message] = await rpc<ClaimedMessage[]>(settings, "claim_application_mail", {
      batch_size: 1,
      lease_seconds: LEASE_SECONDS,
    });
    if (!message) break;
    const result = await send(settings, message);
    const status = await rpc<string | null>(settings, "record_application_mail", {
      message_id: message.message_id,
      claim: message.claim_id,
      outcome: result.outcome,
      provider_message_id: result.outcome === "sent" ? result.providerId : null,
      provider_answer: result.outcome === "sent" ? null : result.answer,
    });
    if (result.outcome === "held") return { counts, problem: result.answer };
    if (status === "sent") counts.sent += 1;
    else if (status === "queued") counts.retrying += 1;
    else if (status === "failed") counts.failed += 1;
    else if (status === "rejected") counts.rejected += 1;
  }
  return { counts, problem: null };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** Records on the due messages why nothing can be sent, and says so. */
async function holdAll(platform: Platform, problem: string): Promise<Response> {
  const held = await rpc<number>(platform, "hold_application_mail", { problem });
  return json(503, { error: problem, held });
}

Deno.serve(async (request) => {
  if (request.method !== "POST") return json(405, { error: "Use POST" });
  const platform = {
    supabaseUrl: get("SUPABASE_URL").replace(/\/+$/, ""),
    serviceRoleKey: get("SUPABASE_SERVICE_ROLE_KEY"),
  };
  // Without these the function cannot even reach the database to record a problem (the platform provides them).
  if (platform.supabaseUrl === "" || platform.serviceRoleKey === "") {
    return json(500, { error: "Missing SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY" });
  }
  // Only the scheduler, which holds the service-role key, may start a drain.
  if (request.headers.get("Authorization") !== `Bearer ${platform.serviceRoleKey}`) {
    return json(401, { error: "Unauthorized" });
  }
  try {
    const settings = readSettings(platform);
    if (typeof settings === "string") return await holdAll(platform, settings);
    await rpc<string | null>(settings, "queue_application_mail_summary", {});
    const { counts, problem } = await drain(settings);
    return problem ? await holdAll(platform, problem) : json(200, counts);
  } catch (error) {
    return json(502, { error: error instanceof Error ? error.message : String(error) });
  }
});

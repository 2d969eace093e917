// Sends the mail that application-complete triggers queue in private.application_mail (decision 018).
//
// Called every minute (pg_cron + pg_net on hosted Supabase; the embedded API's scheduler locally) with the
// service-role key as the bearer token. Each call claims due messages one at a time through
// `claim_application_mail` (a lease, so no other drainer takes a message while it is being sent), sends each through
// an e-mail API with Resend's request shape and the message id as its Idempotency-Key (so a send whose answer was
// lost and is retried is delivered once), and records the outcome with `record_application_mail`.
//
// Settings (function secrets): EMAIL_API_URL (default https://api.resend.com), EMAIL_API_KEY, EMAIL_FROM,
// HIRING_TEAM_EMAIL; optional SUPABASE_DASHBOARD_URL (the project's page in the dashboard, for the team's link).
// SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are provided by the platform.

import { prepareRecipient } from "../_shared/mail-recipient.ts";
import {
  applicantConfirmation,
  type ClaimedMessage,
  type Email,
  hiringTeamNotice,
  safeAddress,
  singleLine,
} from "./messages.ts";

/** How long a claim holds a message; far longer than one send may take (SEND_TIMEOUT_MS). */
const LEASE_SECONDS = 120;
const SEND_TIMEOUT_MS = 15_000;
/** Stop claiming after this long, so one call ends well before the next minute's call and the platform's limit. */
const CALL_BUDGET_MS = 45_000;

interface Settings {
  supabaseUrl: string;
  serviceRoleKey: string;
  emailApiUrl: string;
  emailApiKey: string;
  from: string;
  hiringTeam: string;
  dashboardProjectUrl: string;
}

type Outcome =
  | { outcome: "sent"; providerId: string }
  | { outcome: "failed"; answer: string }
  | { outcome: "undeliverable"; answer: string };

function readSettings(): Settings | string {
  const get = (name: string) => Deno.env.get(name)?.trim() ?? "";
  const missing = [
    "SUPABASE_URL",
    "SUPABASE_SERVICE_ROLE_KEY",
    "EMAIL_API_KEY",
    "EMAIL_FROM",
    "HIRING_TEAM_EMAIL",
  ].filter((name) => get(name) === "");
  if (missing.length > 0) return `Missing function secrets: ${missing.join(", ")}`;
  const from = get("EMAIL_FROM");
  if (singleLine(from) !== from) return "EMAIL_FROM must be a single line";
  const hiringTeam = get("HIRING_TEAM_EMAIL");
  if (!safeAddress(hiringTeam)) return "HIRING_TEAM_EMAIL must be one plain address";
  const supabaseUrl = get("SUPABASE_URL").replace(/\/+$/, "");
  return {
    supabaseUrl,
    serviceRoleKey: get("SUPABASE_SERVICE_ROLE_KEY"),
    emailApiUrl: (get("EMAIL_API_URL") || "https://api.resend.com").replace(/\/+$/, ""),
    emailApiKey: get("EMAIL_API_KEY"),
    from,
    hiringTeam,
    dashboardProjectUrl: (get("SUPABASE_DASHBOARD_URL") || dashboardFor(supabaseUrl)).replace(/\/+$/, ""),
  };
}

/** A hosted project's dashboard page, from its API URL; elsewhere the Supabase CLI's Studio. */
function dashboardFor(supabaseUrl: string): string {
  const ref = /^https:\/\/([a-z0-9]+)\.supabase\.co$/.exec(supabaseUrl)?.[1];
  return ref ? `https://supabase.com/dashboard/project/${ref}` : "http://127.0.0.1:54323/project/default";
}

async function rpc<T>(settings: Settings, name: string, args: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${settings.supabaseUrl}/rest/v1/rpc/${name}`, {
    method: "POST",
    headers: {
      apikey: settings.serviceRoleKey,
      Authorization: `Bearer ${settings.serviceRoleKey}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify(args),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

function compose(settings: Settings, message: ClaimedMessage): Email | null {
  if (message.kind === "hiring_team_notice") {
    return hiringTeamNotice(message, settings.hiringTeam, {
      dashboardProjectUrl: settings.dashboardProjectUrl,
    });
  }
  const to = safeAddress(message.email);
  return to ? applicantConfirmation(message, to) : null;
}

async function send(settings: Settings, message: ClaimedMessage): Promise<Outcome> {
  const email = compose(settings, message);
  if (!email)
    return { outcome: "undeliverable", answer: "The applicant's e-mail address is not one plain address" };
  // Never to an address that unsubscribed, and always with its own one-click unsubscribe (decision 027).
  const recipient = await prepareRecipient(settings, email.to);
  if (!recipient) return { outcome: "undeliverable", answer: "The recipient unsubscribed from all mail" };
  let response: Response;
  try {
    response = await fetch(`${settings.emailApiUrl}/emails`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${settings.emailApiKey}`,
        "Content-Type": "application/json",
        // The same key on every attempt: a provider that already accepted this message answers as it did then.
        "Idempotency-Key": message.message_id,
      },
      body: JSON.stringify({
        from: settings.from,
        to: [email.to],
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: recipient.headers,
      }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    return { outcome: "failed", answer: `No answer from ${settings.emailApiUrl}: ${String(error)}` };
  }
  const body = await response.text().catch(() => "");
  if (!response.ok) return { outcome: "failed", answer: `HTTP ${response.status}: ${body}` };
  let providerId: unknown;
  try {
    providerId = (JSON.parse(body) as { id?: unknown }).id;
  } catch {
    providerId = undefined;
  }
  return typeof providerId === "string" && providerId !== ""
    ? { outcome: "sent", providerId }
    : { outcome: "failed", answer: `HTTP ${response.status} without a message id: ${body}` };
}

async function drain(settings: Settings) {
  const started = Date.now();
  const counts = { sent: 0, retrying: 0, failed: 0 };
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
    if (status === "sent") counts.sent += 1;
    else if (status === "queued") counts.retrying += 1;
    else if (status === "failed") counts.failed += 1;
  }
  return counts;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

Deno.serve(async (request) => {
  if (request.method !== "POST") return json(405, { error: "Use POST" });
  const settings = readSettings();
  if (typeof settings === "string") return json(500, { error: settings });
  // Only the scheduler, which holds the service-role key, may start a drain.
  if (request.headers.get("Authorization") !== `Bearer ${settings.serviceRoleKey}`) {
    return json(401, { error: "Unauthorized" });
  }
  try {
    return json(200, await drain(settings));
  } catch (error) {
    return json(502, { error: error instanceof Error ? error.message : String(error) });
  }
});

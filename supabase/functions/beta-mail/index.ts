// Sends the beta sign-up confirmations queued in private.beta_mail (docs/decisions/027-beta-double-opt-in.md).
//
// Called every minute with the service-role key (pg_cron + pg_net on hosted Supabase; the embedded API's scheduler
// locally), like application-mail (decision 018): it claims one message at a time with claim_beta_mail, handing
// over the hash of a fresh random link token, sends it through an e-mail API with Resend's request shape and the
// message id as Idempotency-Key, and records the outcome with record_beta_mail. A recipient who unsubscribed after
// the message was queued gets nothing.
//
// Settings (function secrets): EMAIL_API_URL (default https://api.resend.com), EMAIL_API_KEY, BETA_EMAIL_FROM,
// SITE_URL (where /beta/confirm lives). SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY come from the platform.

import {
  prepareRecipient,
  randomToken,
  serviceRpc,
  type ServiceApi,
  tokenHash,
} from "../_shared/mail-recipient.ts";
import { type ClaimedConfirmation, confirmationEmail, plainAddress } from "./message.ts";

const LEASE_SECONDS = 120;
const SEND_TIMEOUT_MS = 15_000;
const CALL_BUDGET_MS = 45_000;

interface Settings extends ServiceApi {
  emailApiUrl: string;
  emailApiKey: string;
  from: string;
  siteUrl: string;
}

type Outcome =
  | { outcome: "sent"; providerId: string }
  | { outcome: "failed" | "undeliverable" | "suppressed"; answer: string };

function readSettings(): Settings | string {
  const get = (name: string) => Deno.env.get(name)?.trim() ?? "";
  const missing = [
    "SUPABASE_URL",
    "SUPABASE_SERVICE_ROLE_KEY",
    "EMAIL_API_KEY",
    "BETA_EMAIL_FROM",
    "SITE_URL",
  ].filter((name) => get(name) === "");
  if (missing.length > 0) return `Missing function secrets: ${missing.join(", ")}`;
  const from = get("BETA_EMAIL_FROM");
  if (/[\p{Cc}\u2028\u2029]/u.test(from)) return "BETA_EMAIL_FROM must be a single line";
  if (!/^https?:\/\/[^\s/]+/.test(get("SITE_URL"))) return "SITE_URL must be the site's http(s) address";
  return {
    supabaseUrl: get("SUPABASE_URL").replace(/\/+$/, ""),
    serviceRoleKey: get("SUPABASE_SERVICE_ROLE_KEY"),
    emailApiUrl: (get("EMAIL_API_URL") || "https://api.resend.com").replace(/\/+$/, ""),
    emailApiKey: get("EMAIL_API_KEY"),
    from,
    siteUrl: get("SITE_URL").replace(/\/+$/, ""),
  };
}

async function send(settings: Settings, message: ClaimedConfirmation, token: string): Promise<Outcome> {
  const to = plainAddress(message.email);
  if (!to) return { outcome: "undeliverable", answer: "The address is not one plain address" };
  const recipient = await prepareRecipient(settings, to, message.queued_at);
  if (!recipient)
    return { outcome: "suppressed", answer: "The recipient unsubscribed after this was queued" };
  const email = confirmationEmail(message, to, {
    confirmUrl: `${settings.siteUrl}/beta/confirm?token=${token}`,
    unsubscribeUrl: recipient.unsubscribeUrl,
  });
  let response: Response;
  try {
    response = await fetch(`${settings.emailApiUrl}/emails`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${settings.emailApiKey}`,
        "Content-Type": "application/json",
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
  const counts = { sent: 0, retrying: 0, failed: 0, suppressed: 0 };
  while (Date.now() - started < CALL_BUDGET_MS) {
    const token = randomToken();
    const [message] = await serviceRpc<ClaimedConfirmation[]>(settings, "claim_beta_mail", {
      lease_seconds: LEASE_SECONDS,
      confirmation_token_hash: await tokenHash(token),
    });
    if (!message) break;
    const result = await send(settings, message, token);
    const status = await serviceRpc<string | null>(settings, "record_beta_mail", {
      message_id: message.message_id,
      claim: message.claim_id,
      outcome: result.outcome,
      provider_message_id: result.outcome === "sent" ? result.providerId : null,
      provider_answer: result.outcome === "sent" ? null : result.answer,
    });
    if (status === "sent") counts.sent += 1;
    else if (status === "queued") counts.retrying += 1;
    else if (status === "failed") counts.failed += 1;
    else if (status === "suppressed") counts.suppressed += 1;
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
  if (request.headers.get("Authorization") !== `Bearer ${settings.serviceRoleKey}`) {
    return json(401, { error: "Unauthorized" });
  }
  try {
    return json(200, await drain(settings));
  } catch (error) {
    return json(502, { error: error instanceof Error ? error.message : String(error) });
  }
});

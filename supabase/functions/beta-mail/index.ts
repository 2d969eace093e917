// Sends the beta sign-up confirmations queued in private.beta_mail (decisions 027 and 026).
//
// Called every minute with the service-role key (pg_cron + pg_net on hosted Supabase; the embedded API's scheduler
// locally), like application-mail: it claims one message at a time with claim_beta_mail, handing over the hash of a
// fresh random link token, sends it through the shared provider call (../_shared/email-provider.ts) with the message
// id as Idempotency-Key, and records the outcome with record_beta_mail, which decides what is retried and what
// fails. A recipient who unsubscribed after the message was queued gets nothing. When it cannot send at all (a
// missing secret, a key the provider refuses) it records that on the due messages (hold_beta_mail), which stay
// queued and are reported, and answers 503.
//
// Settings (function secrets): EMAIL_API_URL (default https://api.resend.com), EMAIL_API_KEY, BETA_EMAIL_FROM,
// SITE_URL (where /beta/confirm lives). SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY come from the platform.

import { sendEmail } from "../_shared/email-provider.ts";
import {
  prepareRecipient,
  randomToken,
  serviceRpc,
  type ServiceApi,
  tokenHash,
} from "../_shared/mail-recipient.ts";
import { type ClaimedConfirmation, confirmationEmail, plainAddress } from "./message.ts";

/** How long a claim holds a message; far longer than one send may take. */
const LEASE_SECONDS = 120;
/** Stop claiming after this long, so one call ends well before the next minute's call and the platform's limit. */
const CALL_BUDGET_MS = 45_000;

interface Settings extends ServiceApi {
  emailApiUrl: string;
  emailApiKey: string;
  from: string;
  siteUrl: string;
}

type Outcome =
  | { outcome: "sent"; providerId: string }
  | { outcome: "failed" | "permanent" | "undeliverable" | "suppressed" | "held"; answer: string };

const get = (name: string) => Deno.env.get(name)?.trim() ?? "";

function readSettings(platform: ServiceApi): Settings | string {
  const missing = ["EMAIL_API_KEY", "BETA_EMAIL_FROM", "SITE_URL"].filter((name) => get(name) === "");
  if (missing.length > 0) return `Missing function secrets: ${missing.join(", ")}`;
  const from = get("BETA_EMAIL_FROM");
  if (/[\p{Cc}\u2028\u2029]/u.test(from)) return "BETA_EMAIL_FROM must be a single line";
  if (!/^https?:\/\/[^\s/]+/.test(get("SITE_URL"))) return "SITE_URL must be the site's http(s) address";
  return {
    ...platform,
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
    if (result.outcome === "held") return { counts, problem: result.answer };
    if (status === "sent") counts.sent += 1;
    else if (status === "queued") counts.retrying += 1;
    else if (status === "failed") counts.failed += 1;
    else if (status === "suppressed") counts.suppressed += 1;
  }
  return { counts, problem: null };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** Records on the due messages why nothing can be sent, and says so. */
async function holdAll(platform: ServiceApi, problem: string): Promise<Response> {
  const held = await serviceRpc<number>(platform, "hold_beta_mail", { problem });
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
    const { counts, problem } = await drain(settings);
    return problem ? await holdAll(platform, problem) : json(200, counts);
  } catch (error) {
    return json(502, { error: error instanceof Error ? error.message : String(error) });
  }
});

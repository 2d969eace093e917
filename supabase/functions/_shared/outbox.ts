// The one runner of every function that sends mail from private.outbox (decision 039).
//
// A sending function names itself (its kinds in private.mail_kinds say it sends them), reads its settings, and says
// for a claimed message who it goes to and what it says; everything else happens here, the same for every kind:
// only the service role may start a drain; the function claims one message at a time (claim_mail, a lease, so no
// other drainer takes it meanwhile), sends it through the provider (email-provider.ts) with the message id as its
// Idempotency-Key, and records the outcome (record_mail), which decides what is retried and what is final; a message
// the function itself fails on is recorded with the reason and retried a few times, and the others still go. Mail to
// the public is never sent to an address that unsubscribed and always carries its own one-click unsubscribe
// (mail-recipient.ts); staff mail carries none and no unsubscribe can stop it. When the function cannot send at all
// (a missing secret, a key the provider refuses) the due messages are held (hold_mail) with the problem, and the
// call answers 503.

import { type OutgoingEmail, type ProviderSettings, SEND_TIMEOUT_MS, sendEmail } from "./email-provider.ts";
import { prepareRecipient, serviceRpc, type ServiceApi } from "./mail-recipient.ts";
import { singleLine } from "./mail-text.ts";

/** How long a claim holds a message; far longer than one send may take. */
const LEASE_SECONDS = 120;
/** Stop claiming after this long, so one call ends well before the next minute's call and the platform's limit. */
const CALL_BUDGET_MS = 45_000;

/** A claimed message, as `claim_mail` returns it; `payload` is what its kind needs (private.mail_payload). */
export interface ClaimedMail<Payload = Record<string, unknown>> {
  message_id: string;
  kind: string;
  audience: "public" | "staff";
  attempts: number;
  claim_id: string;
  queued_at: string;
  payload: Payload;
}

/** Why a message is not sent now; `record_mail` turns the outcome into a retry or a final status. */
export interface Refusal {
  outcome: "failed" | "permanent" | "undeliverable" | "rejected" | "held";
  answer: string;
}

type Outcome =
  | { outcome: "sent"; providerId: string }
  | { outcome: Refusal["outcome"] | "suppressed" | "broken"; answer: string };

/** What every sending function reads from its secrets: the provider, and the site its links point to. */
export interface MailSettings extends ServiceApi {
  provider: ProviderSettings;
  /** SITE_URL without a trailing slash. */
  siteUrl: string;
}

export interface MailSender<Settings extends MailSettings> {
  /** The function's name, as private.mail_kinds.sender gives it. */
  name: string;
  /** The statuses a drain reports besides sent, retrying and failed (each starts at 0). */
  reported: readonly string[];
  /** The secret holding the From line (EMAIL_API_URL, EMAIL_API_KEY and SITE_URL are read for every function). */
  fromSecret: string;
  /** The other secrets it cannot do without. */
  secrets: readonly string[];
  /** Its own settings on top of the common ones, or what is wrong with them. */
  readSettings(common: MailSettings, get: (name: string) => string): Settings | string;
  /** Runs once at the start of each drain. */
  beforeDrain?(settings: Settings): Promise<void>;
  /** Who the message goes to, or why it cannot go at all. */
  recipient(message: ClaimedMail, settings: Settings): Promise<string | Refusal>;
  /**
   * For mail to the public: a suppression made before this time does not stop the message (someone asked for it
   * again since). Without it any suppression does.
   */
  suppressionCountsFrom?(message: ClaimedMail): string | null;
  /** What the message says; `unsubscribeUrl` is given for mail to the public. */
  compose(
    message: ClaimedMail,
    settings: Settings,
    to: string,
    unsubscribeUrl: string | null,
  ): Promise<Omit<OutgoingEmail, "headers"> | Refusal>;
}

const isRefusal = (value: unknown): value is Refusal =>
  typeof value === "object" && value !== null && "outcome" in value;

async function send<Settings extends MailSettings>(
  sender: MailSender<Settings>,
  settings: Settings,
  message: ClaimedMail,
): Promise<Outcome> {
  const to = await sender.recipient(message, settings);
  if (isRefusal(to)) return to;
  let headers: Record<string, string> | undefined;
  let unsubscribeUrl: string | null = null;
  if (message.audience === "public") {
    const since = sender.suppressionCountsFrom?.(message) ?? null;
    const recipient = await prepareRecipient(settings, to, since);
    if (!recipient) {
      return {
        outcome: "suppressed",
        answer: since
          ? "The recipient unsubscribed after this was queued"
          : "The recipient unsubscribed from all mail",
      };
    }
    headers = recipient.headers;
    unsubscribeUrl = recipient.unsubscribeUrl;
  }
  const email = await sender.compose(message, settings, to, unsubscribeUrl);
  if (isRefusal(email)) return email;
  const result = await sendEmail(settings.provider, { ...email, headers }, message.message_id);
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

/**
 * Sends one message; a failure of the function itself on this message (an exception while preparing it) is that
 * message's outcome, `broken`, so the drain goes on with the others and the reason is recorded on it.
 */
async function sendOne<Settings extends MailSettings>(
  sender: MailSender<Settings>,
  settings: Settings,
  message: ClaimedMail,
): Promise<Outcome> {
  try {
    return await send(sender, settings, message);
  } catch (error) {
    return { outcome: "broken", answer: error instanceof Error ? error.message : String(error) };
  }
}

/** Sends what is due; a misconfiguration found on the way (the provider refuses the key) is returned as `problem`. */
async function drain<Settings extends MailSettings>(sender: MailSender<Settings>, settings: Settings) {
  const started = Date.now();
  const counts: Record<string, number> = { sent: 0, retrying: 0, failed: 0 };
  for (const status of sender.reported) counts[status] = 0;
  while (Date.now() - started < CALL_BUDGET_MS) {
    const [message] = await serviceRpc<ClaimedMail[]>(settings, "claim_mail", {
      sender: sender.name,
      lease_seconds: LEASE_SECONDS,
    });
    if (!message) break;
    const result = await sendOne(sender, settings, message);
    const status = await serviceRpc<string | null>(settings, "record_mail", {
      message_id: message.message_id,
      claim: message.claim_id,
      outcome: result.outcome,
      provider_message_id: result.outcome === "sent" ? result.providerId : null,
      provider_answer: result.outcome === "sent" ? null : result.answer,
    });
    if (result.outcome === "held") return { counts, problem: result.answer };
    const counted = status === "queued" ? "retrying" : status;
    if (counted !== null && counted in counts) counts[counted] = (counts[counted] ?? 0) + 1;
  }
  return { counts, problem: null };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

const get = (name: string) => Deno.env.get(name)?.trim() ?? "";

function readSettings<Settings extends MailSettings>(
  sender: MailSender<Settings>,
  platform: ServiceApi,
): Settings | string {
  const missing = ["EMAIL_API_KEY", sender.fromSecret, ...sender.secrets, "SITE_URL"].filter(
    (name) => get(name) === "",
  );
  if (missing.length > 0) return `Missing function secrets: ${missing.join(", ")}`;
  const from = get(sender.fromSecret);
  if (singleLine(from) !== from) return `${sender.fromSecret} must be a single line`;
  if (!/^https?:\/\/[^\s/]+/.test(get("SITE_URL"))) return "SITE_URL must be the site's http(s) address";
  const timeout = get("EMAIL_SEND_TIMEOUT_MS");
  if (timeout !== "" && !/^[1-9]\d{2,5}$/.test(timeout)) {
    return "EMAIL_SEND_TIMEOUT_MS must be a whole number of milliseconds from 100 to 999999";
  }
  const common: MailSettings = {
    ...platform,
    provider: {
      apiUrl: (get("EMAIL_API_URL") || "https://api.resend.com").replace(/\/+$/, ""),
      apiKey: get("EMAIL_API_KEY"),
      from,
      timeoutMs: timeout === "" ? SEND_TIMEOUT_MS : Number(timeout),
    },
    siteUrl: get("SITE_URL").replace(/\/+$/, ""),
  };
  return sender.readSettings(common, get);
}

/** Serves the sending function: every call drains what is due, as described at the top. */
export function serveMail<Settings extends MailSettings>(sender: MailSender<Settings>) {
  /** Records on the due messages why nothing can be sent, and says so. */
  async function holdAll(platform: ServiceApi, problem: string): Promise<Response> {
    const held = await serviceRpc<number>(platform, "hold_mail", { sender: sender.name, problem });
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
      const settings = readSettings(sender, platform);
      if (typeof settings === "string") return await holdAll(platform, settings);
      await sender.beforeDrain?.(settings);
      const { counts, problem } = await drain(sender, settings);
      return problem ? await holdAll(platform, problem) : json(200, counts);
    } catch (error) {
      return json(502, { error: error instanceof Error ? error.message : String(error) });
    }
  });
}

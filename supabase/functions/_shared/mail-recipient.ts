// What every message to the public needs before it is sent (decisions 027 and 039; staff mail needs neither): a
// check that its recipient has not unsubscribed, and a one-click unsubscribe link of its own (RFC 8058), given as
// the List-Unsubscribe and List-Unsubscribe-Post headers and as a link for the message's text.
//
// The link's token is random and only its SHA-256 reaches the database (register_mail_recipient). A retried send
// registers a new token; the provider delivers the first attempt's message (same Idempotency-Key), whose token was
// registered before it was sent.

export interface ServiceApi {
  supabaseUrl: string;
  serviceRoleKey: string;
}

export interface Recipient {
  /** The headers that let a mail client offer "Unsubscribe" and stop all mail with one POST. */
  headers: Record<string, string>;
  /** The same link, for the message's text (opening it shows a page that asks before it unsubscribes). */
  unsubscribeUrl: string;
}

/** 32 random bytes, base64url: a link token. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** Hex SHA-256 of a token, as private.token_hash computes it. */
export async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Calls a staff-only database function with the service role. */
export async function serviceRpc<T>(
  api: ServiceApi,
  name: string,
  args: Record<string, unknown>,
): Promise<T> {
  const response = await fetch(`${api.supabaseUrl}/rest/v1/rpc/${name}`, {
    method: "POST",
    headers: {
      apikey: api.serviceRoleKey,
      Authorization: `Bearer ${api.serviceRoleKey}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify(args),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Null when `address` unsubscribed (after `queuedAt`, when given: a confirmation that a new sign-up asked for
 * goes out even to an address that left before). Otherwise the headers and link for one message to it.
 */
export async function prepareRecipient(
  api: ServiceApi,
  address: string,
  queuedAt: string | null = null,
): Promise<Recipient | null> {
  const token = randomToken();
  const allowed = await serviceRpc<boolean>(api, "register_mail_recipient", {
    recipient: address,
    unsubscribe_token_hash: await tokenHash(token),
    queued_at: queuedAt,
  });
  if (!allowed) return null;
  const unsubscribeUrl = `${api.supabaseUrl}/functions/v1/unsubscribe?token=${token}`;
  return {
    unsubscribeUrl,
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

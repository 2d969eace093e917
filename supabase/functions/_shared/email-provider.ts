// The one place that talks to the e-mail provider: an API with Resend's request shape (`POST {url}/emails`,
// Bearer key, JSON from/to/subject/text/html, optional headers) that honours an Idempotency-Key. Functions that
// send mail build the message and call `sendEmail`; what the answer means for a retry is decided here.

export interface ProviderSettings {
  /** Without a trailing slash, e.g. https://api.resend.com */
  apiUrl: string;
  apiKey: string;
  /** One line, e.g. "Tapsheet Careers <careers@tapsheet.example>" */
  from: string;
  /** How long one request may wait for the provider's answer (EMAIL_SEND_TIMEOUT_MS; SEND_TIMEOUT_MS unless set). */
  timeoutMs: number;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra message headers (for example List-Unsubscribe); sent only when given. */
  headers?: Record<string, string>;
}

/**
 * sent: accepted, with the provider's id. retry: no answer, a server error, or an answer that says "later" (408,
 * 409, 429). unauthorized: 401 or 403, the provider refuses the key or the sender (a misconfiguration, not this
 * message's fault). permanent: any other 4xx: this message will never be accepted as it is.
 */
export type ProviderOutcome =
  | { outcome: "sent"; providerId: string }
  | { outcome: "retry" | "unauthorized" | "permanent"; answer: string };

const RETRIED_CLIENT_ERRORS = new Set([408, 409, 429]);
const UNAUTHORIZED = new Set([401, 403]);

/** How long one request may take unless set otherwise; far shorter than the lease a drainer holds on a message. */
export const SEND_TIMEOUT_MS = 15_000;

function outcomeOfStatus(status: number): "retry" | "unauthorized" | "permanent" {
  if (UNAUTHORIZED.has(status)) return "unauthorized";
  return status >= 400 && status < 500 && !RETRIED_CLIENT_ERRORS.has(status) ? "permanent" : "retry";
}

/**
 * Sends one message. `idempotencyKey` must be the same on every attempt of the same message: a provider that
 * already accepted it answers as it did then instead of sending again.
 */
export async function sendEmail(
  settings: ProviderSettings,
  email: OutgoingEmail,
  idempotencyKey: string,
): Promise<ProviderOutcome> {
  let response: Response;
  try {
    response = await fetch(`${settings.apiUrl}/emails`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${settings.apiKey}`,
        "Content-Type": "application/json",
        "Idempotency-Key": idempotencyKey,
      },
      body: JSON.stringify({
        from: settings.from,
        to: [email.to],
        subject: email.subject,
        text: email.text,
        html: email.html,
        ...(email.headers ? { headers: email.headers } : {}),
      }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    return { outcome: "retry", answer: `No answer from ${settings.apiUrl}: ${String(error)}` };
  }
  const body = await response.text().catch(() => "");
  if (!response.ok)
    return { outcome: outcomeOfStatus(response.status), answer: `HTTP ${response.status}: ${body}` };
  let providerId: unknown;
  try {
    providerId = (JSON.parse(body) as { id?: unknown }).id;
  } catch {
    providerId = undefined;
  }
  return typeof providerId === "string" && providerId !== ""
    ? { outcome: "sent", providerId }
    : { outcome: "retry", answer: `HTTP ${response.status} without a message id: ${body}` };
}

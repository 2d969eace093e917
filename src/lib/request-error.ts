/** A failed backend call, with the HTTP status kept so the query client can skip retrying 4xx answers. */
export class RequestError extends Error {
  readonly status: number | undefined;
  readonly code: string | undefined;
  /** For a 429 answer: how long the backend asked the client to wait, when it said. */
  readonly retryAfterSeconds: number | undefined;
  /** The Data API's `details`: for a refused stale save in the desk, the change that came first as JSON. */
  readonly details: string | undefined;

  constructor(
    message: string,
    options: { status?: number; code?: string; retryAfterSeconds?: number; details?: string } = {},
  ) {
    super(message);
    this.name = "RequestError";
    this.status = options.status;
    this.code = options.code;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.details = options.details;
  }
}

/** The database's abuse budgets answer 429 with `Retry-After: <seconds>` in the error's details. */
const RETRY_AFTER_PATTERN = /Retry-After: (\d+)/;

/** The Data API client (supabase-js's PostgREST client) answers a request it gave up on (its 15 s timeout) with status 0 and an AbortError message. */
function isTimedOut(error: { message: string }, status: number | undefined): boolean {
  return status === 0 && error.message.startsWith("AbortError");
}

/**
 * Wraps the Data API client's plain `{ message, code }` error object (PostgREST or Storage) in a thrown Error. A request
 * that got no answer (status 0) gets the code "timeout" or "network", which the forms word for the visitor.
 */
export function toRequestError(
  error: { message: string; code?: string; details?: string | null },
  status?: number,
): RequestError {
  const retryAfter = RETRY_AFTER_PATTERN.exec(error.details ?? "")?.[1];
  const unanswered = status === 0 ? (isTimedOut(error, status) ? "timeout" : "network") : undefined;
  return new RequestError(error.message, {
    status,
    code: unanswered ?? error.code,
    retryAfterSeconds: retryAfter === undefined ? undefined : Number(retryAfter),
    details: error.details ?? undefined,
  });
}

export function isTooManyRequests(error: unknown): error is RequestError {
  return error instanceof RequestError && error.status === 429;
}

/** "in about 10 minutes", "in about an hour": when a refused visitor may try again, in plain words. */
export function retryAfterPhrase(seconds: number | undefined): string {
  if (seconds === undefined) return "in a little while";
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return "in about a minute";
  if (minutes < 55) return `in about ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours === 1 ? "in about an hour" : `in about ${hours} hours`;
}

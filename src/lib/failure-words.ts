import { RequestError, isTooManyRequests, retryAfterPhrase } from "@/lib/request-error";

/*
 * Why a form's submission failed, in the visitor's words: what happened and what to do. Both forms word their
 * failures here, so that the same trouble reads the same way on either.
 */

/** The code of a RequestError for an insert the backend answered without confirming it. */
export const UNCONFIRMED_CODE = "unconfirmed";

/** Longer backend messages are diagnostics, not something to show a visitor. */
const MAX_VISIBLE_MESSAGE_CHARS = 200;

/** What went wrong, in the kinds a visitor can act on. */
export type Failure =
  | { kind: "offline" }
  | { kind: "timeout" }
  | { kind: "server" }
  | { kind: "tooManyAttempts"; retryAfterSeconds: number | undefined }
  | { kind: "unconfirmed" }
  /** Refused for a reason of its own, with the backend's message when it is fit to show. */
  | { kind: "refused"; message: string | undefined }
  | { kind: "unknown" };

function visibleMessage(message: string): string | undefined {
  const text = message.trim();
  return text === "" || text.length > MAX_VISIBLE_MESSAGE_CHARS || text.includes("<") ? undefined : text;
}

export function failureOf(error: unknown): Failure {
  if (isTooManyRequests(error))
    return { kind: "tooManyAttempts", retryAfterSeconds: error.retryAfterSeconds };
  if (!(error instanceof RequestError)) return { kind: "unknown" };
  if (error.code === "network") return { kind: "offline" };
  if (error.code === "timeout") return { kind: "timeout" };
  if (error.code === UNCONFIRMED_CODE) return { kind: "unconfirmed" };
  if (error.status !== undefined && error.status >= 500) return { kind: "server" };
  return { kind: "refused", message: visibleMessage(error.message) };
}

/** The toasts' titles. */
export const FAILURE_TITLES = {
  tooManyAttempts: "Too many attempts",
  signup: "Something went wrong",
  application: "Submission failed",
} as const;

const SIGNUP_FALLBACK = "Please try again later.";

/** A failed sign-up: what the card says (and its toast). Everything typed stays in the form. */
export function signupFailureText(error: unknown): string {
  const failure = failureOf(error);
  switch (failure.kind) {
    case "tooManyAttempts":
      return `There were too many sign-up attempts from your connection. Please try again ${retryAfterPhrase(failure.retryAfterSeconds)}; everything you typed is still here.`;
    case "offline":
      return "We couldn't reach our servers. Check your connection and try again.";
    case "timeout":
      return "Our servers took too long to answer. Please try again; you won't be signed up twice.";
    case "server":
      return "Something went wrong on our side. Please try again in a moment.";
    case "unconfirmed":
      return "Failed to insert data";
    case "refused":
      return failure.message ?? SIGNUP_FALLBACK;
    case "unknown":
      return SIGNUP_FALLBACK;
  }
}

const KEPT = "everything you entered, including your resume, is still here";

/** A failed application: what the form says. Everything entered, the resume included, stays in the form. */
export function applicationFailureText(error: unknown): string {
  const failure = failureOf(error);
  switch (failure.kind) {
    case "tooManyAttempts":
      return `There were too many applications from your connection. Please try again ${retryAfterPhrase(failure.retryAfterSeconds)}; ${KEPT}.`;
    case "offline":
      return `We couldn't reach our servers. Check your connection and submit again; ${KEPT}.`;
    case "timeout":
      return `Our servers took too long to answer. Please submit again; ${KEPT}, and nothing is sent twice.`;
    case "server":
      return `Something went wrong on our side. Please submit again in a moment; ${KEPT}.`;
    case "unconfirmed":
    case "refused":
    case "unknown":
      return `Your application could not be sent. Please try again or contact support; ${KEPT}.`;
  }
}

/** The application's toast for a failure other than too many attempts, which shows the form's own text. */
export const APPLICATION_FAILURE_TOAST = "Please try again or contact support.";

/** A failed call of the staff desk: what happened, in words staff can act on (the desk offers its own retry). */
export function deskFailureText(error: unknown): string {
  const failure = failureOf(error);
  switch (failure.kind) {
    case "tooManyAttempts":
      return `Too many attempts. Try again ${retryAfterPhrase(failure.retryAfterSeconds)}.`;
    case "offline":
      return "The desk could not reach the server. Check your connection.";
    case "timeout":
      return "The server took too long to answer. Try again.";
    case "server":
      return "The server had a problem.";
    case "unconfirmed":
    case "refused":
      return failure.kind === "refused" && failure.message
        ? `The server refused: ${failure.message}`
        : "The server refused the request.";
    case "unknown":
      return "Something went wrong.";
  }
}

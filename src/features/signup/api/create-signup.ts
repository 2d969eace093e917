import { useMutation } from "@tanstack/react-query";

import type { SignupRequest } from "@/features/signup/schemas/signup-schema";
import { isTimedOut, RequestError, toRequestError } from "@/lib/request-error";
import { getDataApi } from "@/lib/supabase";

export const SIGNUP_ERRORS = {
  network: "We couldn't reach our servers. Check your connection and try again.",
  timeout: "Our servers took too long to answer. Please try again; you won't be signed up twice.",
  server: "Something went wrong on our side. Please try again in a moment.",
  unconfirmed: "Failed to insert data",
  fallback: "Please try again later.",
} as const;

/** PostgreSQL unique_violation: this sign-up is already on file (product-decisions item 2). */
const ALREADY_RECEIVED_CODE = "23505";
/** The database's abuse budget refused the attempt (decision 006). */
const TOO_MANY_REQUESTS_STATUS = 429;
/** Longer backend messages are diagnostics, not something to show a visitor. */
const MAX_VISIBLE_MESSAGE_CHARS = 200;

/** The backend's own message when it is fit to show, otherwise the generic advice. */
function visitorMessage(message: string | undefined): string {
  const text = message?.trim() ?? "";
  if (text === "" || text.length > MAX_VISIBLE_MESSAGE_CHARS || text.includes("<"))
    return SIGNUP_ERRORS.fallback;
  return text;
}

/**
 * Inserts one sign-up. Write-only by design (product-decisions item 1): no `.select()` and no read beforehand,
 * so PostgREST answers 201 with an empty body and the public key never needs to read `signups`.
 * Errors carry a message fit for the visitor (or, for 429, the wait the form turns into one); nothing about the
 * person is logged.
 */
export async function createSignup(signup: SignupRequest): Promise<void> {
  const api = await getDataApi().catch((error: unknown) => {
    // The client's code could not be fetched (offline), or the site was deployed without its settings.
    throw new Error(
      error instanceof RequestError && error.code === "network"
        ? SIGNUP_ERRORS.network
        : SIGNUP_ERRORS.fallback,
    );
  });
  const { error, status } = await api.from("signups").insert(signup);
  if (error) {
    // A repeat of a sign-up that already landed (a retry after a lost answer) is the same success.
    if (error.code === ALREADY_RECEIVED_CODE) return;
    // The form words this one itself (how long to wait), from the status and Retry-After the error carries.
    if (status === TOO_MANY_REQUESTS_STATUS) throw toRequestError(error, status);
    // The Data API client reports a request that never got an answer as status 0.
    if (status === 0)
      throw new Error(isTimedOut(error, status) ? SIGNUP_ERRORS.timeout : SIGNUP_ERRORS.network);
    if (status >= 500) throw new Error(SIGNUP_ERRORS.server);
    throw new Error(visitorMessage(error.message));
  }
  if (status !== 201) throw new Error(SIGNUP_ERRORS.unconfirmed);
}

export function useCreateSignup() {
  return useMutation({ mutationKey: ["signups", "create"], mutationFn: createSignup });
}

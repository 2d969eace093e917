import { useMutation } from "@tanstack/react-query";

import { PRIVACY_NOTICE_VERSION } from "@/content/legal";
import type { SignupRequest } from "@/features/signup/schemas/signup-schema";
import { SIGNUP_CONSENT_VERSION } from "@/features/signup/signup-copy";
import { UNCONFIRMED_CODE } from "@/lib/failure-words";
import { RequestError, toRequestError } from "@/lib/request-error";
import { getDataApi } from "@/lib/supabase";

/** PostgreSQL unique_violation: this sign-up is already on file, which counts as the same success. */
const ALREADY_RECEIVED_CODE = "23505";

/** The referral code of the link the visitor arrived through (`/?ref=<code>`), when it has the shape of one. */
function referralCode(): string | undefined {
  if (typeof window === "undefined") return undefined;
  const code = new URLSearchParams(window.location.search).get("ref");
  return code !== null && /^[A-Za-z0-9_-]{16}$/.test(code) ? code : undefined;
}

/**
 * Inserts one sign-up with its consent record: which wording of the form and which privacy notice the person saw
 * (decision 027; the database accepts only the versions it knows). Write-only by design: no `.select()` and no
 * read beforehand, so PostgREST answers 201 with an empty body and the public key never needs to read `signups`.
 * A referral link's code goes along (`referred_with`); the database credits the referrer only if the code is theirs
 * and this is not their own mailbox. Failures are RequestErrors with the status and
 * code the form words for the visitor (src/lib/failure-words.ts); nothing about the person is logged.
 */
export async function createSignup(signup: SignupRequest): Promise<void> {
  // Rejects with a "network" RequestError when the client's code could not be fetched (offline).
  const api = await getDataApi();
  const { error, status } = await api.from("signups").insert({
    ...signup,
    consent_form_version: SIGNUP_CONSENT_VERSION,
    privacy_notice_version: PRIVACY_NOTICE_VERSION,
    referred_with: referralCode(),
  });
  if (error) {
    // A repeat of a sign-up that already landed (a retry after a lost answer) is the same success.
    if (error.code === ALREADY_RECEIVED_CODE) return;
    throw toRequestError(error, status);
  }
  if (status !== 201)
    throw new RequestError("The backend did not confirm the sign-up", { status, code: UNCONFIRMED_CODE });
}

export function useCreateSignup() {
  return useMutation({ mutationKey: ["signups", "create"], mutationFn: createSignup });
}

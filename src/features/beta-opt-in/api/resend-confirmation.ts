import { useMutation } from "@tanstack/react-query";

import { callPublicFunction } from "./call-backend";

export type ResendOutcome = "sent" | "already_sent" | "already_confirmed" | "invalid";

const OUTCOMES: readonly string[] = ["sent", "already_sent", "already_confirmed", "invalid"];

/**
 * Asks for a new confirmation link for the sign-up whose (expired) e-mail carried `token`
 * (public.resend_signup_confirmation): at most one confirmation goes to an address per day.
 */
async function resendConfirmation(token: string): Promise<ResendOutcome> {
  const answer = await callPublicFunction("resend_signup_confirmation", { token });
  return OUTCOMES.includes(answer) ? (answer as ResendOutcome) : "invalid";
}

export function useResendConfirmation() {
  return useMutation({ mutationKey: ["signups", "resend-confirmation"], mutationFn: resendConfirmation });
}

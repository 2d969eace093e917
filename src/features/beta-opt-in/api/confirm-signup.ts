import { useMutation } from "@tanstack/react-query";

import { callPublicFunction } from "./call-backend";

export type ConfirmationOutcome = "confirmed" | "already_confirmed" | "expired" | "invalid";

const OUTCOMES: readonly string[] = ["confirmed", "already_confirmed", "expired", "invalid"];

/** Confirms the sign-up whose e-mail carried `token` (public.confirm_signup). */
async function confirmSignup(token: string): Promise<ConfirmationOutcome> {
  const answer = await callPublicFunction("confirm_signup", { token });
  return OUTCOMES.includes(answer) ? (answer as ConfirmationOutcome) : "invalid";
}

export function useConfirmSignup() {
  return useMutation({ mutationKey: ["signups", "confirm"], mutationFn: confirmSignup });
}

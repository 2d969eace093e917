import { callPublicFunction } from "./call-backend";

export type ConfirmationOutcome = "confirmed" | "already_confirmed" | "expired" | "invalid";
/** What pressing "Confirm" came to: the database's answer, or "unreachable" when there was none. */
export type ConfirmationAnswer = ConfirmationOutcome | "unreachable";

const OUTCOMES: readonly string[] = ["confirmed", "already_confirmed", "expired", "invalid"];

/** Confirms the sign-up whose e-mail carried `token` (public.confirm_signup). */
async function confirmSignup(token: string): Promise<ConfirmationOutcome> {
  const answer = await callPublicFunction("confirm_signup", { token });
  return OUTCOMES.includes(answer) ? (answer as ConfirmationOutcome) : "invalid";
}

/**
 * The confirmation page's form action: confirms the token the POSTed form carries. Only a person pressing the
 * page's button sends it; loading the page (as a mail scanner does) confirms nothing.
 */
export async function confirmSubmittedSignup(request: Request): Promise<ConfirmationAnswer> {
  const token = (await request.formData()).get("token");
  if (typeof token !== "string" || token === "") return "invalid";
  try {
    return await confirmSignup(token);
  } catch {
    return "unreachable";
  }
}

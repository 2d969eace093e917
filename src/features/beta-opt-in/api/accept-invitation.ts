import { useMutation } from "@tanstack/react-query";

import { callPublicFunction } from "./call-backend";

export type InvitationOutcome = "accepted" | "used" | "expired" | "invalid";
/** What pressing "Accept" came to: the database's answer, or "unreachable" when there was none. */
export type InvitationAnswer = InvitationOutcome | "unreachable";

const OUTCOMES: readonly string[] = ["accepted", "used", "expired", "invalid"];

/**
 * The welcome page's form action: accepts the invitation whose e-mail carried the POSTed token
 * (public.accept_beta_invitation). Only a person pressing the page's button sends it; loading the page accepts
 * nothing.
 */
export async function acceptSubmittedInvitation(request: Request): Promise<InvitationAnswer> {
  const token = (await request.formData()).get("token");
  if (typeof token !== "string" || token === "") return "invalid";
  try {
    const answer = await callPublicFunction("accept_beta_invitation", { token });
    return OUTCOMES.includes(answer) ? (answer as InvitationOutcome) : "invalid";
  } catch {
    return "unreachable";
  }
}

/**
 * Asks for a new invitation to `address` (public.request_beta_invitation). The answer is the same whether or not
 * the address was invited: "requested", or "invalid" for something that is not an address.
 */
async function requestInvitation(address: string): Promise<"requested" | "invalid"> {
  const answer = await callPublicFunction("request_beta_invitation", { address });
  return answer === "requested" ? "requested" : "invalid";
}

export function useRequestInvitation() {
  return useMutation({ mutationKey: ["signups", "request-invitation"], mutationFn: requestInvitation });
}

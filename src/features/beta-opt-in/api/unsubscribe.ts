import { useMutation } from "@tanstack/react-query";

import { RequestError } from "@/lib/request-error";

import { postToBackend } from "./call-backend";

export type UnsubscribeOutcome = "unsubscribed" | "invalid";

/**
 * Sends exactly what a mail client's one-click unsubscribe sends (RFC 8058): a form POST of
 * `List-Unsubscribe=One-Click` to the unsubscribe function, without a key.
 */
async function unsubscribe(token: string): Promise<UnsubscribeOutcome> {
  const response = await postToBackend(`/functions/v1/unsubscribe?token=${encodeURIComponent(token)}`, {
    body: "List-Unsubscribe=One-Click",
    contentType: "application/x-www-form-urlencoded",
    withKey: false,
  });
  // The function's own answer to an unknown token (a missing function is a 404 too, but says something else).
  if (response.status === 404) {
    const body: unknown = await response.json().catch(() => null);
    if (typeof body === "object" && body !== null && "status" in body && body.status === "invalid")
      return "invalid";
  }
  if (!response.ok)
    throw new RequestError(`unsubscribe answered ${response.status}`, { status: response.status });
  return "unsubscribed";
}

export function useUnsubscribe() {
  return useMutation({ mutationKey: ["mail", "unsubscribe"], mutationFn: unsubscribe });
}

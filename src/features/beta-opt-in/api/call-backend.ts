import { REQUEST_TIMEOUT_MS } from "@/config/network";
import { RequestError } from "@/lib/request-error";
import { getSupabaseSettings } from "@/lib/supabase";

/**
 * One POST to the project, made with plain `fetch` (a confirmation page needs no data client). Rejects with a
 * RequestError: code "network" when there was no answer, the HTTP status otherwise.
 */
export async function postToBackend(
  path: string,
  init: { body: string; contentType: string; withKey: boolean },
) {
  const { url, key } = await getSupabaseSettings();
  let response: Response;
  try {
    response = await fetch(`${url.replace(/\/$/, "")}${path}`, {
      method: "POST",
      headers: {
        "Content-Type": init.contentType,
        ...(init.withKey ? { apikey: key, Authorization: `Bearer ${key}` } : {}),
      },
      body: init.body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw new RequestError("The backend did not answer", { code: "network" });
  }
  return response;
}

/** Calls one of the public database functions with its arguments; its answer is a string. */
export async function callPublicFunction(name: string, args: Record<string, unknown>): Promise<string> {
  const response = await postToBackend(`/rest/v1/rpc/${name}`, {
    body: JSON.stringify(args),
    contentType: "application/json",
    withKey: true,
  });
  if (!response.ok)
    throw new RequestError(`${name} answered ${response.status}`, { status: response.status });
  const answer: unknown = await response.json();
  if (typeof answer !== "string")
    throw new RequestError(`${name} gave no answer`, { status: response.status });
  return answer;
}

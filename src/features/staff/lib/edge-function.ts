import { FunctionsHttpError } from "@supabase/supabase-js";

import { RequestError } from "@/lib/request-error";

import { getStaffClient } from "./staff-client";

/**
 * Calls one of the desk's Edge Functions with the member's session; its JSON answer. A refusal is thrown with the
 * function's own words (`{ error }`) and status, a relay or fetch failure as a network error.
 */
export async function callEdgeFunction(name: string, body: Record<string, string> | Blob): Promise<unknown> {
  const supabase = await getStaffClient();
  const result: { data: unknown; error: Error | null } = await supabase.functions.invoke(name, { body });
  const { data, error } = result;
  if (!error) return data;
  // An answer with an error status carries the Response; a relay or fetch failure has none.
  const context: unknown = error instanceof FunctionsHttpError ? error.context : undefined;
  if (!(context instanceof Response)) throw new RequestError(error.message, { code: "network" });
  const answer: unknown = await context.json().catch(() => null);
  const said =
    typeof answer === "object" && answer !== null && "error" in answer && typeof answer.error === "string"
      ? answer.error
      : error.message;
  throw new RequestError(said, { status: context.status });
}

import type { PostgrestError } from "@supabase/supabase-js";

import { RequestError, toRequestError } from "@/lib/request-error";

import { getStaffClient } from "./staff-client";

interface ApiError {
  message: string;
  code?: string;
  details?: string | null;
  status?: number;
}

/** Throws the Data API's, Storage's or Auth's error object as a RequestError, so failures read the same way. */
export function throwIfError(error: ApiError | Error | null | undefined, status?: number): void {
  if (!error) return;
  const own = error as ApiError;
  // supabase-js answers an unreachable server with a bare Error (a fetch failure): no status, no code.
  if (status === undefined && own.status === undefined && own.code === undefined)
    throw new RequestError(error.message, { code: "network" });
  throw toRequestError(own, status ?? own.status);
}

/** Calls a database function of the desk, optionally one page (`range`) of a set-returning one; its JSON answer. */
export async function callFunction(
  name: string,
  args?: Record<string, unknown>,
  range?: [from: number, to: number],
): Promise<unknown> {
  const supabase = await getStaffClient();
  const call = supabase.rpc(name, args);
  const result: { data: unknown; error: PostgrestError | null; status: number } = await (range
    ? call.range(...range)
    : call);
  throwIfError(result.error, result.status);
  return result.data;
}

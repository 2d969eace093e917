import type { PostgrestError } from "@supabase/supabase-js";

import { toRequestError } from "@/lib/request-error";

import { getStaffClient } from "./staff-client";

interface ApiError {
  message: string;
  code?: string;
  status?: number;
}

/**
 * Throws the Data API's, Storage's or Auth's error object as the site's RequestError, which the desk words like the
 * rest of the site (lib/failure-words.ts). Each reports its status in its own place: the answer's, or the error's
 * own (Auth); none at all means no answer came.
 */
export function throwIfError(error: ApiError | Error | null | undefined, status?: number): void {
  if (!error) return;
  throw toRequestError(error, status ?? (error as ApiError).status ?? 0);
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

import type { PostgrestError } from "@supabase/supabase-js";

import { getStaffClient } from "./staff-client";

/**
 * A failed call of the desk, with the HTTP status when there was an answer: Auth, Storage, the Data API and the
 * Edge Function each report failures in their own shape, and the desk words them for staff in one place
 * (components/failure.tsx).
 */
export class DeskRequestError extends Error {
  readonly status: number | undefined;
  readonly code: string | undefined;
  /** The Data API's `details`: for a refused stale save, the change that came first as JSON. */
  readonly details: string | undefined;

  constructor(message: string, options: { status?: number; code?: string; details?: string } = {}) {
    super(message);
    this.name = "DeskRequestError";
    this.status = options.status;
    this.code = options.code;
    this.details = options.details;
  }
}

interface ApiError {
  message: string;
  code?: string;
  status?: number;
  details?: string | null;
}

/** Throws the Data API's, Storage's or Auth's error object as a DeskRequestError; no status means no answer. */
export function throwIfError(error: ApiError | Error | null | undefined, status?: number): void {
  if (!error) return;
  const own = error as ApiError;
  const answered = status ?? own.status;
  if (answered === undefined || answered === 0)
    throw new DeskRequestError(error.message, { code: "network" });
  throw new DeskRequestError(error.message, {
    status: answered,
    code: own.code,
    details: own.details ?? undefined,
  });
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

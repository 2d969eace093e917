/** A failed backend call, with the HTTP status kept so the query client can skip retrying 4xx answers. */
export class RequestError extends Error {
  readonly status: number | undefined;
  readonly code: string | undefined;

  constructor(message: string, options: { status?: number; code?: string } = {}) {
    super(message);
    this.name = "RequestError";
    this.status = options.status;
    this.code = options.code;
  }
}

/** Wraps supabase-js's plain `{ message, code }` error object (PostgREST or Storage) in a thrown Error. */
export function toRequestError(error: { message: string; code?: string }, status?: number): RequestError {
  return new RequestError(error.message, { status, code: error.code });
}

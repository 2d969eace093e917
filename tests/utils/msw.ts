import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

/** The backend URL unit tests run against (see vitest.config.ts); MSW answers every call to it. */
const TEST_SUPABASE_URL = "http://supabase.test";
export const restUrl = (table: string) => `${TEST_SUPABASE_URL}/rest/v1/${table}`;

export const server = setupServer();

/** Starts MSW for the calling test file; any request without a handler fails the test. */
export function setupMswServer() {
  beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

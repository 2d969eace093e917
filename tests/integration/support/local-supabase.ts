/**
 * Shared harness for integration tests: one embedded Supabase API (in memory, random port) per test file,
 * started in beforeAll and closed in afterAll, plus real supabase-js clients and a raw-HTTP helper.
 *
 *   const backend = useLocalSupabase();
 *   it("…", async () => { const { data } = await backend.anon.from("jobs").select("*"); … });
 */
import { createClient, type SupabaseClient, type SupabaseClientOptions } from "@supabase/supabase-js";
import { afterAll, beforeAll } from "vitest";

import { startLocalSupabase, type LocalSupabase } from "../../../supabase/local/server.mjs";

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<"public">["realtime"]>["transport"]>;

/**
 * Node 20 has no global WebSocket, and supabase-js refuses to construct its realtime client without one
 * (supabase-contract §6). The site never subscribes, so any constructor will do; this one fails loudly if a
 * test ever tries.
 */
class RealtimeUnavailable {
  constructor() {
    throw new Error("Realtime is not available in integration tests");
  }
}

/** A supabase-js client configured like the site's (no session storage, no URL parsing). */
export function createTestClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: RealtimeUnavailable as unknown as RealtimeTransport },
  }) as SupabaseClient;
}

interface RawRequest {
  method?: string;
  /** Which key to send as apikey and bearer token; null sends none. Default "anon". */
  as?: "anon" | "service" | null;
  headers?: Record<string, string>;
  /** Objects are sent as JSON (with Content-Type application/json unless given). */
  body?: unknown;
}

export interface LocalSupabaseHarness {
  readonly api: LocalSupabase;
  readonly url: string;
  /** The site's client: anon key. */
  readonly anon: SupabaseClient;
  /** Staff client: service-role key (bypasses RLS); use it to verify what was (not) stored. */
  readonly service: SupabaseClient;
  /** Plain fetch against the API; `path` starts with "/rest/v1/…" or "/storage/v1/…". */
  request(path: string, init?: RawRequest): Promise<Response>;
}

/** Starts one in-memory API for the calling test file. */
export function useLocalSupabase(): LocalSupabaseHarness {
  let state: { api: LocalSupabase; anon: SupabaseClient; service: SupabaseClient } | undefined;
  const ready = () => {
    if (!state) throw new Error("The local Supabase API is not running yet (use it inside tests or hooks)");
    return state;
  };

  beforeAll(async () => {
    const api = await startLocalSupabase({ port: 0 });
    state = {
      api,
      anon: createTestClient(api.url, api.anonKey),
      service: createTestClient(api.url, api.serviceRoleKey),
    };
  });

  afterAll(async () => {
    await state?.api.close();
    state = undefined;
  });

  return {
    get api() {
      return ready().api;
    },
    get url() {
      return ready().api.url;
    },
    get anon() {
      return ready().anon;
    },
    get service() {
      return ready().service;
    },
    request(path, init = {}) {
      const { api } = ready();
      const key = init.as === null ? null : init.as === "service" ? api.serviceRoleKey : api.anonKey;
      const headers: Record<string, string> = {
        ...(key ? { apikey: key, authorization: `Bearer ${key}` } : {}),
        ...init.headers,
      };
      let body: BodyInit | undefined;
      if (typeof init.body === "string" || init.body instanceof Uint8Array || init.body instanceof Blob) {
        body = init.body as BodyInit;
      } else if (init.body !== undefined) {
        body = JSON.stringify(init.body);
        headers["content-type"] ??= "application/json";
      }
      return fetch(`${api.url}${path}`, { method: init.method ?? "GET", headers, body });
    },
  };
}

/** A fresh, valid sign-up row (unique e-mail). */
export function validSignup(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: crypto.randomUUID(),
    name: "Ada Park",
    email: `ada.${crypto.randomUUID()}@example.com`,
    company: "Northwind Ventures",
    role: "vc",
    aum: "$50M",
    source: "linkedin",
    ...overrides,
  };
}

/** A fresh, valid application row (unique id); `resume_url` follows RESUME_OBJECT_PATTERN. */
export function validCandidate(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: crypto.randomUUID(),
    full_name: "Jordan Blake",
    email: "jordan.blake@example.com",
    phone: "+1 555 0100",
    linkedin_url: "https://www.linkedin.com/in/jordan-blake-example",
    portfolio_url: null,
    resume_url: `${Date.now()}-jordan-blake-cv.pdf`,
    cover_letter: "I would love to help build the deal room.\nThank you for your time.",
    recruiter_source: "website",
    position_title: "Senior Mobile Engineer (React Native)",
    position_department: "Engineering",
    position_location: "Remote (US or EU time zones)",
    consent_privacy: true,
    ...overrides,
  };
}

/** A syntactically valid PDF of exactly `size` bytes (the %PDF- header, then padding). */
export function pdfBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode("%PDF-1.7\n").subarray(0, size));
  return bytes;
}

/** A resume object name as the site builds it: `<epoch ms>-<safe name>.pdf`. */
export function resumeName(label = "cv"): string {
  return `${Date.now()}-${label}-${crypto.randomUUID().slice(0, 8)}.pdf`;
}

/**
 * Shared harness for integration tests: one embedded Supabase API (in memory, random port) per test file,
 * started in beforeAll and closed in afterAll, plus real supabase-js clients and a raw-HTTP helper.
 *
 *   const backend = useLocalSupabase();
 *   it("…", async () => { const { data } = await backend.anon.from("jobs").select("*"); … });
 */
import path from "node:path";

import { createClient, type SupabaseClient, type SupabaseClientOptions } from "@supabase/supabase-js";
import { afterAll, beforeAll } from "vitest";

import { PRIVACY_NOTICE_VERSION } from "@/content/legal";
import { SIGNUP_CONSENT_VERSION } from "@/features/signup/signup-copy";
import { startLocalSupabase, type LocalSupabase } from "@tapsheet/local-supabase";

/** The Supabase CLI project folder: its migrations and seed build every test database. */
export const SUPABASE_DIR = path.resolve(import.meta.dirname, "../../../supabase");

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<"public">["realtime"]>["transport"]>;

/**
 * Node 20 has no global WebSocket, and supabase-js refuses to construct its realtime client without one.
 * The site never subscribes, so any constructor will do; this one fails loudly if a
 * test ever tries.
 */
class RealtimeUnavailable {
  constructor() {
    throw new Error("Realtime is not available in integration tests");
  }
}

/** A supabase-js client configured like the site's (no session storage, no URL parsing). */
export function createTestClient(url: string, key: string, fetchImpl?: typeof fetch): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: RealtimeUnavailable as unknown as RealtimeTransport },
    ...(fetchImpl ? { global: { fetch: fetchImpl } } : {}),
  }) as SupabaseClient;
}

/** A random documentation-range (RFC 5737) IPv4 address: one more visitor. */
function randomClientAddress(): string {
  const octet = () => Math.floor(Math.random() * 256);
  return `198.51.${octet()}.${octet()}`;
}

/** fetch that presents every request as coming from a different visitor (unless it names its own address). */
const fetchAsManyVisitors: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  if (!headers.has("x-forwarded-for")) headers.set("x-forwarded-for", randomClientAddress());
  return fetch(input, { ...init, headers });
};

interface HarnessOptions {
  /**
   * "many" (default): the API trusts X-Forwarded-For and every request comes from a new visitor, so the abuse
   * budgets never get in the way of tests about something else. "one": the API takes the address from the
   * socket, as in production, and every request of the file comes from the same client.
   */
  clients?: "many" | "one";
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
  /**
   * Stores an application with the public key, as the site does before uploading, and returns the resume object
   * name that application admits (`<candidate id>/<label>.pdf`).
   */
  admitResume(label?: string): Promise<string>;
}

/** Starts one in-memory API for the calling test file. */
export function useLocalSupabase({ clients = "many" }: HarnessOptions = {}): LocalSupabaseHarness {
  const clientFetch = clients === "many" ? fetchAsManyVisitors : fetch;
  let state: { api: LocalSupabase; anon: SupabaseClient; service: SupabaseClient } | undefined;
  const ready = () => {
    if (!state) throw new Error("The local Supabase API is not running yet (use it inside tests or hooks)");
    return state;
  };

  beforeAll(async () => {
    const api = await startLocalSupabase({
      supabaseDir: SUPABASE_DIR,
      port: 0,
      trustProxy: clients === "many",
    });
    state = {
      api,
      anon: createTestClient(api.url, api.anonKey, clientFetch),
      service: createTestClient(api.url, api.serviceRoleKey, clientFetch),
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
      return clientFetch(`${api.url}${path}`, { method: init.method ?? "GET", headers, body });
    },
    async admitResume(label = "cv") {
      const { candidate, objectName } = candidateWithResume(label);
      const { error } = await ready().anon.from("candidates").insert(candidate);
      if (error) throw new Error(`Could not store the application for ${label}: ${error.message}`);
      return objectName;
    },
  };
}

/** A fresh, valid sign-up row (unique e-mail) with the consent record the site sends. */
export function validSignup(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: crypto.randomUUID(),
    name: "Ada Park",
    email: `ada.${crypto.randomUUID()}@example.com`,
    company: "Northwind Ventures",
    role: "vc",
    aum: "$50M",
    source: "linkedin",
    consent_form_version: SIGNUP_CONSENT_VERSION,
    privacy_notice_version: PRIVACY_NOTICE_VERSION,
    ...overrides,
  };
}

/** Open jobs of the seed (supabase/seed.sql): an application names its job by id. */
export const SEED_JOBS = {
  seniorMobileEngineer: {
    id: "6a0b1e5e-0000-4000-8000-000000000001",
    title: "Senior Mobile Engineer (React Native)",
    department: "Engineering",
    location: "Remote (US or EU time zones)",
  },
  /** `data-platform-intern`, which is not open. */
  closed: { id: "6a0b1e5e-0000-4000-8000-000000000008" },
} as const;

/** A fresh, valid application row (unique id) whose `resume_url` names its own folder. */
export function validCandidate(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = typeof overrides.id === "string" ? overrides.id : crypto.randomUUID();
  return {
    id,
    full_name: "Jordan Blake",
    email: "jordan.blake@example.com",
    phone: "+1 555 0100",
    linkedin_url: "https://www.linkedin.com/in/jordan-blake-example",
    portfolio_url: null,
    resume_url: `resumes/${id}/jordan-blake-cv.pdf`,
    cover_letter: "I would love to help build the deal room.\nThank you for your time.",
    recruiter_source: "website",
    job_id: SEED_JOBS.seniorMobileEngineer.id,
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

/** An application and the resume object name it admits: `<candidate id>/<safe name>.pdf`. */
export function candidateWithResume(
  label = "cv",
  overrides: Record<string, unknown> = {},
): { candidate: Record<string, unknown>; objectName: string } {
  const id = crypto.randomUUID();
  const objectName = `${id}/${label}.pdf`;
  return { candidate: validCandidate({ ...overrides, id, resume_url: `resumes/${objectName}` }), objectName };
}

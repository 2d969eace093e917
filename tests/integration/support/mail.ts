/**
 * What the application-mail tests share (decisions 018 and 026): a local stand-in for the e-mail provider that speaks
 * Resend's shape and, like Resend, answers a repeated Idempotency-Key with the first answer instead of sending again;
 * the real Edge Function under Deno, started per test; and helpers to apply and to read the outbox.
 *
 *   const backend = useLocalSupabase();
 *   const mail = useMail(backend);
 *   it("…", async () => { const { candidate } = await mail.apply(); const drainer = await mail.startDrainer(); … });
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, afterEach, beforeAll, expect } from "vitest";

import { type MailDrainer, startMailDrainer } from "@tapsheet/local-supabase";

import { candidateWithResume, type LocalSupabaseHarness, pdfBytes, SUPABASE_DIR } from "./local-supabase";

export const FROM = "Tapsheet Careers <careers@tapsheet.example>";
export const HIRING_TEAM = "hiring@tapsheet.example";
/** The site the mail links to (the staff desk for the team). */
export const SITE_URL = "http://site.test";

interface ProviderRequest {
  idempotencyKey: string | null;
  authorization: string | undefined;
  body: { from: string; to: string[]; subject: string; text: string; html: string } & Record<string, unknown>;
}

/**
 * The provider: records every request; `delivered` holds each message it accepted once (by Idempotency-Key).
 * `behaviour` decides the next answers: "ok", "fail" (HTTP 500, nothing accepted), "slow" (accepts the message,
 * answers after 20 s), "hang" (accepts it and never answers), or a status number (that answer, nothing accepted).
 */
class Provider {
  requests: ProviderRequest[] = [];
  delivered = new Map<string, { id: string; request: ProviderRequest }>();
  behaviour: "ok" | "fail" | "slow" | "hang" | number = "ok";
  private server = http.createServer((req, res) => this.handle(req, res));
  url = "";

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop() {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  reset() {
    this.requests = [];
    this.delivered.clear();
    this.behaviour = "ok";
  }

  /** Delivered messages addressed to `address`. */
  to(address: string) {
    return [...this.delivered.values()].filter(({ request }) => request.body.to.includes(address));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const key = req.headers["idempotency-key"];
      const request: ProviderRequest = {
        idempotencyKey: typeof key === "string" ? key : null,
        authorization: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as ProviderRequest["body"],
      };
      this.requests.push(request);
      const answer = (status: number, body: unknown) => {
        if (res.destroyed) return;
        res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      };
      if (req.url !== "/emails" || req.method !== "POST") return answer(404, { message: "not found" });
      if (this.behaviour === "fail") return answer(500, { name: "internal_server_error", message: "boom" });
      if (typeof this.behaviour === "number") {
        return answer(this.behaviour, {
          statusCode: this.behaviour,
          name: "provider_refusal",
          message: "refused",
        });
      }
      const earlier = request.idempotencyKey ? this.delivered.get(request.idempotencyKey) : undefined;
      const id = earlier?.id ?? crypto.randomUUID();
      if (!earlier) this.delivered.set(request.idempotencyKey ?? id, { id, request });
      if (this.behaviour === "hang") return;
      if (this.behaviour === "slow") return void setTimeout(() => answer(200, { id }), 20_000);
      answer(200, { id });
    });
  }
}

export interface MailRow {
  id: string;
  kind: string;
  status: string;
  attempts: number;
  last_error: string | null;
  provider_message_id: string | null;
  retry_in_seconds: number;
}

export function useMail(backend: LocalSupabaseHarness) {
  const provider = new Provider();
  const drainers: MailDrainer[] = [];

  beforeAll(async () => {
    await provider.start();
  });

  afterEach(async () => {
    await Promise.all(drainers.splice(0).map((drainer) => drainer.stop("SIGKILL")));
    provider.reset();
    // Each test starts with an empty outbox: what one test left failed must not make the next one's call send the
    // staff summary.
    await backend.api.query("delete from private.outbox");
  });

  afterAll(async () => {
    await provider.stop();
  });

  /** The function under Deno, with the provider and these secrets (each overridable; "" leaves one out). */
  async function startDrainer(env: Record<string, string> = {}) {
    const secrets = Object.fromEntries(
      Object.entries({
        EMAIL_API_URL: provider.url,
        EMAIL_API_KEY: "re_test_key",
        EMAIL_FROM: FROM,
        HIRING_TEAM_EMAIL: HIRING_TEAM,
        SITE_URL,
        ...env,
      }).filter(([, value]) => value !== ""),
    );
    const drainer = await startMailDrainer({
      supabaseDir: SUPABASE_DIR,
      supabaseUrl: backend.url,
      serviceRoleKey: backend.api.serviceRoleKey,
      env: secrets,
    });
    drainers.push(drainer);
    return drainer;
  }

  /** One call of the function, as the scheduler makes it, without waiting for any other call. */
  async function callFunction(drainer: MailDrainer): Promise<{ sent: number }> {
    const response = await fetch(drainer.functionUrl, {
      method: "POST",
      headers: { Authorization: `Bearer ${backend.api.serviceRoleKey}` },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { sent: number };
  }

  async function mailOf(applicationId: string): Promise<MailRow[]> {
    return backend.api.query<MailRow>(
      `select id, kind, status, attempts, last_error, provider_message_id,
              extract(epoch from next_attempt_at - now())::float8 as retry_in_seconds
         from private.outbox where application_id = $1 order by kind`,
      [applicationId],
    );
  }

  /** What a staff member does by hand when they do not want to wait: the next attempt is due now. */
  async function dueNow(applicationId: string) {
    await backend.api.query(
      `update private.outbox set next_attempt_at = now(), claimed_until = now()
        where application_id = $1 and status in ('queued', 'deferred', 'sending')`,
      [applicationId],
    );
  }

  async function upload(objectName: string, bytes: Uint8Array<ArrayBuffer> = pdfBytes(512)) {
    return backend.request(`/storage/v1/object/resumes/${objectName}`, {
      method: "POST",
      body: bytes,
      headers: { "content-type": "application/pdf" },
    });
  }

  /**
   * An application through the public key as the site sends it: the row, then (unless told not to) the resume
   * (`resume` bytes, a small PDF by default).
   */
  async function apply(
    overrides: Record<string, unknown> = {},
    { withResume = true, resume }: { withResume?: boolean; resume?: Uint8Array<ArrayBuffer> } = {},
  ) {
    const { candidate, objectName } = candidateWithResume("cv", {
      email: `applicant.${crypto.randomUUID()}@example.com`,
      ...overrides,
    });
    const stored = await backend.request("/rest/v1/candidates", { method: "POST", body: candidate });
    expect(stored.status, await stored.clone().text()).toBe(201);
    if (withResume) expect((await upload(objectName, resume)).status).toBe(200);
    return { candidate: candidate as { id: string; email: string; full_name: string }, objectName };
  }

  return { provider, startDrainer, callFunction, mailOf, dueNow, upload, apply };
}

/**
 * The embedded API's mailbox holds every link token local mail carried (confirmations, unsubscribe links), and it
 * has no key. Before this test's fix it answered anyone who could reach the API, which `HOST=0.0.0.0` opens to the
 * network; now it answers only this machine, whatever address the API listens on.
 */
import http from "node:http";
import { networkInterfaces } from "node:os";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type LocalSupabase, startLocalSupabase } from "@tapsheet/local-supabase";

import { SUPABASE_DIR } from "./support/local-supabase";

/** This machine's first address that is not loopback: what another host on the network connects from. */
function networkAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && !entry.internal && entry.family === "IPv4")?.address;
  if (!address) throw new Error("This test needs a network interface besides loopback");
  return address;
}

/** GET `path` on `port` from `localAddress`, with extra `headers`; the status and body. */
function get(
  port: number,
  path: string,
  {
    localAddress,
    host = "127.0.0.1",
    headers = {},
  }: { localAddress?: string; host?: string; headers?: Record<string, string> },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host, port, path, localAddress, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
      );
    });
    request.on("error", reject);
  });
}

describe.each([
  { trustProxy: false, label: "listening on every address" },
  { trustProxy: true, label: "listening on every address behind a trusted proxy" },
])("the local mailbox, $label", ({ trustProxy }) => {
  let api: LocalSupabase | undefined;
  let port = 0;

  beforeAll(async () => {
    // Off loopback the API starts only with keys of its own (decision 043); the mailbox's rule is the same either way.
    api = await startLocalSupabase({
      supabaseDir: SUPABASE_DIR,
      port: 0,
      host: "0.0.0.0",
      allowRemote: true,
      trustProxy,
    });
    port = Number(new URL(api.url).port);
    const sent = await fetch(`http://127.0.0.1:${port}/mailbox/emails`, {
      method: "POST",
      headers: { authorization: "Bearer local", "content-type": "application/json" },
      body: JSON.stringify({
        from: "hello@tapsheet.example",
        to: ["ada@example.com"],
        subject: "Confirm",
        text: "https://site.test/beta/confirm?token=secret-link-token-0123456789",
        html: "<p>secret-link-token-0123456789</p>",
      }),
    });
    expect(sent.status).toBe(200);
  });

  afterAll(async () => {
    await api?.close();
  });

  it("shows the messages to this machine", async () => {
    for (const path of ["/mailbox/messages", "/mailbox/"]) {
      const local = await get(port, path, {});
      expect(local.status).toBe(200);
      expect(local.body).toContain("secret-link-token-0123456789");
    }
  });

  it("answers another host as an unknown route, without a token", async () => {
    const from = networkAddress();
    for (const path of ["/mailbox/messages", "/mailbox/", "/mailbox"]) {
      for (const target of [{ host: from }, { host: "127.0.0.1", localAddress: from }]) {
        const remote = await get(port, path, target);
        expect(remote.status).toBe(404);
        expect(remote.body).not.toContain("secret-link-token");
      }
    }
  });

  it("is not fooled by a forwarded address, and behind a proxy answers only what it forwards from this machine", async () => {
    const forwarded = await get(port, "/mailbox/messages", {
      headers: { "x-forwarded-for": "127.0.0.1" },
      localAddress: networkAddress(),
      host: networkAddress(),
    });
    expect(forwarded.status).toBe(404);
    const throughProxy = await get(port, "/mailbox/messages", {
      headers: { "x-forwarded-for": "203.0.113.7" },
    });
    expect(throughProxy.status).toBe(trustProxy ? 404 : 200);
    expect(throughProxy.body.includes("secret-link-token")).toBe(!trustProxy);
  });
});

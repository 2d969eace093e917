/**
 * The keyless one-click unsubscribe costs about what an invalid token costs, however many sign-ups there are.
 * Before decision 038 it hashed every sign-up's address on each call to find the one to remove: at 50,000 rows a
 * valid token took 0.42 s against 6 ms for an invalid one, a cheap way for anyone to load the database.
 */
import { beforeAll, describe, expect, it } from "vitest";

import { useLocalSupabase } from "./support/local-supabase";

const backend = useLocalSupabase();

const ROWS = 20_000;
const CALLS = 15;

/** A link token (what the unsubscribe URL carries) and its hex SHA-256, as the mail functions register it. */
async function linkToken(seed: string) {
  const token = `${seed}-${crypto.randomUUID()}`.replaceAll("-", "_");
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  const hash = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return { token, hash };
}

/** One call as the unsubscribe function makes it (service role); its answer and how long it took. */
async function unsubscribe(token: string): Promise<{ answer: unknown; ms: number }> {
  const started = performance.now();
  const response = await backend.request("/rest/v1/rpc/unsubscribe_mail_recipient", {
    method: "POST",
    as: "service",
    body: { token },
  });
  const answer: unknown = await response.json();
  return { answer, ms: performance.now() - started };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe(`one-click unsubscribe with ${ROWS.toLocaleString("en-US")} sign-ups`, () => {
  const recipients: { email: string; token: string }[] = [];

  beforeAll(async () => {
    // Rows as the trigger that matters here writes them (address hash recorded), without queueing 20,000
    // confirmations or taking 20,000 advisory locks in one transaction (the addresses are new and lower-case).
    const others = ["a_enforce_signup_budget", "prepare_signup", "signup_after_insert"];
    await backend.api.query(
      `alter table public.signups ${others.map((name) => `disable trigger ${name}`).join(", ")}`,
    );
    await backend.api.query(
      `insert into public.signups (name, email, company, role, consent_form_version, privacy_notice_version)
       select 'Ada Park', 'bulk.' || g || '@example.com', 'Northwind Ventures', 'vc', 'beta-signup-2026-11-25',
              'privacy-2026-11-26'
         from generate_series(1, $1::int) as g`,
      [ROWS],
    );
    await backend.api.query(
      `alter table public.signups ${others.map((name) => `enable trigger ${name}`).join(", ")}`,
    );
    // What autovacuum does on a hosted project after so many inserts.
    await backend.api.query("analyze public.signups, private.signup_email_hashes");
    for (let index = 1; index <= CALLS; index += 1) {
      const email = `bulk.${index * 997}@example.com`;
      const { token, hash } = await linkToken(`valid${index}`);
      const { error } = await backend.service.rpc("register_mail_recipient", {
        recipient: email,
        unsubscribe_token_hash: hash,
      });
      expect(error).toBeNull();
      recipients.push({ email, token });
    }
  }, 120_000);

  it("costs about what an invalid token costs, and removes the sign-up", async () => {
    const valid: number[] = [];
    const invalid: number[] = [];
    // Warm both paths, then alternate so that a busy machine slows both alike.
    await unsubscribe((await linkToken("warm")).token);
    for (const { email, token } of recipients) {
      const unknown = await unsubscribe((await linkToken("unknown")).token);
      expect(unknown.answer).toBe(false);
      invalid.push(unknown.ms);
      const known = await unsubscribe(token);
      expect(known.answer).toBe(true);
      valid.push(known.ms);
      expect(await backend.api.query("select id from public.signups where email = $1", [email])).toEqual([]);
    }
    // Generous: a valid call also writes the suppression and removes a row. Scanning 20,000 hashes made it
    // dozens of times slower.
    expect(median(valid)).toBeLessThan(median(invalid) * 5);
  });

  it("finds the sign-up through the index of stored address hashes", async () => {
    const [row] = await backend.api.query<{ hash: string }>(
      "select private.email_hash('bulk.5@example.com') as hash",
    );
    const plan = await backend.api.query<{ "QUERY PLAN": string }>(
      `explain delete from public.signups as s
        where s.id in (select h.signup_id from private.signup_email_hashes as h where h.email_hash = '${row?.hash}')`,
    );
    const text = plan.map((line) => line["QUERY PLAN"]).join("\n");
    expect(text).toContain("signup_email_hashes_email_hash_idx");
    expect(text).not.toMatch(/Seq Scan/);
  });
});

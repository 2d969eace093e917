/**
 * Who counts as one client for the abuse budgets (decisions 006, 026 and 038): an IPv6 client is its /64, since one
 * subscriber can pick any address in it, and a /48 (one site, which can pick any of its 65,536 /64s) gets at most
 * three clients' allowances; resume bytes are a budget per client per day, so one client at its allowance locks out
 * nobody else. The API trusts X-Forwarded-For here, so each request names its client.
 */
import { beforeEach, describe, expect, it } from "vitest";

import { RESUME_MIME_TYPE } from "@/config/limits";

import { candidateWithResume, pdfBytes, useLocalSupabase, validSignup } from "./support/local-supabase";

const backend = useLocalSupabase({ clients: "many" });

function signUpFrom(address: string) {
  return backend.request("/rest/v1/signups", {
    method: "POST",
    body: validSignup(),
    headers: { "x-forwarded-for": address },
  });
}

function applyFrom(address: string, candidate: Record<string, unknown>) {
  return backend.request("/rest/v1/candidates", {
    method: "POST",
    body: candidate,
    headers: { "x-forwarded-for": address },
  });
}

function uploadFrom(address: string, objectName: string, size: number) {
  return backend.request(`/storage/v1/object/resumes/${objectName}`, {
    method: "POST",
    body: pdfBytes(size),
    headers: { "content-type": RESUME_MIME_TYPE, "x-forwarded-for": address },
  });
}

beforeEach(async () => {
  await backend.api.query("delete from private.budget_hits");
  await backend.api.query(
    "update public.api_limits set per_client_max = 52428800 where action = 'resume_bytes'",
  );
});

describe("IPv6 clients", () => {
  it("share one budget across their /64, and not with the next /64", async () => {
    for (let host = 1; host <= 5; host += 1) {
      expect((await signUpFrom(`2001:db8:aa:1::${host.toString(16)}`)).status).toBe(201);
    }
    // Another address in the same /64, written differently: the same client.
    expect((await signUpFrom("2001:0db8:00aa:0001:ffff:1234:5678:9abc")).status).toBe(429);
    expect((await signUpFrom("2001:db8:aa:2::1")).status).toBe(201);
  });

  // Before decision 038 each /64 had its own budget and nothing more: a /48 held 65,536 of them.
  it("share at most three clients' allowance across their /48, without touching another /48", async () => {
    const statuses: number[] = [];
    for (let subnet = 1; subnet <= 17; subnet += 1) {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const address = `2001:db8:cc:${subnet.toString(16)}::${attempt}`;
        statuses.push((await applyFrom(address, candidateWithResume().candidate)).status);
      }
    }
    expect(statuses).toHaveLength(51);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3 * 3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(51 - 3 * 3);
    expect((await applyFrom("2001:db8:cd:1::1", candidateWithResume().candidate)).status).toBe(201);

    for (let subnet = 1; subnet <= 16; subnet += 1) {
      expect((await signUpFrom(`2001:db8:ce:${subnet.toString(16)}::1`)).status).toBe(
        subnet <= 15 ? 201 : 429,
      );
    }
    expect((await signUpFrom("2001:db8:cf::1")).status).toBe(201);
  });

  it("count an IPv4-mapped IPv6 address as its IPv4 client", async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signUpFrom("198.51.100.77")).status).toBe(201);
    }
    expect((await signUpFrom("::ffff:198.51.100.77")).status).toBe(429);
    expect((await signUpFrom("198.51.100.78")).status).toBe(201);
  });
});

describe("resume bytes per client per day", () => {
  it("refuse the client at its allowance, and no one else", async () => {
    await backend.api.query(
      "update public.api_limits set per_client_max = 6000 where action = 'resume_bytes'",
    );
    const heavy = "2001:db8:bb:1::1";
    const first = candidateWithResume("first");
    expect((await applyFrom(heavy, first.candidate)).status).toBe(201);
    expect((await uploadFrom(heavy, first.objectName, 4000)).status).toBe(200);

    // The same client's next resume would pass its allowance: the upload is refused, whatever the address in its /64.
    const second = candidateWithResume("second");
    expect((await applyFrom("2001:db8:bb:1::2", second.candidate)).status).toBe(201);
    expect(await (await uploadFrom("2001:db8:bb:1::2", second.objectName, 4000)).json()).toMatchObject({
      statusCode: "403",
    });
    // Uploading from elsewhere does not help: the bytes count against the client that made the application.
    expect(await (await uploadFrom("198.51.100.99", second.objectName, 4000)).json()).toMatchObject({
      statusCode: "403",
    });
    expect((await uploadFrom(heavy, second.objectName, 2000)).status).toBe(200);

    // At its allowance, the client cannot even start another application.
    expect((await applyFrom(heavy, candidateWithResume("third").candidate)).status).toBe(429);

    // Another client applies and uploads as usual.
    const other = candidateWithResume("other");
    expect((await applyFrom("198.51.100.20", other.candidate)).status).toBe(201);
    expect((await uploadFrom("198.51.100.20", other.objectName, 4000)).status).toBe(200);
  });

  it("give a /48 at most three clients' allowance, and leave another /48 alone", async () => {
    await backend.api.query(
      "update public.api_limits set per_client_max = 6000 where action = 'resume_bytes'",
    );
    for (let subnet = 1; subnet <= 3; subnet += 1) {
      const address = `2001:db8:dd:${subnet}::1`;
      const application = candidateWithResume(`site-${subnet}`);
      expect((await applyFrom(address, application.candidate)).status).toBe(201);
      expect((await uploadFrom(address, application.objectName, 5000)).status).toBe(200);
    }
    // A fourth /64 of the same /48, within its own allowance, would take the /48 past three allowances.
    const fourth = candidateWithResume("site-4");
    expect((await applyFrom("2001:db8:dd:4::1", fourth.candidate)).status).toBe(201);
    expect(await (await uploadFrom("2001:db8:dd:4::1", fourth.objectName, 5000)).json()).toMatchObject({
      statusCode: "403",
    });
    expect((await uploadFrom("2001:db8:dd:4::1", fourth.objectName, 3000)).status).toBe(200);
    // At three allowances, no /64 of it can start another application.
    expect((await applyFrom("2001:db8:dd:5::1", candidateWithResume("site-5").candidate)).status).toBe(429);

    const elsewhere = candidateWithResume("elsewhere");
    expect((await applyFrom("2001:db8:de:1::1", elsewhere.candidate)).status).toBe(201);
    expect((await uploadFrom("2001:db8:de:1::1", elsewhere.objectName, 5000)).status).toBe(200);
  });
});

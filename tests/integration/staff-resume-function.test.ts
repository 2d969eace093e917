/**
 * The `staff-resume` Edge Function (decision 045) under Deno beside the embedded API, as `npm run api` serves it: the
 * only place a resume link is made (living at most 300 seconds, whatever is asked) and the only way a resume is
 * deleted (with the application's personal fields and one audit entry). Staff cannot do either through Storage.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startEdgeFunction, type EdgeFunction } from "@tapsheet/local-supabase";

import { SUPABASE_DIR, useLocalSupabase } from "./support/local-supabase";
import {
  ANON,
  applicationWithResume,
  atLevel,
  requestAs,
  resumeExists,
  rpcAs,
  signedIn,
  type Caller,
} from "./support/staff";

const backend = useLocalSupabase();
let fn: EdgeFunction | undefined;
let hiring: Caller;

const ONE_YEAR = 365 * 24 * 3600;

beforeAll(async () => {
  fn = await startEdgeFunction({
    supabaseDir: SUPABASE_DIR,
    name: "staff-resume",
    supabaseUrl: backend.url,
    serviceRoleKey: backend.api.serviceRoleKey,
  });
  backend.api.mountFunction("staff-resume", fn.url);
  hiring = await signedIn(backend, "hiring", "hiring", "aal2");
}, 60_000);

afterAll(async () => {
  await fn?.stop();
});

function staffResume(caller: Caller, body: Record<string, unknown>) {
  return requestAs(backend, caller, "/functions/v1/staff-resume", { method: "POST", body });
}

function auditFor(id: string) {
  return backend.api.query<{ action: string; actor_id: string | null }>(
    "select action, actor_id from public.audit_log where target_id = $1 order by id",
    [id],
  );
}

/** The lifetime a signed link carries in its token (`exp - iat`, seconds). */
function lifetime(url: string): number {
  const token = new URL(url).searchParams.get("token") ?? "";
  const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as {
    iat: number;
    exp: number;
  };
  return claims.exp - claims.iat;
}

describe("resume links", () => {
  it("cannot be made to live a year: Storage refuses staff, the function's link lives 300 seconds", async () => {
    const { id, objectName } = await applicationWithResume(backend, "year");
    // As the desk used to: record the look, then sign through Storage with the member's own session.
    expect((await rpcAs(backend, hiring, "request_resume", { application_id: id })).status).toBe(200);
    const direct = await requestAs(backend, hiring, `/storage/v1/object/sign/resumes/${objectName}`, {
      method: "POST",
      body: { expiresIn: ONE_YEAR },
    });
    expect(direct.status).not.toBe(200);

    const response = await staffResume(hiring, { action: "link", application_id: id, expiresIn: ONE_YEAR });
    expect(response.status).toBe(200);
    const { url, expires_in: expiresIn } = (await response.json()) as { url: string; expires_in: number };
    expect(expiresIn).toBe(300);
    expect(lifetime(url)).toBeLessThanOrEqual(300);
    const download = await fetch(url);
    expect(download.status).toBe(200);
    expect((await download.arrayBuffer()).byteLength).toBe(300);
    expect(await auditFor(id)).toEqual([{ action: "resume_viewed", actor_id: hiring.userId }]);
  });

  it("records repeated looks by the same member within ten minutes once", async () => {
    const { id } = await applicationWithResume(backend, "again");
    for (let look = 0; look < 3; look += 1) {
      expect((await staffResume(hiring, { action: "link", application_id: id })).status).toBe(200);
    }
    expect(await auditFor(id)).toEqual([{ action: "resume_viewed", actor_id: hiring.userId }]);
  });

  it("are refused to everyone but hiring and admin at aal2, and to a removed member", async () => {
    const { id } = await applicationWithResume(backend, "refused");
    const removed = await signedIn(backend, "removed", "hiring", "aal2");
    expect((await staffResume(removed, { action: "link", application_id: id })).status).toBe(200);
    const gone = await backend.request(`/rest/v1/staff_members?user_id=eq.${removed.userId}`, {
      method: "DELETE",
      as: "service",
    });
    expect(gone.status).toBeLessThan(300);

    for (const [caller, status] of [
      [ANON, 401],
      [await signedIn(backend, "stranger", null, "aal2"), 403],
      [await signedIn(backend, "editor", "editor", "aal2"), 403],
      [await atLevel(backend, hiring, "aal1"), 403],
      [removed, 403],
    ] as const) {
      const response = await staffResume(caller, { action: "link", application_id: id });
      expect(response.status, caller.label).toBe(status);
      expect(JSON.stringify(await response.json()), caller.label).not.toContain("token=");
    }
    expect((await auditFor(id)).map((entry) => entry.actor_id)).toEqual([removed.userId]);
  });
});

describe("erasing through the function", () => {
  it("is the only way: Storage refuses hiring's DELETE; the function removes the object and the fields, with one entry", async () => {
    const { id, objectName } = await applicationWithResume(backend, "erase");
    const direct = await requestAs(backend, hiring, "/storage/v1/object/resumes", {
      method: "DELETE",
      body: { prefixes: [objectName] },
    });
    if (direct.status === 200) expect(await direct.json()).toEqual([]);
    expect(await resumeExists(backend, objectName)).toBe(true);

    const erased = await staffResume(hiring, { action: "erase", application_id: id });
    expect(erased.status, await erased.clone().text()).toBe(200);
    expect(await resumeExists(backend, objectName)).toBe(false);
    const [row] = await backend.api.query<{
      full_name: string | null;
      email: string | null;
      erased_at: Date | null;
    }>("select full_name, email, erased_at from public.candidates where id = $1", [id]);
    expect(row).toMatchObject({ full_name: null, email: null });
    expect(row?.erased_at).not.toBeNull();
    expect(await auditFor(id)).toEqual([{ action: "application_erased", actor_id: hiring.userId }]);

    // Again: nothing left to remove, nothing more recorded.
    expect((await staffResume(hiring, { action: "erase", application_id: id })).status).toBe(200);
    expect(await auditFor(id)).toHaveLength(1);
  });

  it("removes nothing for a caller the database refuses", async () => {
    const { id, objectName } = await applicationWithResume(backend, "kept");
    for (const caller of [
      ANON,
      await signedIn(backend, "editor", "editor", "aal2"),
      await atLevel(backend, hiring, "aal1"),
    ]) {
      const response = await staffResume(caller, { action: "erase", application_id: id });
      expect(response.status, caller.label).toBeGreaterThanOrEqual(400);
      expect(await resumeExists(backend, objectName)).toBe(true);
    }
    expect(await auditFor(id)).toEqual([]);
  });

  it("checks what it is asked", async () => {
    for (const body of [
      { action: "link" },
      { action: "link", application_id: "x" },
      { action: "drop", application_id: crypto.randomUUID() },
    ]) {
      expect((await staffResume(hiring, body)).status).toBe(400);
    }
    expect((await staffResume(hiring, { action: "link", application_id: crypto.randomUUID() })).status).toBe(
      404,
    );
  });
});

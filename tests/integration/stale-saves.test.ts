/**
 * A stage save or a note made from an outdated view is refused by the database (decision 050): each names the
 * version of the application the member saw, and a colleague's change in between makes the database answer 409
 * with who changed what and when, so a stale "Rejected" never overwrites a colleague's "Hired".
 */
import { beforeAll, describe, expect, it } from "vitest";

import { useLocalSupabase } from "./support/local-supabase";
import { applicationWithResume, rpcAs, signedIn, type Caller } from "./support/staff";

const backend = useLocalSupabase();

let hank: Caller;
let rita: Caller;

beforeAll(async () => {
  hank = await signedIn(backend, "hank", "hiring", "aal2");
  rita = await signedIn(backend, "rita", "hiring", "aal2");
});

async function opened(caller: Caller, id: string): Promise<{ stage: string; version: number }> {
  const response = await rpcAs(backend, caller, "open_application", { application_id: id });
  expect(response.status).toBe(200);
  return (await response.json()) as { stage: string; version: number };
}

async function stageRow(id: string) {
  const [row] = await backend.api.query<{ stage: string; rejection_reason: string | null; version: number }>(
    "select stage, rejection_reason, version from public.candidates where id = $1",
    [id],
  );
  return row;
}

describe("a save based on an outdated view", () => {
  it("refuses a stale stage save, naming the colleague's change, and keeps that change", async () => {
    const { id } = await applicationWithResume(backend, "stale-stage");
    const seenByHank = await opened(hank, id);
    const seenByRita = await opened(rita, id);
    expect(seenByHank.version).toBe(seenByRita.version);

    const hired = await rpcAs(backend, hank, "set_application_stage", {
      application_id: id,
      seen_version: seenByHank.version,
      stage: "hired",
    });
    expect(hired.status).toBe(200);
    expect(await hired.json()).toBe(seenByHank.version + 1);

    const stale = await rpcAs(backend, rita, "set_application_stage", {
      application_id: id,
      seen_version: seenByRita.version,
      stage: "rejected",
      reason: "skills_mismatch",
    });
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { code: string; message: string; details: string };
    expect(body.code).toBe("PT409");
    expect(body.message).toContain(`${hank.email} changed this application at `);
    expect(body.message).toMatch(/ at \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    const detail = JSON.parse(body.details) as Record<string, unknown>;
    expect(detail).toMatchObject({
      by: hank.email,
      kind: "stage_changed",
      to_stage: "hired",
      version: seenByHank.version + 1,
    });
    expect(Math.abs(Date.parse(String(detail.at)) - Date.now())).toBeLessThan(60_000);
    expect(await stageRow(id)).toEqual({ stage: "hired", rejection_reason: null, version: 2 });

    // Once reloaded, the same save goes through.
    const reloaded = await opened(rita, id);
    const again = await rpcAs(backend, rita, "set_application_stage", {
      application_id: id,
      seen_version: reloaded.version,
      stage: "offer",
    });
    expect(again.status).toBe(200);
    expect((await stageRow(id))?.stage).toBe("offer");
  });

  it("refuses a stale note and stores nothing of it", async () => {
    const { id } = await applicationWithResume(backend, "stale-note");
    const { version } = await opened(rita, id);
    expect(
      (
        await rpcAs(backend, hank, "set_application_stage", {
          application_id: id,
          seen_version: version,
          stage: "screening",
        })
      ).status,
    ).toBe(200);

    const stale = await rpcAs(backend, rita, "add_application_note", {
      application_id: id,
      seen_version: version,
      body: "Looks ready for an offer.",
    });
    expect(stale.status).toBe(409);
    expect(JSON.parse(((await stale.json()) as { details: string }).details)).toMatchObject({
      by: hank.email,
      to_stage: "screening",
    });
    const notes = await backend.api.query(
      "select 1 from public.application_events where application_id = $1 and kind = 'note_added'",
      [id],
    );
    expect(notes).toEqual([]);
  });

  it("lets only one of two saves from the same view through when they race", async () => {
    const { id } = await applicationWithResume(backend, "stale-race");
    const { version } = await opened(hank, id);
    const answers = await Promise.all([
      rpcAs(backend, hank, "set_application_stage", {
        application_id: id,
        seen_version: version,
        stage: "hired",
      }),
      rpcAs(backend, rita, "add_application_note", {
        application_id: id,
        seen_version: version,
        body: "Hold on.",
      }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await stageRow(id))?.version).toBe(version + 1);
  });

  it("counts a bulk move as a change: a save from the view before it is refused", async () => {
    const { id } = await applicationWithResume(backend, "stale-bulk");
    const seen = await opened(hank, id);
    const moved = await rpcAs(backend, rita, "set_applications_stage", {
      application_ids: [id],
      stage: "interview",
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    const stale = await rpcAs(backend, hank, "set_application_stage", {
      application_id: id,
      seen_version: seen.version,
      stage: "rejected",
      reason: "not_enough_experience",
    });
    expect(stale.status).toBe(409);
    expect(await stageRow(id)).toEqual({
      stage: "interview",
      rejection_reason: null,
      version: seen.version + 1,
    });
  });

  it("needs the version: a call without it is not a desk function", async () => {
    const { id } = await applicationWithResume(backend, "stale-missing");
    const response = await rpcAs(backend, hank, "set_application_stage", {
      application_id: id,
      stage: "hired",
    });
    expect(response.status).toBe(404);
    expect((await stageRow(id))?.stage).toBe("new");
  });
});

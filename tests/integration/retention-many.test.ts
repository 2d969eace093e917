/**
 * The retention job (decision 008) past the Data API's row cap: hosted PostgREST answers at most 1,000 rows per
 * read and per set-returning function, so the job must page. More than that many expired applications, each with
 * a real resume (a `storage.objects` row and its file), are all counted by a dry run and all removed by one
 * `--apply` run, through the Storage API's delete.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

import { beforeAll, describe, expect, it } from "vitest";

import { candidateWithResume, pdfBytes, useLocalSupabase } from "./support/local-supabase";

const run = promisify(execFile);
const backend = useLocalSupabase();

/** Past the 1,000-row cap, and not a multiple of it. */
const EXPIRED = 1234;
const expired = Array.from({ length: EXPIRED }, (_, index) =>
  candidateWithResume(`cv-${index}`, { created_at: new Date(Date.now() - 400 * 86_400_000).toISOString() }),
);
const fresh = candidateWithResume("fresh", { created_at: new Date().toISOString() });

async function retention(...args: string[]) {
  return run(process.execPath, ["scripts/retention.mjs", ...args], {
    env: { ...process.env, SUPABASE_URL: backend.url, SUPABASE_SERVICE_ROLE_KEY: backend.api.serviceRoleKey },
  });
}

async function counts() {
  const [row] = await backend.api.query<{ candidates: number; objects: number }>(
    `select (select count(*)::int from public.candidates) as candidates,
            (select count(*)::int from storage.objects where bucket_id = 'resumes') as objects`,
  );
  return row;
}

beforeAll(async () => {
  // Stored as staff would bulk-load them: one SQL statement for the rows, the files written where the Storage
  // API keeps them. The fresh application and its resume must survive.
  const all = [...expired, fresh];
  // The columns the rows name; the others (the desk's stage, decision 035) take their defaults.
  const columns = Object.keys(fresh.candidate).join(", ");
  await backend.api.query(
    `insert into public.candidates (${columns})
     select ${columns} from json_populate_recordset(null::public.candidates, $1::json)`,
    [JSON.stringify(all.map(({ candidate }) => candidate))],
  );
  await backend.api.query(
    `insert into storage.objects (bucket_id, name, metadata)
     select 'resumes', name, '{"mimetype": "application/pdf", "size": 256}'::jsonb
       from json_array_elements_text($1::json) as name`,
    [JSON.stringify(all.map(({ objectName }) => objectName))],
  );
  const bytes = pdfBytes(256);
  for (const { objectName } of all) {
    const file = path.join(backend.api.storageDir, "resumes", objectName);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
  }
  expect(await counts()).toEqual({ candidates: EXPIRED + 1, objects: EXPIRED + 1 });
}, 60_000);

describe("npm run retention past the row cap", () => {
  it("counts every expired application and resume in a dry run, and removes them all in one --apply run", async () => {
    const dry = await retention();
    expect(dry.stdout).toMatch(new RegExp(`applications older than 12 months: ${EXPIRED}\\n`));
    expect(dry.stdout).toMatch(new RegExp(`older than 24 hours: ${EXPIRED}\\n`));
    expect(await counts()).toEqual({ candidates: EXPIRED + 1, objects: EXPIRED + 1 });

    const applied = await retention("--apply");
    expect(applied.stdout).toContain(`Removed ${EXPIRED} applications, ${EXPIRED} resumes,`);
    expect(await counts()).toEqual({ candidates: 1, objects: 1 });
    const [kept] = await backend.api.query<{ id: string; name: string }>(
      "select c.id, o.name from public.candidates c, storage.objects o where o.bucket_id = 'resumes'",
    );
    expect(kept).toEqual({ id: fresh.candidate.id, name: fresh.objectName });
    for (const index of [0, 999, 1000, EXPIRED - 1]) {
      const objectName = expired[index]?.objectName ?? "";
      expect(existsSync(path.join(backend.api.storageDir, "resumes", objectName)), objectName).toBe(false);
    }
    expect(existsSync(path.join(backend.api.storageDir, "resumes", fresh.objectName))).toBe(true);

    const again = await retention();
    expect(again.stdout).toMatch(/applications older than 12 months: 0\n/);
    expect(again.stdout).toMatch(/older than 24 hours: 0\n/);
  }, 60_000);
});

/**
 * The benchmark's baseline runs its own API: one started for another checkout builds its database from that
 * checkout's migrations, whatever the working directory of the process that starts it.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { anonGet, startThrowawayApi } from "./throwaway-api.mjs";

const API_PORT = 54_395;

const here = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/**
 * A checkout whose schema is not this one's: a `jobs` table with one column and a table only it has. Its API program
 * and Edge Functions (with what they import) are this checkout's.
 */
function otherCheckout() {
  const dir = mkdtempSync(join(tmpdir(), "tapsheet-other-checkout-"));
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "other-checkout", private: true }));
  mkdirSync(join(dir, "node_modules", "@tapsheet"), { recursive: true });
  symlinkSync(here("packages/local-supabase"), join(dir, "node_modules", "@tapsheet", "local-supabase"));
  symlinkSync(here("common"), join(dir, "common"));
  mkdirSync(join(dir, "supabase", "migrations"), { recursive: true });
  symlinkSync(here("supabase/functions"), join(dir, "supabase", "functions"));
  writeFileSync(
    join(dir, "supabase", "migrations", "20200101000000_other_schema.sql"),
    `create table public.jobs (id int primary key);
     create table public.only_in_the_other_checkout (id int primary key);
     insert into public.only_in_the_other_checkout values (7);
     grant select on public.jobs, public.only_in_the_other_checkout to anon;`,
  );
  writeFileSync(join(dir, "supabase", "seed.sql"), "");
  return dir;
}

describe("startThrowawayApi for another checkout", () => {
  let checkout: string;
  let api: Awaited<ReturnType<typeof startThrowawayApi>>;

  beforeAll(async () => {
    checkout = otherCheckout();
    api = await startThrowawayApi(API_PORT, "other-checkout", { checkout });
  });

  afterAll(async () => {
    await api?.stop();
    rmSync(checkout, { recursive: true, force: true });
  });

  it("serves that checkout's tables", async () => {
    await expect(anonGet(api.url, "only_in_the_other_checkout?select=id")).resolves.toEqual([{ id: 7 }]);
  });

  it("does not apply this checkout's migrations", async () => {
    await expect(anonGet(api.url, "blog_posts?select=id")).rejects.toThrow(/404/);
  });
});

/**
 * The persistent mode behind `npm run api`: a data directory is created with the seed on first start, keeps
 * rows and uploads across restarts, and cannot be opened twice at once; main.mjs serves it and stops cleanly.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ANON_KEY, listMigrations, startLocalSupabase } from "@tapsheet/local-supabase";
import { candidateWithResume, createTestClient, pdfBytes, SUPABASE_DIR } from "./support/local-supabase";

const MAIN = fileURLToPath(import.meta.resolve("@tapsheet/local-supabase/main"));

let directory = "";

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), "tapsheet-local-supabase-test-"));
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe("a persistent data directory", () => {
  it("is created with the seed, survives a restart, and is locked while open", async () => {
    const dataDir = path.join(directory, "api");
    const first = await startLocalSupabase({ supabaseDir: SUPABASE_DIR, dataDir, port: 0 });
    const { candidate, objectName: name } = candidateWithResume("persisted");
    try {
      expect(first.created).toBe(true);
      const anon = createTestClient(first.url, first.anonKey);
      expect((await anon.from("candidates").insert(candidate)).status).toBe(201);
      expect(
        (
          await anon.storage
            .from("resumes")
            .upload(name, new Blob([pdfBytes(100)], { type: "application/pdf" }))
        ).error,
      ).toBeNull();
      expect(existsSync(path.join(dataDir, "storage", "resumes", name))).toBe(true);
      await expect(startLocalSupabase({ supabaseDir: SUPABASE_DIR, dataDir, port: 0 })).rejects.toThrow(
        /in use/,
      );
    } finally {
      await first.close();
    }

    const second = await startLocalSupabase({ supabaseDir: SUPABASE_DIR, dataDir, port: 0 });
    try {
      expect(second.created).toBe(false);
      const service = createTestClient(second.url, second.serviceRoleKey);
      const { data } = await service.from("candidates").select("resume_url").eq("id", String(candidate.id));
      expect(data).toEqual([{ resume_url: `resumes/${name}` }]);
      const download = await service.storage.from("resumes").download(name);
      expect(download.error).toBeNull();
      expect((await (download.data as Blob).arrayBuffer()).byteLength).toBe(100);
      const { count } = await service.from("jobs").select("*", { count: "exact", head: true });
      expect(count).toBe(8);
      // Pretend a migration file was edited after this directory applied it.
      await second.query(
        "update supabase_migrations.schema_migrations set statements = array['-- older text'] where version = $1",
        [listMigrations(SUPABASE_DIR)[0]?.version],
      );
      // And another applied with a comment worded differently: only comments changed, so that is no change.
      const reworded = listMigrations(SUPABASE_DIR)[1];
      await second.query(
        "update supabase_migrations.schema_migrations set statements = array[$1] where version = $2",
        [
          `-- An older wording of this comment.\n${reworded?.sql.replace(/^--.*$/m, "-- Older wording.") ?? ""}`,
          reworded?.version,
        ],
      );
    } finally {
      await second.close();
    }

    const lines: string[] = [];
    const third = await startLocalSupabase({
      supabaseDir: SUPABASE_DIR,
      dataDir,
      port: 0,
      log: (line) => lines.push(line),
    });
    await third.close();
    expect(
      lines.some((line) =>
        line.includes(`${listMigrations(SUPABASE_DIR)[0]?.file} changed after it was applied`),
      ),
    ).toBe(true);
    expect(lines.filter((line) => line.includes("changed after it was applied"))).toHaveLength(1);
  });
});

describe("main.mjs", () => {
  it("serves the seeded data and stops on SIGTERM", async () => {
    const child = spawn(process.execPath, [MAIN], {
      env: { ...process.env, DATA_DIR: path.join(directory, "cli"), PORT: "0", HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => {
          output += chunk.toString();
          const match = /ready at (http:\/\/\S+)/.exec(output);
          if (match?.[1]) resolve(match[1]);
        });
        void exited.then((code) => reject(new Error(`main.mjs exited with ${code}: ${output}`)));
      });
      expect(output).toContain(ANON_KEY);
      expect(output).toContain("SERVICE_ROLE_KEY of @tapsheet/local-supabase");
      const response = await fetch(`${url}/rest/v1/jobs?select=slug&status=eq.open&order=display_order.asc`, {
        headers: { apikey: ANON_KEY },
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { slug: string }[])[0]?.slug).toBe("senior-mobile-engineer");
    } finally {
      child.kill("SIGTERM");
    }
    expect(await exited).toBe(0);
    expect(existsSync(path.join(directory, "cli", "server.pid"))).toBe(false);
  });
});

describe("the request log", () => {
  it("names visitors' requests and failures, and stays quiet for the service role's routine calls", async () => {
    const lines: string[] = [];
    const api = await startLocalSupabase({
      supabaseDir: SUPABASE_DIR,
      port: 0,
      log: (line) => lines.push(line),
    });
    try {
      const get = (path: string, key: string) => fetch(`${api.url}${path}`, { headers: { apikey: key } });
      expect((await get("/rest/v1/jobs?select=slug", api.serviceRoleKey)).status).toBe(200);
      expect((await get("/rest/v1/no_such_table", api.serviceRoleKey)).status).toBe(404);
      expect((await get("/rest/v1/blog_posts?select=slug", ANON_KEY)).status).toBe(200);
      await expect.poll(() => lines.filter((line) => line.startsWith("GET ")).length).toBe(2);
      expect(lines.filter((line) => line.startsWith("GET "))).toEqual([
        expect.stringMatching(/^GET \/rest\/v1\/no_such_table 404 \d+ms$/),
        expect.stringMatching(/^GET \/rest\/v1\/blog_posts 200 \d+ms$/),
      ]);
    } finally {
      await api.close();
    }
  });
});

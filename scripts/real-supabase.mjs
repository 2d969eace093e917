// The real Supabase CLI (the devDependency, as staff run it) on the migrations and the seed, against a throwaway
// PostgreSQL 15 prepared as a hosted project is: the embedded API's bootstrap.sql (roles, auth, storage) and the
// shapes of Vault and pg_net (scripts/hosted-extensions.sql). Then `db lint` (plpgsql_check, which Debian's
// postgresql-15-plpgsql-check brings) must report no error, and `db advisors` (the Security and Performance Advisor
// rules, run by the CLI itself on the database) no warning and no error (decision 042).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

import pg from "pg";

import { readBootstrapSql } from "@tapsheet/local-supabase";

import { startPostgresCluster } from "./postgres-cluster.mjs";

const cluster = await startPostgresCluster();
if ("unavailable" in cluster) {
  console.error(`✖ No PostgreSQL server to run the Supabase CLI on: ${cluster.unavailable}`);
  process.exit(1);
}

/** Runs `npx supabase …`, printing what it said; returns whether it exited 0 and its standard output. */
function supabase(args) {
  console.info(`$ supabase ${args.join(" ").replace(/postgresql:\/\/\S+/, "<db-url>")}`);
  const result = spawnSync("npx", ["supabase", ...args], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return { ok: result.status === 0, stdout: result.stdout, stderr: result.stderr };
}

let failed = false;
try {
  const dbUrl = `postgresql://postgres@127.0.0.1:${cluster.port}/postgres?sslmode=disable`;
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  await client.query(readBootstrapSql());
  await client.query(readFileSync(new URL("hosted-extensions.sql", import.meta.url), "utf8"));
  await client.end();

  const push = supabase(["db", "push", "--db-url", dbUrl, "--include-seed", "--yes"]);
  console.info(`${push.stdout}${push.stderr}`.trim());
  if (!push.ok) throw new Error("supabase db push refused the migrations or the seed");

  const lint = supabase(["db", "lint", "--db-url", dbUrl, "--level", "warning", "--fail-on", "error"]);
  const issues = lint.stdout.includes("[") ? JSON.parse(lint.stdout.slice(lint.stdout.indexOf("["))) : [];
  for (const fn of issues) {
    for (const issue of fn.issues) {
      console.info(
        `  ${issue.level} in ${fn.function}: ${issue.message}${issue.context ? ` (${issue.context})` : ""}`,
      );
    }
  }
  if (!lint.ok) {
    console.error(lint.stderr.trim());
    throw new Error("supabase db lint found an error");
  }
  console.info(`  no error (${issues.length} function(s) with warnings)`);

  const advisors = supabase([
    "db",
    "advisors",
    "--db-url",
    dbUrl,
    "--type",
    "all",
    "--level",
    "warn",
    "--fail-on",
    "warn",
  ]);
  console.info(`${advisors.stdout}${advisors.stderr}`.trim());
  if (!advisors.ok) throw new Error("supabase db advisors reported a warning or an error");
} catch (error) {
  console.error(`✖ ${error.message}`);
  failed = true;
} finally {
  cluster.stop();
}
process.exit(failed ? 1 : 0);

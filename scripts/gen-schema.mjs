// `npm run gen:schema`: writes supabase/schema.sql, the schema the migrations build, read back from a database
// built by them: every table of `public` and `private` (columns, constraints, indexes, row-level security and
// policies), every trigger that calls a function of ours, and the current body of every function in those schemas
// (pg_get_functiondef). Migrations say what changed; this file says what is. Generated, never edited by hand.
// `--check` writes nothing and fails when the file differs from what the migrations give (the gate runs it).
// Both modes also fail when a migration from HEADERS_REQUIRED_FROM on replaces a function an earlier migration
// made without naming it in the comment at its top (where a migration says what it changes).
import { fileURLToPath } from "node:url";

import { listMigrations } from "@tapsheet/local-supabase";

import { generate } from "./generated-files.mjs";

const SUPABASE_DIR = fileURLToPath(new URL("../supabase", import.meta.url));
const TARGET = fileURLToPath(new URL("../supabase/schema.sql", import.meta.url));
/** The first migration written under the header rule; earlier ones are left as they were applied. */
const HEADERS_REQUIRED_FROM = "20261126090000";
const SCHEMAS = ["public", "private"];

/** Functions a migration replaces that earlier ones made, missing from the comment at its top. */
function unnamedReplacements() {
  const made = new Set();
  const problems = [];
  for (const migration of listMigrations(SUPABASE_DIR)) {
    const header = /^(?:\s*--[^\n]*\n)*/.exec(migration.sql)?.[0] ?? "";
    const defined = [
      ...migration.sql.matchAll(/^create\s+(?:or\s+replace\s+)?function\s+([a-z_]+\.[a-z_0-9]+)\s*\(/gim),
    ].map((match) => (match[1] ?? "").toLowerCase());
    if (migration.version >= HEADERS_REQUIRED_FROM) {
      for (const name of new Set(defined)) {
        const bare = name.split(".")[1] ?? name;
        if (made.has(name) && !new RegExp(`\\b${bare}\\b`).test(header))
          problems.push(`${migration.file}: ${name}`);
      }
    }
    for (const name of defined) made.add(name);
  }
  return problems;
}

/** The file's text, from the database the migrations built; fails the run when a replacement is unnamed. */
async function render(db) {
  const unnamed = unnamedReplacements();
  if (unnamed.length > 0) {
    console.error(
      "These migrations replace a function without saying so in the comment at their top (name it and say what " +
        `changed):\n${unnamed.map((line) => `  ${line}`).join("\n")}`,
    );
    process.exitCode = 1;
  }

  /** @param {string} sql @param {unknown[]} [params] @returns {Promise<any[]>} */
  const rows = async (sql, params = []) => (await db.query(sql, params)).rows;

  const tables = await rows(
    `select c.oid, n.nspname as schema, c.relname as name, c.relrowsecurity as rls
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and c.relkind in ('r', 'p')
      order by n.nspname, c.relname`,
    [SCHEMAS],
  );
  const sections = [];
  for (const table of tables) {
    const qualified = `${table.schema}.${table.name}`;
    const columns = await rows(
      `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null,
              pg_get_expr(d.adbin, d.adrelid) as default_value
         from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped
        order by a.attnum`,
      [table.oid],
    );
    const constraints = await rows(
      `select conname as name, pg_get_constraintdef(oid) as definition
         from pg_constraint where conrelid = $1 and contype <> 'n' order by conname`,
      [table.oid],
    );
    const indexes = await rows(
      `select pg_get_indexdef(i.indexrelid) as definition
         from pg_index i join pg_class c on c.oid = i.indexrelid
        where i.indrelid = $1 and not exists (select from pg_constraint k where k.conindid = i.indexrelid)
        order by c.relname`,
      [table.oid],
    );
    const policies = await rows(
      `select policyname as name, cmd, roles::text[] as roles, permissive, qual, with_check
         from pg_policies where schemaname = $1 and tablename = $2 order by policyname`,
      [table.schema, table.name],
    );
    const lines = [
      ...columns.map(
        (column) =>
          `  ${column.name} ${column.type}${column.not_null ? " not null" : ""}` +
          (column.default_value ? ` default ${column.default_value}` : ""),
      ),
      ...constraints.map((constraint) => `  constraint ${constraint.name} ${constraint.definition}`),
    ];
    sections.push(
      [
        `create table ${qualified} (\n${lines.join(",\n")}\n);`,
        ...indexes.map((index) => `${index.definition};`),
        ...(table.rls ? [`alter table ${qualified} enable row level security;`] : []),
        ...policies.map(
          (policy) =>
            `create policy "${policy.name}" on ${qualified} as ${policy.permissive.toLowerCase()} ` +
            `for ${policy.cmd.toLowerCase()} to ${policy.roles.join(", ")}` +
            (policy.qual ? ` using (${policy.qual})` : "") +
            (policy.with_check ? ` with check (${policy.with_check})` : "") +
            ";",
        ),
      ].join("\n"),
    );
  }

  const triggers = await rows(
    `select pg_get_triggerdef(t.oid) as definition
       from pg_trigger t
       join pg_proc p on p.oid = t.tgfoid
       join pg_namespace n on n.oid = p.pronamespace
       join pg_class c on c.oid = t.tgrelid
       join pg_namespace tn on tn.oid = c.relnamespace
      where not t.tgisinternal and n.nspname = any($1)
      order by tn.nspname, c.relname, t.tgname`,
    [SCHEMAS],
  );
  const functions = await rows(
    `select pg_get_functiondef(p.oid) as definition
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = any($1) and p.prokind in ('f', 'p')
      order by n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)`,
    [SCHEMAS],
  );

  const source = [
    "-- Generated by `npm run gen:schema` from supabase/migrations; do not edit. The gate fails when it is out of date.",
    "-- The schema as the migrations leave it: tables, triggers and the current body of every function.",
    "",
    "-- Tables",
    "",
    sections.join("\n\n"),
    "",
    "-- Triggers",
    "",
    triggers.map((trigger) => `${trigger.definition};`).join("\n"),
    "",
    "-- Functions",
    "",
    functions.map((fn) => `${fn.definition.trimEnd()};`).join("\n\n"),
    "",
  ].join("\n");

  return source;
}

export const SCHEMA_DUMP = { target: TARGET, command: "npm run gen:schema", render };

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await generate([SCHEMA_DUMP], { check: process.argv.includes("--check") });
}

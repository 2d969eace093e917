// @ts-check
/**
 * The SQL a database is built from: this package's bootstrap (bootstrap/*.sql, what a hosted project has before any
 * migration), the Supabase CLI project's migrations and seed, and applying the migrations not yet applied.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * @typedef {import("@electric-sql/pglite").PGlite} PGlite
 * @typedef {import("./database.mjs").Migration} Migration
 */

const MIGRATION_FILE_PATTERN = /^(\d{14})_([a-z0-9_]+)\.sql$/;

/**
 * @returns {string} this package's bootstrap: what a hosted project has before any migration, kept in
 *   bootstrap/*.sql (roles and helpers, Auth, Storage) and run as one script in the order of their names
 */
export function readBootstrapSql() {
  const directory = path.join(import.meta.dirname, "bootstrap");
  return readdirSync(directory)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .map((file) => readFileSync(path.join(directory, file), "utf8"))
    .join("");
}

/**
 * @param {string} supabaseDir the Supabase CLI project folder (migrations/, seed.sql, functions/)
 * @returns {string} its seed.sql
 */
export function readSeedSql(supabaseDir) {
  return readFileSync(path.join(supabaseDir, "seed.sql"), "utf8");
}

/**
 * The migrations in `<supabaseDir>/migrations`, oldest first. A file that does not follow the CLI's
 * `<14-digit timestamp>_<name>.sql` naming is an error rather than silently skipped, and so are two files with the
 * same timestamp: the CLI records each migration by its timestamp alone, so `supabase db push` would refuse them.
 * @param {string} supabaseDir the Supabase CLI project folder
 * @returns {Migration[]}
 */
export function listMigrations(supabaseDir) {
  const directory = path.join(supabaseDir, "migrations");
  /** @type {Map<string, string>} */
  const seen = new Map();
  return readdirSync(directory)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .map((file) => {
      const match = MIGRATION_FILE_PATTERN.exec(file);
      if (!match) throw new Error(`Migration file name must be <14-digit timestamp>_<name>.sql: ${file}`);
      const [, version = "", name = ""] = match;
      const other = seen.get(version);
      if (other) throw new Error(`Two migrations share the timestamp ${version}: ${other} and ${file}`);
      seen.set(version, file);
      return { version, name, file, sql: readFileSync(path.join(directory, file), "utf8") };
    });
}

/**
 * @param {PGlite} db an existing database
 * @param {string} supabaseDir
 * @returns {Promise<string[]>} the migration files whose statements differ from what was applied to this database
 *   (editing an applied migration does not change a database that already ran it)
 */
export async function findChangedMigrations(db, supabaseDir) {
  const result = await db.query(`select version, statements from supabase_migrations.schema_migrations`);
  const applied = new Map(
    /** @type {{ version: string, statements: string[] | null }[]} */ (result.rows).map((row) => [
      row.version,
      row.statements?.[0],
    ]),
  );
  return listMigrations(supabaseDir)
    .filter(
      (migration) =>
        applied.has(migration.version) &&
        withoutCommentLines(applied.get(migration.version) ?? "") !== withoutCommentLines(migration.sql),
    )
    .map((migration) => migration.file);
}

/**
 * A migration's statements without its whole-line `--` comments: rewording a comment in an applied migration
 * changes nothing a database ran, so it is not reported as a change.
 * @param {string} sql
 */
function withoutCommentLines(sql) {
  return sql
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("--"))
    .join("\n")
    .trim();
}

/**
 * Applies the migrations not yet recorded in supabase_migrations.schema_migrations (the CLI's history table),
 * each in its own transaction.
 * @param {PGlite} db
 * @param {ReturnType<typeof listMigrations>} migrations
 * @returns {Promise<string[]>} the files applied
 */
export async function applyPendingMigrations(db, migrations) {
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      statements text[],
      name text
    );
  `);
  const applied = new Set(
    (await db.query(`select version from supabase_migrations.schema_migrations`)).rows.map(
      (row) => /** @type {{ version: string }} */ (row).version,
    ),
  );
  /** @type {string[]} */
  const files = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    try {
      await db.transaction(async (tx) => {
        await tx.exec(migration.sql);
        await tx.query(
          `insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)`,
          [migration.version, [migration.sql], migration.name],
        );
      });
    } catch (error) {
      throw new Error(
        `Migration ${migration.file} failed: ${error instanceof Error ? error.message : String(error)}`,
        {
          cause: error,
        },
      );
    }
    files.push(migration.file);
  }
  return files;
}

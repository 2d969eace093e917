// @ts-check
/**
 * The embedded API's database: PGlite (PostgreSQL compiled to WebAssembly) with the platform bootstrap, the
 * project's migrations and its seed, plus the per-request transaction that switches to the caller's role.
 */
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";

/**
 * @typedef {import("@electric-sql/pglite").Transaction} Transaction
 * @typedef {{ version: string, name: string, file: string, sql: string }} Migration
 * @typedef {"anon" | "authenticated" | "service_role"} ApiRole
 * @typedef {{
 *   role: ApiRole,
 *   claims: Record<string, unknown>,
 *   method: string,
 *   path: string,
 *   headers: Record<string, string>,
 *   readOnly: boolean,
 *   settings?: Record<string, string>,
 * }} RequestContext
 */

const MIGRATION_FILE_PATTERN = /^(\d{14})_([a-z0-9_]+)\.sql$/;

/** Per-role statement timeouts, as on the platform. */
const STATEMENT_TIMEOUTS = { anon: "3s", authenticated: "8s", service_role: "0" };

/** @returns {string} this package's bootstrap.sql: what a hosted project has before any migration */
export function readBootstrapSql() {
  return readFileSync(path.join(import.meta.dirname, "bootstrap.sql"), "utf8");
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
async function findChangedMigrations(db, supabaseDir) {
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
async function applyPendingMigrations(db, migrations) {
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

/** Where freshly built databases are cached between processes (see openDatabase). */
const SNAPSHOT_DIR = path.join(os.tmpdir(), "tapsheet-local-supabase-snapshots");

/**
 * The schema files, read once: the snapshot's name and the database built under it come from the same contents,
 * even when a migration is added or removed while a database is being built.
 * @typedef {{ bootstrap: string, migrations: ReturnType<typeof listMigrations>, seed: string }} SchemaFiles
 * @param {string} supabaseDir
 * @returns {SchemaFiles}
 */
function readSchemaFiles(supabaseDir) {
  return {
    bootstrap: readBootstrapSql(),
    migrations: listMigrations(supabaseDir),
    seed: readSeedSql(supabaseDir),
  };
}

/**
 * A name for the database that the schema files produce on the installed PGlite.
 * @param {SchemaFiles} schema
 * @returns {string}
 */
function snapshotFile(schema) {
  const hash = createHash("sha256");
  try {
    const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
    hash.update(readFileSync(path.join(path.dirname(entry), "..", "package.json")));
  } catch {
    hash.update("pglite-unknown");
  }
  hash.update(schema.bootstrap);
  for (const migration of schema.migrations) {
    hash.update(`\u0000${migration.file}\u0000${migration.sql}`);
  }
  hash.update(schema.seed);
  return path.join(SNAPSHOT_DIR, `${hash.digest("hex").slice(0, 32)}.tar.gz`);
}

/**
 * Applies the bootstrap, the migrations and the seed to a new, empty database.
 * @param {PGlite} db
 * @param {SchemaFiles} schema
 */
async function buildSchema(db, schema) {
  await db.exec(schema.bootstrap);
  const migrationsApplied = await applyPendingMigrations(db, schema.migrations);
  await db.exec(schema.seed);
  return migrationsApplied;
}

/**
 * @param {string} file
 * @returns {Promise<Blob | null>} the cached data-directory dump, if there is one
 */
async function readSnapshot(file) {
  try {
    return new Blob([await readFile(file)]);
  } catch {
    return null;
  }
}

/**
 * Caches `db` (freshly built) as a data-directory dump. A cache that cannot be written only costs time later.
 * @param {PGlite} db
 * @param {string} file
 * @returns {Promise<Blob | null>}
 */
async function writeSnapshot(db, file) {
  try {
    const dump = await db.dumpDataDir("gzip");
    await mkdir(SNAPSHOT_DIR, { recursive: true });
    const temporary = `${file}.${randomUUID()}.tmp`;
    await writeFile(temporary, Buffer.from(await dump.arrayBuffer()));
    await rename(temporary, file);
    return dump;
  } catch {
    return null;
  }
}

/**
 * A new database with the bootstrap, migrations and seed applied. Building one takes several seconds, so the
 * result is cached in the OS temp directory as a PGlite data-directory dump keyed by the schema files' contents
 * and the PGlite version; later starts (each integration test file, a fresh `npm run api` data directory) load
 * the dump instead. An unreadable dump is discarded and the database is built from the files.
 * @param {string | undefined} pgdata where to keep the files, or undefined for memory
 * @param {string} supabaseDir
 * @returns {Promise<PGlite>}
 */
async function createFresh(pgdata, supabaseDir) {
  const schema = readSchemaFiles(supabaseDir);
  const file = snapshotFile(schema);
  const options = pgdata ? { dataDir: pgdata } : {};
  let snapshot = await readSnapshot(file);
  if (!snapshot) {
    if (!pgdata) {
      const db = await PGlite.create();
      try {
        await buildSchema(db, schema);
        await writeSnapshot(db, file);
        return db;
      } catch (error) {
        await db.close().catch(() => undefined);
        throw error;
      }
    }
    const builder = await PGlite.create();
    try {
      await buildSchema(builder, schema);
      snapshot = await writeSnapshot(builder, file);
    } finally {
      await builder.close().catch(() => undefined);
    }
  }
  if (snapshot) {
    try {
      return await PGlite.create({ ...options, loadDataDir: snapshot });
    } catch {
      await rm(file, { force: true });
      if (pgdata) await rm(pgdata, { recursive: true, force: true });
      if (pgdata) await mkdir(pgdata, { recursive: true });
    }
  }
  const db = await PGlite.create(options);
  try {
    await buildSchema(db, schema);
    return db;
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

/**
 * Opens the database. Without `dataDir` it lives in memory; with one, PGlite keeps its files in
 * `<dataDir>/pgdata`. A new database gets the bootstrap, every migration and the seed; an existing one gets only
 * the migrations added since it was created.
 * @param {{ dataDir?: string, supabaseDir: string }} options `supabaseDir`: the Supabase CLI project folder whose
 *   migrations and seed build the database
 * @returns {Promise<{ db: PGlite, created: boolean, migrationsApplied: string[], migrationsChanged: string[] }>}
 */
export async function openDatabase({ dataDir, supabaseDir }) {
  const allMigrations = () => listMigrations(supabaseDir).map((migration) => migration.file);
  if (!dataDir) {
    const db = await createFresh(undefined, supabaseDir);
    return { db, created: true, migrationsApplied: allMigrations(), migrationsChanged: [] };
  }
  const pgdata = path.join(dataDir, "pgdata");
  const created = !existsSync(path.join(pgdata, "PG_VERSION"));
  await mkdir(pgdata, { recursive: true });
  if (created) {
    try {
      return {
        db: await createFresh(pgdata, supabaseDir),
        created,
        migrationsApplied: allMigrations(),
        migrationsChanged: [],
      };
    } catch (error) {
      // A half-built database would be reopened as "existing" next time; start from scratch instead.
      await rm(pgdata, { recursive: true, force: true });
      throw error;
    }
  }
  const db = await PGlite.create({ dataDir: pgdata });
  try {
    const migrationsApplied = await applyPendingMigrations(db, listMigrations(supabaseDir));
    return {
      db,
      created,
      migrationsApplied,
      migrationsChanged: await findChangedMigrations(db, supabaseDir),
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

/**
 * Runs one API request's database work the way PostgREST does: a single transaction (READ ONLY for reads) whose
 * first statement switches to the caller's role and exposes the JWT claims and request details as GUCs. Without
 * the role switch every RLS check would pass vacuously, because PGlite's session user is a superuser.
 * @template T
 * @param {PGlite} db
 * @param {RequestContext} context
 * @param {(tx: Transaction) => Promise<T>} work
 * @returns {Promise<T>}
 */
export function runInRequestTransaction(db, context, work) {
  return db.transaction(async (tx) => {
    if (context.readOnly) await tx.query("set transaction read only");
    const sub = typeof context.claims.sub === "string" ? context.claims.sub : "";
    await tx.query(
      `select
         set_config('search_path', 'public, extensions', true),
         set_config('timezone', 'UTC', true),
         set_config('statement_timeout', $7, true),
         set_config('role', $1, true),
         set_config('request.jwt.claims', $2, true),
         set_config('request.jwt.claim.role', $1, true),
         set_config('request.jwt.claim.sub', $3, true),
         set_config('request.method', $4, true),
         set_config('request.path', $5, true),
         set_config('request.headers', $6, true)`,
      [
        context.role,
        JSON.stringify(context.claims),
        sub,
        context.method,
        context.path,
        JSON.stringify(context.headers),
        STATEMENT_TIMEOUTS[context.role],
      ],
    );
    for (const [name, value] of Object.entries(context.settings ?? {})) {
      await tx.query(`select set_config($1, $2, true)`, [name, value]);
    }
    return work(tx);
  });
}

/**
 * Serialises work on the single PGlite connection (and the files that go with it): each task starts after the
 * previous one has settled, whatever its outcome.
 */
export class RequestQueue {
  /** @type {Promise<unknown>} */
  #tail = Promise.resolve();

  /**
   * @template T
   * @param {() => Promise<T>} task
   * @returns {Promise<T>}
   */
  run(task) {
    const result = this.#tail.then(task);
    this.#tail = result.catch(() => undefined);
    return result;
  }

  /** Resolves once every queued task has settled. */
  async drain() {
    await this.#tail;
  }
}

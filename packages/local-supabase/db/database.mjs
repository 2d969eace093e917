// @ts-check
/**
 * The embedded API's database: PGlite (PostgreSQL compiled to WebAssembly) with the platform bootstrap, the
 * project's migrations and its seed (migrations.mjs; built databases are cached by snapshots.mjs), plus the
 * per-request transaction that switches to the caller's role.
 */
import { existsSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { applyPendingMigrations, findChangedMigrations, listMigrations } from "./migrations.mjs";
import { buildSchema, readSchemaFiles, readSnapshot, snapshotFile, writeSnapshot } from "./snapshots.mjs";

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

/** Per-role statement timeouts, as on the platform. */
const STATEMENT_TIMEOUTS = { anon: "3s", authenticated: "8s", service_role: "0" };

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

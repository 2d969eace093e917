// @ts-check
/**
 * Freshly built databases cached between processes: a snapshot is keyed by the SQL it was built from and the
 * PGlite version, so a changed migration or seed builds a new one.
 */
import { createHash, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { applyPendingMigrations, listMigrations, readBootstrapSql, readSeedSql } from "./migrations.mjs";

/** Where freshly built databases are cached between processes (see openDatabase). */
const SNAPSHOT_DIR = path.join(os.tmpdir(), "tapsheet-local-supabase-snapshots");

/**
 * The schema files, read once: the snapshot's name and the database built under it come from the same contents,
 * even when a migration is added or removed while a database is being built.
 * @typedef {import("@electric-sql/pglite").PGlite} PGlite
 * @typedef {{ bootstrap: string, migrations: ReturnType<typeof listMigrations>, seed: string }} SchemaFiles
 * @param {string} supabaseDir
 * @returns {SchemaFiles}
 */
export function readSchemaFiles(supabaseDir) {
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
export function snapshotFile(schema) {
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
export async function buildSchema(db, schema) {
  await db.exec(schema.bootstrap);
  const migrationsApplied = await applyPendingMigrations(db, schema.migrations);
  await db.exec(schema.seed);
  return migrationsApplied;
}

/**
 * @param {string} file
 * @returns {Promise<Blob | null>} the cached data-directory dump, if there is one
 */
export async function readSnapshot(file) {
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
export async function writeSnapshot(db, file) {
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

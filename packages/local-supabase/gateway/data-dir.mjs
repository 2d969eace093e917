// @ts-check
/**
 * The embedded API's data directory: claimed for one process at a time, and its database opened (built on first
 * use, new migrations applied afterwards), with a warning for what a reused directory cannot give.
 */
import { existsSync, readFileSync } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";

import { openDatabase } from "../db/database.mjs";

/**
 * Claims the data directory for this process, so two servers never open the same PGlite files.
 * @param {string} dataDir
 * @returns {Promise<string>} the lock file
 */
export async function lockDataDir(dataDir) {
  const lockFile = path.join(dataDir, "server.pid");
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, "utf8").trim());
    let alive = pid === process.pid;
    if (Number.isInteger(pid) && pid > 0 && !alive) {
      try {
        process.kill(pid, 0);
        alive = true;
      } catch (error) {
        alive = /** @type {{ code?: unknown }} */ (error).code === "EPERM";
      }
    }
    if (alive) throw new Error(`The data directory ${dataDir} is in use by process ${pid}`);
  }
  await writeFile(lockFile, `${process.pid}\n`);
  return lockFile;
}

/**
 * Opens the database of `resolvedDataDir` (undefined: an in-memory database), logging what a reused directory
 * cannot give; on failure the claim (`lockFile`) is released and a temporary `baseDir` removed.
 * @param {{ supabaseDir: string, resolvedDataDir: string | undefined, baseDir: string,
 *   lockFile: string | undefined, log: (message: string) => void }} options
 */
export async function openDataDir({ supabaseDir, resolvedDataDir, baseDir, lockFile, log: logLine }) {
  /** @type {Awaited<ReturnType<typeof openDatabase>>} */
  let opened;
  try {
    opened = await openDatabase({ dataDir: resolvedDataDir, supabaseDir });
  } catch (error) {
    if (lockFile) await rm(lockFile, { force: true });
    if (!resolvedDataDir) await rm(baseDir, { recursive: true, force: true });
    throw error;
  }
  if (!opened.created) {
    for (const file of opened.migrationsApplied) logLine(`Applied new migration ${file}`);
  }
  for (const file of opened.migrationsChanged) {
    logLine(
      `Warning: ${file} changed after it was applied to ${resolvedDataDir ?? "this database"}; ` +
        "delete the data directory to rebuild it from the current migrations",
    );
  }
  if (!opened.created) {
    const auth = await opened.db.query(`select to_regclass('auth.one_time_tokens') is not null as ready`);
    if (!(/** @type {{ ready: boolean } | undefined} */ (auth.rows[0])?.ready)) {
      logLine(
        `Warning: ${resolvedDataDir ?? "this database"} was created before the Auth API's tables existed; ` +
          "delete the data directory to rebuild it, or staff sign-in will fail",
      );
    }
  }
  return opened;
}

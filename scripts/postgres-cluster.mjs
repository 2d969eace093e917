// A throwaway PostgreSQL cluster in a temporary directory on a free port, for the real-PostgreSQL tests and the
// gate's real Supabase CLI run. Needs `initdb` and `pg_ctl` on PATH (.ci/run puts Debian's server programs there).
// PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` OS user if there is one, else as
// `nobody`, through runuser (or su).
import { spawnSync } from "node:child_process";
import { chmodSync, chownSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

function commandExists(command) {
  return spawnSync(command, ["--version"], { encoding: "utf8" }).status === 0;
}

function lookupUser(name) {
  const uid = spawnSync("id", ["-u", name], { encoding: "utf8" });
  const gid = spawnSync("id", ["-g", name], { encoding: "utf8" });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function quoteShell(value) {
  return `'${value.replaceAll("'", "'\\''")}'`;
}

function direct(command, args) {
  const result = spawnSync(command, args, { encoding: "utf8" });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

/** How to run PostgreSQL's programs on `directory` here, or why it cannot be done (a string). */
function findRunner(directory) {
  if (!commandExists("initdb") || !commandExists("pg_ctl")) {
    return "initdb/pg_ctl are not on PATH (install the PostgreSQL server package to run this)";
  }
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return direct;

  const user = ["postgres", "nobody"].find((name) => lookupUser(name) !== null);
  if (!user) return "running as root and neither a postgres nor a nobody OS user exists";
  const ids = lookupUser(user);
  chownSync(directory, ids.uid, ids.gid);
  chmodSync(directory, 0o700);
  if (commandExists("runuser"))
    return (command, args) => direct("runuser", ["-u", user, "--", command, ...args]);
  if (commandExists("su")) {
    return (command, args) =>
      direct("su", ["-s", "/bin/sh", user, "-c", [command, ...args].map(quoteShell).join(" ")]);
  }
  return "running as root without runuser or su to switch to an unprivileged user";
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Starts the cluster, superuser `postgres` with trust authentication on 127.0.0.1. Resolves to `{ port, stop }`
 * (`stop()` ends the server and removes its files), or to `{ unavailable }`, the reason it cannot run here.
 * @returns {Promise<{ port: number, stop: () => void } | { unavailable: string }>}
 */
export async function startPostgresCluster() {
  const directory = mkdtempSync(path.join(os.tmpdir(), "tapsheet-pg-"));
  const remove = () => rmSync(directory, { recursive: true, force: true });
  const dataDir = path.join(directory, "data");
  const run = findRunner(directory);
  if (typeof run === "string") {
    remove();
    return { unavailable: run };
  }
  const port = await freePort();
  const init = run("initdb", [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "--auth=trust",
    "--encoding=UTF8",
    "--no-sync",
  ]);
  if (!init.ok) {
    remove();
    return { unavailable: `initdb failed: ${init.output.slice(-500)}` };
  }
  const start = run("pg_ctl", [
    "-D",
    dataDir,
    "-l",
    path.join(directory, "server.log"),
    "-o",
    `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off`,
    "-w",
    "-t",
    "60",
    "start",
  ]);
  if (!start.ok) {
    remove();
    return { unavailable: `pg_ctl start failed: ${start.output.slice(-500)}` };
  }
  return {
    port,
    stop: () => {
      run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      remove();
    },
  };
}

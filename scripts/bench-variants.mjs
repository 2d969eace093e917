// The other builds a side-by-side benchmark measures next to this one: a baseline built from another commit in a
// temporary git worktree, and "bare HTML", this build's prerendered pages with no JavaScript at all.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { startThrowawayApi } from "./throwaway-api.mjs";

/**
 * Every `<script>` element (module, inline or data) and every modulepreload link, removed.
 * @param {string} html
 * @returns {string}
 */
export function withoutJavaScript(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, "");
}

/**
 * A copy of a build's client directory in a temporary directory, every HTML file in it without JavaScript; the
 * other files (styles, images, fonts, `_headers`) as they are. `remove()` deletes it.
 */
export function bareHtmlCopy(clientDir) {
  const dir = mkdtempSync(join(tmpdir(), "tapsheet-bench-bare-"));
  cpSync(clientDir, dir, { recursive: true });
  for (const file of readdirSync(dir, { recursive: true }).map(String)) {
    if (!file.endsWith(".html")) continue;
    const path = join(dir, file);
    writeFileSync(path, withoutJavaScript(readFileSync(path, "utf8")));
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The full hash of the commit a ref names; throws when it names none. */
export function commitOf(ref) {
  const result = spawnSync("git", ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], {
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`${ref} names no commit of this repository`);
  return result.stdout.trim();
}

/** This checkout's commit, short, and whether the working tree differs from it. */
export function describeWorkingTree() {
  const head = spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout.trim();
  const changed = spawnSync("git", ["status", "--porcelain"], { encoding: "utf8" }).stdout.trim() !== "";
  return changed ? `${head} with uncommitted changes` : head;
}

function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: ["ignore", "ignore", "inherit"], ...options });
  if (result.status !== 0) throw new Error(`\`${command} ${args.join(" ")}\` failed in ${options.cwd}`);
}

/**
 * The baseline: `build(apiPort)` checks `commit` out in a temporary worktree (detached), installs its dependencies
 * with `npm ci` (from the npm cache where it can), starts the baseline's own embedded API on `apiPort` (its own
 * migrations and seed: this build's schema may refuse what the baseline reads), builds it against that API with
 * `env` otherwise as this build was built, and resolves with its client directory. The API keeps running, so that
 * the baseline's pages read their data as this build's do. `remove()` stops the API and removes the worktree, also
 * after a failed install or build.
 */
export function buildBaseline(commit, env) {
  const dir = mkdtempSync(join(tmpdir(), "tapsheet-bench-baseline-"));
  let api;
  const remove = () => {
    void api?.stop();
    spawnSync("git", ["worktree", "remove", "--force", dir], { stdio: "ignore" });
    rmSync(dir, { recursive: true, force: true });
    spawnSync("git", ["worktree", "prune"], { stdio: "ignore" });
  };
  // npm's own variables (set by `npm run bench`) would point npm at this checkout instead of the baseline's.
  const baselineEnv = Object.fromEntries(Object.entries(env).filter(([name]) => !/^npm_/i.test(name)));
  const build = async (apiPort) => {
    run("git", ["worktree", "add", "--detach", dir, commit], { cwd: process.cwd() });
    console.info(`Installing the baseline's dependencies in ${dir} (npm ci)`);
    run("npm", ["ci", "--prefer-offline", "--no-audit", "--no-fund"], { cwd: dir, env: baselineEnv });
    console.info(`Starting the baseline's own API on port ${apiPort}`);
    api = await startThrowawayApi(apiPort, "bench-baseline", { checkout: dir });
    console.info("Building the baseline");
    run("npx", ["react-router", "build"], { cwd: dir, env: { ...baselineEnv, VITE_SUPABASE_URL: api.url } });
    return join(dir, "build", "client");
  };
  return { build, remove };
}

// `npm test`: the one gate. Format, generated files, types, lint, unused code, the real Supabase CLI on the
// migrations (push, lint, advisors on PostgreSQL 15), unit + integration tests, the production build (against a fresh
// embedded API, so posts and jobs are prerendered too), the bundle budgets (what each page loads before
// interaction), valid HTML on every prerendered page (the W3C Nu Html Checker, on Java), end-to-end tests in
// Chromium on that build, a small load run, and last the deployment check against a fresh API that takes client
// addresses from its socket, as production does, and the served build.
//
// Two lanes run side by side (decision 042): Vitest in one; the static checks, the real CLI, the build, its budgets
// and its HTML check in the other; then the end-to-end tests, once Vitest has ended (decision 060), and the rest.
// Each step's output is held and printed whole when it ends, so the lanes never interleave; a failing step's output
// is printed, the other lane is stopped, and the gate exits non-zero. Every step's time and the total are printed.
import { spawn } from "node:child_process";

import { E2E_API_PORT, E2E_API_URL, E2E_SITE_PORT, E2E_SITE_URL } from "../e2e/env.mjs";
import { ANON_KEY, SERVICE_ROLE_KEY } from "@tapsheet/local-supabase";
import { startThrowawayApi } from "./throwaway-api.mjs";

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const children = new Set();
const times = [];
let api;
let site;
let failing = false;

async function stopServices() {
  site?.kill("SIGTERM");
  site = undefined;
  await api?.stop();
  api = undefined;
}

/** Stops everything still running and exits with the failure, once, whichever lane failed first. */
async function fail(name, code) {
  if (failing) return;
  failing = true;
  console.error(`\n✖ ${name} failed. The other steps were stopped.`);
  for (const child of children) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
  await stopServices();
  printTimes();
  process.exit(code || 1);
}

function printTimes() {
  console.info("\nStep times:");
  for (const [name, time] of times) console.info(`  ${time.padStart(8)}  ${name}`);
  console.info(`  ${seconds(started).padStart(8)}  total`);
}

/** Runs one step in its own process group, its output held until it ends; rejects nothing, fails the gate. */
function step(name, command, args, env = process.env) {
  if (failing) return new Promise(() => {});
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    children.add(child);
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      children.delete(child);
      if (failing) return;
      console.info(`\n▶ ${name}`);
      process.stdout.write(Buffer.concat(output));
      if (code !== 0) {
        void fail(name, code ?? (signal ? 1 : 0));
        return;
      }
      times.push([name, seconds(t0)]);
      console.info(`✔ ${name} (${seconds(t0)})`);
      resolve();
    });
  });
}

async function waitForSite() {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(E2E_SITE_URL)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await fail(`Serving the build on ${E2E_SITE_URL}`, 1);
}

// Steps run in process groups of their own, which a Ctrl-C in the terminal does not reach: the gate stops them.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void fail(`The gate (${signal})`, 130));
process.on("unhandledRejection", (error) => {
  console.error(error);
  void fail("The gate itself", 1);
});

const npx = "npx";
await step("The pinned Node.js", process.execPath, ["scripts/check-node.mjs"]);

const vitest = step("Unit and integration tests (vitest)", npx, ["vitest", "run"]);

async function checksAndBuild() {
  await step("Format check (prettier)", npx, ["prettier", "--check", "."]);
  await step("Database types and schema dump match the migrations", process.execPath, [
    "scripts/check-generated.mjs",
  ]);
  // Route types are generated first: type-aware lint rules read them.
  await step("Types (react-router typegen + tsc + deno check)", "npm", ["run", "--silent", "typecheck"]);
  await step("Lint (eslint)", npx, ["eslint", ".", "--max-warnings", "0"]);
  await step("Unused code and dependencies (knip)", npx, ["knip"]);
  await step(
    "Real Supabase CLI on PostgreSQL 15 (db push --include-seed, db lint, db advisors)",
    process.execPath,
    ["scripts/real-supabase.mjs"],
  );

  // The end-to-end tests reuse this API and present each test as its own visitor (e2e/fixtures.ts).
  api = await startThrowawayApi(E2E_API_PORT, "gate", { trustProxy: true });
  const buildEnv = { ...process.env, VITE_SUPABASE_URL: E2E_API_URL, VITE_SUPABASE_ANON_KEY: ANON_KEY };
  await step("Production build (react-router build)", npx, ["react-router", "build"], buildEnv);
  await step("Bundle budgets", process.execPath, ["scripts/check-budgets.mjs"]);
  await step("Valid HTML on every prerendered page (Nu Html Checker)", process.execPath, [
    "scripts/check-html.mjs",
  ]);
  // Both cores go to the end-to-end tests once Vitest has ended: beside it, every page would wait for a CPU, and
  // Vitest's own timing tests missed their 5 s (decision 060).
  await vitest;
  await step("End-to-end tests (playwright, Chromium)", npx, ["playwright", "test"], buildEnv);
  // The benchmark's load run, small and untimed: every sign-up and resumable upload stored exactly once.
  await step("Load correctness (100 sign-ups, 5 resumable uploads at once)", process.execPath, [
    "scripts/load.mjs",
    "--url",
    E2E_API_URL,
    "--signups",
    "100",
    "--applications",
    "5",
  ]);
  // The deployment check must fail against an API that trusts X-Forwarded-For, as the one above does for the
  // end-to-end tests; it gets a fresh one on the same address, which the build's connect-src names.
  await api.stop();
  api = await startThrowawayApi(E2E_API_PORT, "gate-check");
  site = spawn(process.execPath, ["scripts/serve.mjs", "--port", String(E2E_SITE_PORT)], { stdio: "ignore" });
  await waitForSite();
  await step(
    "Deployment check (npm run check:deploy on that API and the served build)",
    process.execPath,
    ["scripts/check-deploy.mjs"],
    {
      ...process.env,
      SUPABASE_URL: E2E_API_URL,
      SUPABASE_ANON_KEY: ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      SITE_URL: E2E_SITE_URL,
    },
  );
  await stopServices();
}

await Promise.all([vitest, checksAndBuild()]);
printTimes();
console.info(`\nAll checks passed in ${seconds(started)}.`);

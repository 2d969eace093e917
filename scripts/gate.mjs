// `npm test`: the one gate. Format, types, lint, unused code, unit + integration tests, the production build
// (against a fresh embedded API, so posts and jobs are prerendered too), the bundle budgets (what each page loads
// before interaction), valid HTML on every prerendered page (the W3C Nu Html Checker, on Java), then end-to-end
// tests in Chromium on that build. Stops at the first failing step. Last, the deployment check runs against a fresh
// API that takes client addresses from its socket, as production does, and the served build.
import { spawn, spawnSync } from "node:child_process";

import { E2E_API_PORT, E2E_API_URL, E2E_SITE_PORT, E2E_SITE_URL } from "../e2e/env.mjs";
import { ANON_KEY, SERVICE_ROLE_KEY } from "@tapsheet/local-supabase";
import { startThrowawayApi } from "./throwaway-api.mjs";

const started = Date.now();

function step(name, command, args, env = process.env) {
  const t0 = Date.now();
  console.info(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed. Nothing after it ran.`);
    stopApi();
    process.exit(result.status ?? 1);
  }
  console.info(`✔ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

let api;
let site;
function stopApi() {
  api?.stop();
  site?.kill("SIGTERM");
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
  console.error(`\n✖ The served build did not answer on ${E2E_SITE_URL}. Nothing after it ran.`);
  stopApi();
  process.exit(1);
}

const npx = "npx";
step("The pinned Node.js", process.execPath, ["scripts/check-node.mjs"]);
step("Format check (prettier)", npx, ["prettier", "--check", "."]);
step("Database types match the migrations", process.execPath, ["scripts/gen-db-types.mjs", "--check"]);
step("Schema dump matches the migrations", process.execPath, ["scripts/gen-schema.mjs", "--check"]);
// Route types are generated first: type-aware lint rules read them.
step("Types (react-router typegen + tsc)", "npm", ["run", "--silent", "typecheck"]);
step("Lint (eslint)", npx, ["eslint", ".", "--max-warnings", "0"]);
step("Unused code and dependencies (knip)", npx, ["knip"]);
step("Unit and integration tests (vitest)", npx, ["vitest", "run"]);

console.info(`\n▶ Starting the embedded API on ${E2E_API_URL}`);
// The end-to-end tests reuse this API and present each test as its own visitor (e2e/fixtures.ts).
api = await startThrowawayApi(E2E_API_PORT, "gate", { trustProxy: true });
const buildEnv = { ...process.env, VITE_SUPABASE_URL: E2E_API_URL, VITE_SUPABASE_ANON_KEY: ANON_KEY };
step("Production build (react-router build)", npx, ["react-router", "build"], buildEnv);
step("Bundle budgets", process.execPath, ["scripts/check-budgets.mjs"]);
step("Valid HTML on every prerendered page (Nu Html Checker)", process.execPath, ["scripts/check-html.mjs"]);
step("End-to-end tests (playwright, Chromium)", npx, ["playwright", "test"], buildEnv);
// The benchmark's load run, small and untimed: every sign-up and resumable upload stored exactly once.
step("Load correctness (100 sign-ups, 5 resumable uploads at once)", process.execPath, [
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
step(
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
stopApi();
console.info(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);

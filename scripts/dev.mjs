// `npm run dev`: the site with hot reload, plus the embedded Supabase-compatible API when no backend is
// configured. A VITE_SUPABASE_URL in the environment or in .env/.env.local means a real project is used instead.
// The site gets the anon key the API will use: its data directory's own (generated here first with ALLOW_REMOTE=1,
// as the API would), else the demo key.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { keysFor } from "@tapsheet/local-supabase";

for (const file of [".env.local", ".env"]) {
  if (existsSync(file)) process.loadEnvFile(file);
}

const children = [];
const env = { ...process.env };

if (!env.VITE_SUPABASE_URL) {
  const apiPort = env.API_PORT ?? "54321";
  env.VITE_SUPABASE_URL = `http://127.0.0.1:${apiPort}`;
  const dataDir = path.resolve(env.DATA_DIR || ".data/local-supabase");
  env.VITE_SUPABASE_ANON_KEY = (await keysFor(dataDir, env.ALLOW_REMOTE === "1")).anonKey;
  children.push(
    spawn(process.execPath, [fileURLToPath(import.meta.resolve("@tapsheet/local-supabase/main"))], {
      stdio: "inherit",
      env: { ...process.env, PORT: apiPort },
    }),
  );
} else {
  console.info(`Using the Supabase project at ${env.VITE_SUPABASE_URL}`);
}

children.push(spawn("npx", ["react-router", "dev", ...process.argv.slice(2)], { stdio: "inherit", env }));

function stopAll(code = 0) {
  for (const child of children) child.kill("SIGTERM");
  process.exit(code);
}

for (const child of children) {
  child.on("exit", (code) => stopAll(code ?? 0));
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

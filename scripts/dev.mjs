// `npm run dev`: the site with hot reload, plus the embedded Supabase-compatible API when no backend is
// configured. A VITE_SUPABASE_URL in the environment or in .env/.env.local means a real project is used instead.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { ANON_KEY } from "@tapsheet/local-supabase";

for (const file of [".env.local", ".env"]) {
  if (existsSync(file)) process.loadEnvFile(file);
}

const children = [];
const env = { ...process.env };

if (!env.VITE_SUPABASE_URL) {
  const apiPort = env.API_PORT ?? "54321";
  env.VITE_SUPABASE_URL = `http://127.0.0.1:${apiPort}`;
  env.VITE_SUPABASE_ANON_KEY = ANON_KEY;
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

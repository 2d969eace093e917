import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Tests run the browser build of tus-js-client, as the site does (its Node build cannot read a File), transformed
 * by Vite, since Node cannot load its ES modules as published.
 */
const alias = {
  "@": fileURLToPath(new URL("./src", import.meta.url)),
  // What the site, the Edge Functions and the scripts share (such as the e-mail address rule; decision 044).
  "@common": fileURLToPath(new URL("./common", import.meta.url)),
  "tus-js-client": fileURLToPath(
    new URL("./node_modules/tus-js-client/lib.esm/browser/index.js", import.meta.url),
  ),
};
const deps = { server: { deps: { inline: ["tus-js-client"] } } };

export default defineConfig({
  resolve: { alias },
  test: {
    // One worker per core. Vitest's default leaves one core free, which on a 2-core machine runs every file one
    // after another (256 s against 150 s for the whole suite on both cores, measured on a fresh clone).
    maxWorkers: "100%",
    projects: [
      {
        resolve: { alias },
        test: {
          ...deps,
          name: "unit",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}", "prerender/**/*.test.ts", "common/**/*.test.ts"],
          setupFiles: ["tests/setup/unit.ts"],
          env: {
            VITE_SUPABASE_URL: "http://supabase.test",
            VITE_SUPABASE_ANON_KEY: "test-anon-key-for-unit-tests-only",
          },
        },
      },
      {
        resolve: { alias },
        test: {
          ...deps,
          name: "integration",
          environment: "node",
          include: ["tests/integration/**/*.test.ts", "packages/*/**/*.test.ts", "scripts/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

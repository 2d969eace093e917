import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

import { publicKeyProblem } from "./src/config/env";

/** Everything in the bundle is public: a build (or dev server) refuses a secret key given as the public one. */
function refuseSecretKeys(): Plugin {
  return {
    name: "tapsheet:refuse-secret-keys",
    configResolved(config) {
      const key: unknown = config.env.VITE_SUPABASE_ANON_KEY;
      const problem = typeof key === "string" && key !== "" ? publicKeyProblem(key) : null;
      if (problem) throw new Error(problem);
    },
  };
}

/** A dynamic import of one of the build's own chunks, as the bundler writes it: import(`./name-hash.js`). */
const CHUNK_IMPORT = /\bimport\((["'`])(\.\.?\/[^"'`\s]+?\.js)\1\)/g;

/**
 * Every `import()` of the app's own code loads through the module loader the page installs (decision 037), which
 * retries what the network drops; written by hand it would be easy to forget. A dynamic import of a chunk left in
 * the browser's code fails the build.
 */
function importsThroughModuleLoader(): Plugin {
  return {
    name: "tapsheet:imports-through-module-loader",
    apply: "build",
    renderChunk(code) {
      if (this.environment.name !== "client") return null;
      const routed = code.replace(
        CHUNK_IMPORT,
        (_, _quote, path: string) =>
          `globalThis.tapsheetCode.load(new URL(${JSON.stringify(path)},import.meta.url).href)`,
      );
      if (/\bimport\(\s*["'`]\./.test(routed)) this.error("A dynamic import escaped the module loader");
      return routed === code ? null : { code: routed, map: null };
    },
  };
}

export default defineConfig({
  plugins: [refuseSecretKeys(), importsThroughModuleLoader(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]|[\\/]src[\\/](root\.tsx|routes[\\/]site-layout\.tsx|components[\\/](layout[\\/]|lazy-part|load-notice|part-error-boundary)|lib[\\/](code-loader|early-submit|use-hydrating|module-loader)|content[\\/]navigation)|lucide-react[\\/].*[\\/](house|loader-circle)\.js|preload-helper/,
              tags: ["$initial"],
              priority: 1,
            },
            { name: "common", test: /[\\/]src[\\/]|lucide-react/, tags: ["$initial"], minShareCount: 12 },
          ],
        },
      },
    },
  },
});

import type { RouteConfigEntry } from "@react-router/dev/routes";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";

import { publicKeyProblem } from "./src/config/env";
import routes from "./src/routes.ts";

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

/** React Router's app directory (`appDirectory` in react-router.config.ts), which holds `root.tsx`. */
const APP_DIRECTORY = resolve("src");
/** The packages that render and route every page. */
const REACT_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;

/** The layouts around the home page's index route in the route config, outermost first; undefined without one. */
function layoutsAroundHome(config: readonly RouteConfigEntry[]): string[] | undefined {
  for (const entry of config) {
    if (entry.index) return [];
    if (entry.path !== undefined || !entry.children) continue;
    const inner = layoutsAroundHome(entry.children);
    if (inner) return [entry.file, ...inner];
  }
  return undefined;
}

/**
 * The framework chunk, which every page loads first: React's packages, and the app's own modules that the shell
 * (root and the layouts around the home page, which every public page renders) imports statically, read from the
 * module graph once it is complete, where imports are resolved to files. The walk stops at every other package,
 * so a barrel such as lucide-react's index never brings in all it re-exports; Rolldown adds what the captured
 * modules really use. The build fails when the shell cannot be found or its modules land outside the chunk, and
 * `scripts/check-budgets.mjs` when root or the client entry imports anything outside it.
 */
function frameworkChunk(name: string) {
  let shell: string[] = [];
  let members: ReadonlySet<string> | undefined;
  const plugin: Plugin = {
    name: "tapsheet:framework-chunk",
    apply: "build",
    buildEnd(error) {
      if (error) return;
      const layouts = layoutsAroundHome(routes);
      if (!layouts) this.error("The route config has no home page (an index route) to find the shell around");
      shell = ["root.tsx", ...layouts].map((file) => resolve(APP_DIRECTORY, file));
      const found = new Set<string>();
      const pending = [...shell];
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (found.has(id)) continue;
        const info = this.getModuleInfo(id);
        if (!info) this.error(`The shell's module ${id} is not in the build`);
        found.add(id);
        for (const imported of info.importedIds) {
          if (!imported.startsWith("\0") && !imported.includes("/node_modules/")) pending.push(imported);
        }
      }
      members = found;
    },
    // What the group was meant to capture, it did: the shell in the chunk, none of its modules anywhere else.
    generateBundle(_, bundle) {
      if (this.environment.name !== "client") return;
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      const chunk = chunks.find((candidate) => candidate.name === name);
      const missing = shell.filter((id) => !chunk?.moduleIds.includes(id));
      if (missing.length > 0) this.error(`The ${name} chunk lacks the shell's ${missing.join(", ")}`);
      for (const other of chunks) {
        const strays = other === chunk ? [] : other.moduleIds.filter((id) => members?.has(id));
        if (strays.length > 0) this.error(`${other.fileName} holds the shell's ${strays.join(", ")}`);
      }
    },
  };
  const test = (id: string) => {
    if (!members)
      throw new Error(`The ${name} chunk's members were asked for before the module graph was complete`);
    return REACT_PACKAGES.test(id) || members.has(id);
  };
  return { name, plugin, test };
}

const framework = frameworkChunk("framework");

export default defineConfig({
  plugins: [refuseSecretKeys(), importsThroughModuleLoader(), framework.plugin, tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: framework.name,
              test: framework.test,
              tags: ["$initial"],
              priority: 1,
            },
            { name: "common", test: /[\\/]src[\\/]|lucide-react/, tags: ["$initial"], minShareCount: 12 },
            // TanStack Query whole, in one file: left to the splitter it came in four (the cache, queries,
            // mutations, the provider), one request and module scope each on every page that reads data.
            { name: "query", test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
          ],
        },
      },
    },
  },
});

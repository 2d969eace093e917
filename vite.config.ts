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

/** What the walks below need of a module in the graph. */
interface GraphModule {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

/**
 * The app's own modules that `start` imports statically, `start` included: the walk stops at packages (so a barrel
 * such as lucide-react's index never brings in all it re-exports) and at virtual modules.
 */
function appModulesImportedBy(start: readonly string[], moduleInfo: (id: string) => GraphModule | null) {
  const found = new Set<string>();
  const pending = [...start];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (found.has(id) || id.startsWith("\0") || id.includes("/node_modules/")) continue;
    found.add(id);
    pending.push(...(moduleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/** What a set read from the module graph is derived with: the graph, and a way to fail the build. */
interface ModuleGraph {
  moduleInfo: (id: string) => GraphModule | null;
  fail: (message: string) => never;
}

/**
 * A set of modules read from the module graph once it is complete (`buildEnd`, where imports are resolved to files),
 * for a chunk group's `test`, which Rolldown calls after that; `what` names it in the error if it is asked for before.
 */
function setFromModuleGraph(what: string, derive: (graph: ModuleGraph) => ReadonlySet<string>) {
  let members: ReadonlySet<string> | undefined;
  const buildEnd: Plugin["buildEnd"] = function (error) {
    if (error) return;
    members = derive({ moduleInfo: (id) => this.getModuleInfo(id), fail: (message) => this.error(message) });
  };
  const has = (id: string) => {
    if (!members) throw new Error(`${what} were asked for before the module graph was complete`);
    return members.has(id);
  };
  return { buildEnd, has };
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
  const members = setFromModuleGraph(`The ${name} chunk's members`, ({ moduleInfo, fail }) => {
    const layouts = layoutsAroundHome(routes);
    if (!layouts) return fail("The route config has no home page (an index route) to find the shell around");
    shell = ["root.tsx", ...layouts].map((file) => resolve(APP_DIRECTORY, file));
    return appModulesImportedBy(
      shell,
      (id) => moduleInfo(id) ?? fail(`The shell's module ${id} is not in the build`),
    );
  });
  const plugin: Plugin = {
    name: "tapsheet:framework-chunk",
    apply: "build",
    buildEnd: members.buildEnd,
    // What the group was meant to capture, it did: the shell in the chunk, none of its modules anywhere else.
    generateBundle(_, bundle) {
      if (this.environment.name !== "client") return;
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      const chunk = chunks.find((candidate) => candidate.name === name);
      const missing = shell.filter((id) => !chunk?.moduleIds.includes(id));
      if (missing.length > 0) this.error(`The ${name} chunk lacks the shell's ${missing.join(", ")}`);
      for (const other of chunks) {
        const strays = other === chunk ? [] : other.moduleIds.filter(members.has);
        if (strays.length > 0) this.error(`${other.fileName} holds the shell's ${strays.join(", ")}`);
      }
    },
  };
  const test = (id: string) => REACT_PACKAGES.test(id) || members.has(id);
  return { name, plugin, test };
}

const framework = frameworkChunk("framework");

/** The route files of the public site: every route but the desk (the route at `staff`) and those below it. */
function siteRouteFiles(config: readonly RouteConfigEntry[]): string[] {
  return config.flatMap((entry) =>
    entry.path === "staff"
      ? []
      : [resolve(APP_DIRECTORY, entry.file), ...siteRouteFiles(entry.children ?? [])],
  );
}

/**
 * The modules the `common` chunk may hold: the app's own modules that at least `share` of the public site's entries
 * (root, its route modules, and every module they import dynamically) import statically, read from the module graph.
 * Rolldown's `minShareCount` counts every entry, and the desk's routes are entries too: left to it, what the desk
 * shares with a few public pages (the data client, the request error) moved into the chunk every public page loads.
 */
function siteSharedModules(share: number) {
  const members = setFromModuleGraph("The site's shared modules", ({ moduleInfo }) => {
    const counts = new Map<string, number>();
    const entries = [resolve(APP_DIRECTORY, "root.tsx"), ...siteRouteFiles(routes)];
    const seen = new Set(entries);
    while (entries.length > 0) {
      for (const id of appModulesImportedBy([entries.pop()!], moduleInfo)) {
        counts.set(id, (counts.get(id) ?? 0) + 1);
        for (const later of moduleInfo(id)?.dynamicallyImportedIds ?? []) {
          if (!seen.has(later)) entries.push(later);
          seen.add(later);
        }
      }
    }
    return new Set([...counts].filter(([, count]) => count >= share).map(([id]) => id));
  });
  const plugin: Plugin = { name: "tapsheet:site-shared-modules", apply: "build", buildEnd: members.buildEnd };
  return { plugin, has: members.has, share };
}

const siteShared = siteSharedModules(12);

/** TanStack Query's files; the observers are what a page that reads (queries) or writes (mutations) adds. */
const TANSTACK_QUERY = /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/;
const QUERY_OBSERVERS = /[\\/](queryObserver|mutationObserver)\.js$/;
const QUERY_WRITES = /[\\/](mutationObserver|useMutation)\.js$/;

export default defineConfig({
  plugins: [
    refuseSecretKeys(),
    importsThroughModuleLoader(),
    framework.plugin,
    siteShared.plugin,
    tailwindcss(),
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
  build: {
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Groups of higher priority capture first, with what their modules import.
            { name: framework.name, test: framework.test, tags: ["$initial"], priority: 4 },
            // Lucide's icons are shared through its index, which the walk does not enter: Rolldown counts them.
            {
              name: "common",
              test: (id) => /[\\/]node_modules[\\/]lucide-react[\\/]/.test(id) || siteShared.has(id),
              tags: ["$initial"],
              minShareCount: siteShared.share,
            },
            // TanStack Query in three files, by what a page does with it: the client, its caches and the provider;
            // reading (the query observer and the hooks over it); writing (the mutation observer, useMutation).
            // Left to the splitter it came cut along what the desk shares with public pages, in four.
            {
              name: "query",
              test: (id) =>
                TANSTACK_QUERY.test(id) &&
                (/query-core/.test(id) ? !QUERY_OBSERVERS.test(id) : /QueryClientProvider\.js$/.test(id)),
              priority: 3,
            },
            {
              name: "query-writes",
              test: (id) => TANSTACK_QUERY.test(id) && QUERY_WRITES.test(id),
              priority: 2,
            },
            { name: "query-reads", test: TANSTACK_QUERY, priority: 1 },
          ],
        },
      },
    },
  },
});

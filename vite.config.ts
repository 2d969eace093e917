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

export default defineConfig({
  plugins: [refuseSecretKeys(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]|[\\/]src[\\/](root\.tsx|components[\\/](layout[\\/]|lazy-part|load-notice|part-error-boundary)|lib[\\/](code-loader|early-submit|use-hydrating)|content[\\/]navigation)|lucide-react[\\/].*[\\/](house|loader-circle)\.js|preload-helper/,
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

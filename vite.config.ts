import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]|[\\/]src[\\/](root\.tsx|components[\\/]layout[\\/]|content[\\/]navigation)|lucide-react[\\/].*[\\/](house|loader-circle)\.js|preload-helper/,
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

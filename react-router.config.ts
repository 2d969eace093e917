import type { Config } from "@react-router/dev/config";

import { STATIC_PATHS } from "./src/config/static-paths";

export default {
  appDirectory: "src",
  ssr: false,
  prerender: [...STATIC_PATHS],
} satisfies Config;

import { readdirSync } from "node:fs";

import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/*
 * Imports run one way: routes → features → components → content and lib → config. Each layer may import only the
 * layers below it, and a feature never imports another feature (what two features share belongs in a lower
 * layer). Tests are exempt: they render routes and features together.
 */
const ZOD_RULE = { name: "zod", message: "Import z from @/lib/zod, which configures it for the site." };
const LAYERS_ABOVE = {
  config: ["routes", "root", "features", "components", "content", "lib"],
  lib: ["routes", "root", "features", "components"],
  content: ["routes", "root", "features", "components"],
  components: ["routes", "root", "features"],
  features: ["routes", "root"],
};
const TESTS = ["src/**/*.test.{ts,tsx}"];

/** Stored HTML reaches the page only through the sanitiser. */
const HTML_RULES = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: "Render stored HTML only through the sanitiser's SafeHtml component.",
  },
  {
    selector: "MemberExpression[property.name=/^(innerHTML|outerHTML)$/]",
    message: "Do not write HTML directly; use the sanitiser's SafeHtml component.",
  },
];

/** The site shell and the desk shell own their pages' one <main>; the standalone error page has its own. */
const MAIN_RULE = {
  selector: "JSXOpeningElement[name.name='main']",
  message: "The site shell renders the page's one <main>: a page or section renders a fragment or a <div>.",
};
// Tests may stand a <main> in for the shell.
/**
 * A lazily loaded part is made once, at module scope: made inside a component, each render would make a new
 * component type, whose state React throws away and whose code it asks for again (decision 037).
 */
const PART_RULE = {
  selector: ":function CallExpression[callee.name=/^(lazyPart|lazyWithStatus)$/]",
  message: "Make lazily loaded parts at module scope, never inside a function or component.",
};
/** React Router's `<Link prefetch>` imports route modules past the module loader, and reloads when one fails. */
const PREFETCH_RULE = {
  selector: "JSXAttribute[name.name='prefetch']",
  message: "Links' route code already loads on intent through the module loader (src/lib/route-code.ts).",
};
/**
 * Every page loads React Router whole in the framework chunk, and with it whatever of it any module uses: the desk's
 * one `<Navigate>` added it to every public page.
 */
const NAVIGATE_RULE = {
  selector: "ImportDeclaration[source.value='react-router'] ImportSpecifier[imported.name='Navigate']",
  message:
    "<Navigate> would join the framework chunk every public page loads: call useNavigate in an effect.",
};

const MAIN_OWNERS = [
  "src/components/layout/site-shell.tsx",
  "src/features/staff/components/desk-shell.tsx",
  "src/components/layout/app-error.tsx",
  ...TESTS,
];

/*
 * The site shell (root, header, menus, footer, error page) hydrates on every page before anything else, so it
 * loads no class merger (decision 037): its elements own their classes, chosen with clsx.
 */
const SHELL_PATHS = [
  {
    name: "@/lib/utils",
    message:
      "The shell loads no class merger (decision 037): give each element its own classes, chosen with clsx.",
  },
  {
    name: "@/components/ui/button",
    message:
      "The shell loads no class merger (decision 037): style a <button> with buttonVariants from ui/button-variants.",
  },
];

/** The import rule for files of `layer` (or of the feature `feature`), with the zod rule kept where it applies. */
function importsFor(layer, { feature, zod = true, shell = false } = {}) {
  const above = LAYERS_ABOVE[layer];
  const patterns = [
    {
      regex: `^@/(${above.join("|")})(/|$)`,
      message: `Imports run routes → features → components → content/lib → config: src/${layer} cannot import from ${above.join(", ")}.`,
    },
    {
      regex: "^(\\.\\./){2,}",
      message: "Reach outside this folder through the @/ alias, so the import direction can be checked.",
    },
  ];
  if (feature) {
    patterns.push({
      regex: `^@/features/(?!${feature}/)`,
      message: `A feature does not import another feature: move what ${feature} needs into a shared layer.`,
    });
  }
  return ["error", { paths: [...(zod ? [ZOD_RULE] : []), ...(shell ? SHELL_PATHS : [])], patterns }];
}

const importZones = [
  ...Object.keys(LAYERS_ABOVE)
    .filter((layer) => layer !== "features")
    .map((layer) => ({
      files: [`src/${layer}/**/*.{ts,tsx}`],
      ignores: TESTS,
      rules: { "no-restricted-imports": importsFor(layer) },
    })),
  ...readdirSync(new URL("./src/features", import.meta.url)).map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    ignores: TESTS,
    rules: { "no-restricted-imports": importsFor("features", { feature }) },
  })),
  {
    files: ["src/lib/zod.ts"],
    rules: { "no-restricted-imports": importsFor("lib", { zod: false }) },
  },
  {
    files: ["src/components/layout/*.tsx"],
    // The mobile menu's sheet is loaded when the menu is first opened, so it may use the primitives as they are.
    ignores: [...TESTS, "src/components/layout/mobile-nav-sheet.tsx"],
    rules: { "no-restricted-imports": importsFor("components", { shell: true }) },
  },
  {
    files: ["src/root.tsx"],
    rules: { "no-restricted-imports": ["error", { paths: [ZOD_RULE, ...SHELL_PATHS] }] },
  },
];

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", ".data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: globals.browser },
    rules: {
      "no-restricted-syntax": ["error", ...HTML_RULES, MAIN_RULE, PART_RULE, PREFETCH_RULE, NAVIGATE_RULE],
      "no-console": ["error", { allow: ["error", "warn"] }],
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "zod", message: "Import z from @/lib/zod, which configures it for the site." }] },
      ],
    },
  },
  ...importZones,
  {
    files: ["src/lib/safe-html.tsx"],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    files: MAIN_OWNERS,
    rules: { "no-restricted-syntax": ["error", ...HTML_RULES, NAVIGATE_RULE] },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: globals.node },
  },
  {
    // Edge Functions run on Deno and are type-checked by `deno check` (npm run typecheck), not by the site's tsc.
    files: ["supabase/functions/**/*.ts"],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { Deno: "readonly" } },
  },
);

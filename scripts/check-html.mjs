// Fails the gate when a prerendered page is not valid HTML: the W3C Nu Html Checker (the `vnu-jar` package, run
// on Java 17 or later) reads every .html file of the build in one run. Errors fail; the checker's warnings are
// printed and do not fail: they are advice on authoring practice ("consider…") that a deliberate choice can
// contradict, and the checker can waive them only for every page at once. Info messages are left out: React writes
// void elements as `<br/>`, which the checker notes on every page although it is valid.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

import vnuJar from "vnu-jar";

const CLIENT_DIR = "build/client";

/** Every .html file under `dir`. */
function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** `build/client/about/team/index.html` → `/about/team`; other files keep their name (`/__spa-fallback.html`). */
function pageOf(url) {
  const path = relative(CLIENT_DIR, fileURLToPath(url)).split(sep).join("/");
  const page = `/${path.replace(/(^|\/)index\.html$/, "")}`;
  return page.length > 1 ? page.replace(/\/$/, "") : page;
}

function describe(message) {
  const where = message.url ? pageOf(message.url) : "(checker)";
  const line = message.lastLine === undefined ? "" : `:${message.firstLine ?? message.lastLine}`;
  const column = message.firstColumn === undefined ? "" : `:${message.firstColumn}`;
  const extract = message.extract ? `\n    ${message.extract.replace(/\s+/g, " ").trim()}` : "";
  return `${where}${line}${column}  ${message.message}${extract}`;
}

let files;
try {
  files = htmlFiles(CLIENT_DIR);
} catch {
  files = [];
}
if (files.length === 0) {
  console.error(`No HTML in ${CLIENT_DIR}: build the site first (npm run build).`);
  process.exit(1);
}

// The package's export is the path of its vnu.jar.
const jar = String(vnuJar);
const result = spawnSync(
  "java",
  ["-jar", jar, "--format", "json", "--skip-info-messages", "--stdout", "--exit-zero-always", ...files],
  { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
);
if (result.error || result.status !== 0) {
  console.error(
    result.error?.code === "ENOENT"
      ? "Java was not found: the checker needs Java 17 or later (Debian: apt-get install default-jre-headless)."
      : `The checker did not run: ${result.error?.message ?? result.stderr.trim()}`,
  );
  process.exit(1);
}

const { messages } = JSON.parse(result.stdout);
const errors = messages.filter((message) => message.type !== "info");
const warnings = messages.filter((message) => message.type === "info" && message.subType === "warning");

for (const warning of warnings) console.warn(`warning  ${describe(warning)}`);
for (const error of errors) console.error(`error    ${describe(error)}`);
const pages = `${files.length} page${files.length === 1 ? "" : "s"}`;
if (errors.length > 0) {
  const failing = new Set(errors.map((error) => (error.url ? pageOf(error.url) : "(checker)")));
  console.error(
    `\n${errors.length} HTML error${errors.length === 1 ? "" : "s"} on ${failing.size} of ${pages}; ${warnings.length} warning(s).`,
  );
  process.exit(1);
}
console.info(`Valid HTML on all ${pages} (${warnings.length} warning${warnings.length === 1 ? "" : "s"}).`);

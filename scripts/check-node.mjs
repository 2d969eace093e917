// The install brings the pinned Node.js (package.json's optional dependencies node-linux-<arch>, at the version
// in .node-version) and npm runs every script on it. Fails when the two versions disagree, or when a script runs
// on another Node.js although the install brought the pinned one (docs/decisions/028).
import { existsSync, readFileSync } from "node:fs";

const pinned = readFileSync(".node-version", "utf8").trim();
const { optionalDependencies = {} } = JSON.parse(readFileSync("package.json", "utf8"));
const failures = [];

const binaries = Object.entries(optionalDependencies).filter(([name]) => name.startsWith("node-"));
if (binaries.length === 0) failures.push("package.json lists no node-linux-<arch> optional dependency");
for (const [name, version] of binaries) {
  if (version !== pinned)
    failures.push(`${name} is ${version} in package.json, .node-version says ${pinned}`);
}
if (existsSync("node_modules/.bin/node") && process.version !== `v${pinned}`) {
  failures.push(
    `this script runs on Node.js ${process.version}, not the pinned ${pinned} in node_modules/.bin: run it through npm`,
  );
}

for (const failure of failures) console.error(`✖ ${failure}`);
if (failures.length > 0) process.exit(1);
console.info(`Node.js ${process.version}, as pinned`);

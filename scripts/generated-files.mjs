// Files generated from the database the migrations build (`npm run gen:types`, `npm run gen:schema`). One database
// serves every file asked for: `npm run check:generated` (a gate step) builds it once for both checks.
import { readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";

import { openDatabase } from "@tapsheet/local-supabase";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * Renders each file (`{ target, command, render(db) }`) and writes it, or with `check` writes nothing and fails
 * the run (exit code 1) when a file differs from what the migrations give.
 */
export async function generate(files, { check }) {
  const { db } = await openDatabase({ supabaseDir: fileURLToPath(new URL("../supabase", import.meta.url)) });
  try {
    for (const { target, command, render } of files) {
      const text = await render(db);
      const name = relative(ROOT, target);
      if (!check) {
        writeFileSync(target, text);
        console.info(`Wrote ${target}`);
      } else if (readFileSync(target, "utf8") !== text) {
        console.error(
          `${name} does not match the schema the migrations build. Run \`${command}\` and commit the result.`,
        );
        process.exitCode = 1;
      } else {
        console.info(`${name} matches the migrations.`);
      }
    }
  } finally {
    await db.close();
  }
}

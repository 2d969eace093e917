import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { STAFF_ROLES } from "@common/staff-roles";

import { STAGES } from "./records";

/** The database's schema as the migrations leave it (npm run gen:schema writes it). */
const SCHEMA = readFileSync("supabase/schema.sql", "utf8");

/** The values a CHECK constraint `column = ANY (ARRAY[...])` allows, in its order. */
function allowedValues(constraint: string): string[] {
  const line = SCHEMA.split("\n").find((text) => text.includes(`constraint ${constraint} CHECK`));
  if (!line) throw new Error(`${constraint} is not in supabase/schema.sql`);
  return [...line.matchAll(/'([^']+)'::text/g)].map((match) => match[1] ?? "");
}

describe("the desk's lists are the database's", () => {
  it("has exactly the roles staff_members allows (the one list the desk, staff-admin and npm run staff use)", () => {
    expect([...STAFF_ROLES]).toEqual(allowedValues("staff_members_role_check"));
  });

  it("has exactly the stages candidates allows, in the pipeline's order", () => {
    expect([...STAGES]).toEqual(allowedValues("candidates_stage_check"));
  });
});

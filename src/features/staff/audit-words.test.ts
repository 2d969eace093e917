import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { AUDIT_ACTIONS, auditWords } from "./audit-words";
import type { AuditEntry } from "./schemas/records";

/** The actions the database allows in the audit log, read from the generated schema. */
function databaseActions(): string[] {
  const schema = readFileSync("supabase/schema.sql", "utf8");
  const check = /constraint audit_log_action_check CHECK \(\(action = ANY \(ARRAY\[(.*?)\]\)\)\)/.exec(
    schema,
  );
  if (!check?.[1]) throw new Error("audit_log_action_check not found in supabase/schema.sql");
  return [...check[1].matchAll(/'([a-z_]+)'::text/g)].map((match) => match[1] ?? "");
}

function entry(action: string, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    created_at: "2026-11-27T10:00:00Z",
    actor_email: "hank@tapsheet.example",
    action,
    target_type: "application",
    target_id: "00000000-0000-4000-8000-000000000001",
    detail: {},
    target_name: "Ada Lovelace",
    target_erased: false,
    ...overrides,
  };
}

describe("the audit log in words", () => {
  it("has words for every action the database allows, and for no other", () => {
    expect([...AUDIT_ACTIONS].sort()).toEqual(databaseActions().sort());
    for (const action of databaseActions()) {
      const words = auditWords(entry(action));
      expect(words, action).toContain("by hank@tapsheet.example");
      expect(words, action).not.toContain("_");
      expect(words, action).not.toMatch(/undefined|null|\[object/);
    }
  });

  it("names the application while it has a name, and never after erasure", () => {
    expect(auditWords(entry("resume_viewed"))).toBe("Ada Lovelace's resume viewed by hank@tapsheet.example");
    const erased = { target_name: null, target_erased: true };
    for (const action of ["application_opened", "resume_viewed", "stage_changed", "note_added"]) {
      expect(auditWords(entry(action, erased)), action).toMatch(/an erased application/i);
    }
    expect(auditWords(entry("application_opened", erased))).toBe(
      "An erased application opened by hank@tapsheet.example",
    );
  });

  it("says what a list showed and what changed", () => {
    expect(
      auditWords(entry("signups_listed", { target_type: "signups", detail: { role: "vc", rows: 3 } })),
    ).toBe("Sign-ups list viewed by hank@tapsheet.example (filters: role vc)");
    expect(auditWords(entry("stage_changed", { detail: { from: "screening", to: "interview" } }))).toBe(
      "Ada Lovelace's application moved from Screening to Interview by hank@tapsheet.example",
    );
    expect(
      auditWords(
        entry("staff_role_changed", {
          target_type: "staff_member",
          detail: { email: "ada@tapsheet.example", from: "hiring", to: "admin" },
        }),
      ),
    ).toBe("Role of ada@tapsheet.example changed from hiring to admin by hank@tapsheet.example");
    expect(auditWords(entry("audit_exported", { target_type: "audit_log", detail: { rows: 2 } }))).toBe(
      "Audit log exported by hank@tapsheet.example: 2 entries",
    );
  });
});

// The staff roles, the one list the desk, the staff-admin function and `npm run staff` use; a test holds it to the
// database's CHECK on staff_members.role (src/features/staff/schemas/records.test.ts).

export const STAFF_ROLES = ["admin", "hiring", "editor", "growth"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

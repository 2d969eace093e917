// Inviting and removing staff members, the one implementation behind `npm run staff` (scripts/staff.mjs) and the
// desk's staff-admin Edge Function (decisions 035 and 044). Users are found, created and deleted through Supabase
// Auth's admin API with the service role; the membership row itself is read and written by the caller, each its own
// way (the script with the service role, the function with the admin's token through add_staff_member and
// remove_staff_member), so the audit log names who did it.
//
// An invitation never adopts a stranger: an address that already has an Auth user who is not staff is refused unless
// the caller says `adopt`, after reading ADOPT_EXPLANATION.

import { mailAddress } from "./mail-address.ts";
import { Refusal } from "./refusal.ts";
import type { StaffRole } from "./staff-roles.ts";

const USERS_PER_PAGE = 1000;

/** The Auth admin API of the project, with the service role. */
export interface AuthAdmin {
  url: string;
  serviceKey: string;
}

/** How the caller reads and writes the membership row. */
export interface Membership {
  /** The member's role, or null when the user is not staff. */
  roleOf(userId: string): Promise<string | null>;
  /** Makes the user a member with this role (again: changes the role). */
  write(userId: string, email: string, role: StaffRole): Promise<void>;
  /** Ends the membership; false when the user was not a member. */
  end(userId: string): Promise<boolean>;
}

const ADOPT_EXPLANATION =
  "Inviting it would adopt that user: whoever already controls it (its sessions, its sign-in codes, an " +
  "authenticator it may have set up) would become staff. It may belong to someone who signed up elsewhere on this " +
  "project, or to whoever created it to be adopted. Check that the user is the person you mean to invite; then " +
  "invite again with --adopt (in the desk: adopt). Otherwise delete that user first and invite the address anew.";

/** The address as stored and compared (trimmed, lower case), or null when it is not one plain address. */
export function staffAddress(value: string): string | null {
  return mailAddress(value.trim().toLowerCase());
}

async function admin(auth: AuthAdmin, path: string, init: RequestInit = {}): Promise<Response> {
  return await fetch(`${auth.url}/auth/v1/admin/${path}`, {
    ...init,
    headers: {
      apikey: auth.serviceKey,
      Authorization: `Bearer ${auth.serviceKey}`,
      "Content-Type": "application/json",
    },
    signal: AbortSignal.timeout(15_000),
  });
}

/** The id of the Auth user with this address (lower case), if any; the admin API lists users page by page. */
async function findUserId(auth: AuthAdmin, email: string): Promise<string | undefined> {
  for (let page = 1; ; page += 1) {
    const response = await admin(auth, `users?page=${page}&per_page=${USERS_PER_PAGE}`);
    if (!response.ok) throw new Error(`Listing users answered ${response.status}`);
    const { users } = (await response.json()) as { users: { id: string; email?: string }[] };
    const user = users.find((candidate) => candidate.email?.toLowerCase() === email);
    if (user) return user.id;
    if (users.length < USERS_PER_PAGE) return undefined;
  }
}

export interface Invited {
  userId: string;
  /** The role before, when the user was already staff. */
  previousRole: string | null;
  /** The Auth user existed and was not staff: it was adopted (only with `adopt`). */
  adopted: boolean;
}

/** Makes `email` a member with `role`, creating its Auth user when there is none. */
export async function inviteMember(
  auth: AuthAdmin,
  membership: Membership,
  email: string,
  role: StaffRole,
  { adopt = false }: { adopt?: boolean } = {},
): Promise<Invited> {
  let userId = await findUserId(auth, email);
  const previousRole = userId ? await membership.roleOf(userId) : null;
  const adopted = userId !== undefined && previousRole === null;
  if (adopted && !adopt) {
    throw new Refusal(
      409,
      `${email} already has a user on this project who is not staff. ${ADOPT_EXPLANATION}`,
    );
  }
  if (!userId) {
    const created = await admin(auth, "users", {
      method: "POST",
      body: JSON.stringify({ email, email_confirm: true }),
    });
    if (!created.ok) throw new Error(`Creating the user ${email} answered ${created.status}`);
    userId = ((await created.json()) as { id: string }).id;
  }
  if (previousRole !== role) await membership.write(userId, email, role);
  return { userId, previousRole, adopted };
}

/** Ends the membership of `userId` and deletes its Auth user (and so its sessions). */
export async function removeMember(auth: AuthAdmin, membership: Membership, userId: string): Promise<void> {
  if (!(await membership.end(userId))) throw new Refusal(404, "Not a staff member");
  const deleted = await admin(auth, `users/${userId}`, { method: "DELETE" });
  if (!deleted.ok && deleted.status !== 404) {
    throw new Error(`The membership ended, but deleting the user answered ${deleted.status}`);
  }
}

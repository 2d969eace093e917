// `npm run staff -- <command>`: who may use the staff desk (docs/decisions/035-staff-desk.md).
//
//   invite <email> --role admin|hiring|editor|growth [--adopt]
//                                               creates the Auth user if needed and makes them a member with that
//                                               role (run it again to change the role); an address that already
//                                               has a user who is not staff is refused unless --adopt is given
//                                               (the refusal says what adopting means)
//   remove <email>                              ends their membership and deletes their Auth user (and sessions)
//   reset-authenticator <email>                 deletes their authenticator and ends all their sessions; the next
//                                               sign-in (with a new e-mail code) sets up a new one
//
// It talks to the embedded API on http://127.0.0.1:54321 by default, or to a hosted project when SUPABASE_URL and
// SUPABASE_SERVICE_ROLE_KEY are set, with the service role: through Supabase Auth's admin API for users and
// authenticators and the Data API for public.staff_members (whose triggers put invitations and removals in the
// audit log, as "service role"). Invite and remove are common/staff-membership.ts, as in the desk's staff-admin
// function. Exit codes: 0 done (or nothing to do), 1 failed, 2 wrong usage.
import { parseArgs } from "node:util";

import { createClient } from "@supabase/supabase-js";
import { Refusal } from "../common/refusal.ts";
import { inviteMember, removeMember, staffAddress } from "../common/staff-membership.ts";
import { isStaffRole, STAFF_ROLES } from "../common/staff-roles.ts";
import { serviceTarget } from "./service-target.mjs";

const USERS_PER_PAGE = 1000;
const USAGE = [
  "Usage:",
  `  npm run staff -- invite <email> --role ${STAFF_ROLES.join("|")} [--adopt]`,
  "  npm run staff -- remove <email>",
  "  npm run staff -- reset-authenticator <email>",
].join("\n");

class StaffError extends Error {}

/** @param {string} message */
function usage(message) {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

/** Where the command talks to, for messages. */
let apiUrl = "";

/**
 * @param {string} action what was being done
 * @param {{ message: string } | null} error
 */
function fail(action, error) {
  if (!error) return;
  const unreachable = /fetch failed|network|ECONNREFUSED/i.test(error.message)
    ? ` (nothing answered at ${apiUrl}: start the embedded API with \`npm run api\`, or set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY for a hosted project)`
    : "";
  throw new StaffError(`${action}: ${error.message}${unreachable}`);
}

/**
 * The Auth user with this address, if any (the admin API lists users page by page).
 * @param {import("@supabase/supabase-js").SupabaseClient} client
 * @param {string} email lower-case
 */
async function findUser(client, email) {
  for (let page = 1; ; page += 1) {
    const { data, error } = await client.auth.admin.listUsers({ page, perPage: USERS_PER_PAGE });
    fail("Listing users", error);
    const user = data.users.find((candidate) => candidate.email?.toLowerCase() === email);
    if (user) return user;
    if (data.users.length < USERS_PER_PAGE) return undefined;
  }
}

/**
 * The membership as this command writes it: public.staff_members with the service role.
 * @param {import("@supabase/supabase-js").SupabaseClient} client
 * @returns {import("../common/staff-membership.ts").Membership}
 */
function membership(client) {
  return {
    async roleOf(userId) {
      const { data, error } = await client
        .from("staff_members")
        .select("role")
        .eq("user_id", userId)
        .maybeSingle();
      fail("Reading staff_members", error);
      return data?.role ?? null;
    },
    async write(userId, email, role) {
      const { error } = await client
        .from("staff_members")
        .upsert({ user_id: userId, email, role }, { onConflict: "user_id" });
      fail(`Writing staff_members for ${email}`, error);
    },
    async end(userId) {
      const { data, error } = await client
        .from("staff_members")
        .delete()
        .eq("user_id", userId)
        .select("role");
      fail("Removing from staff_members", error);
      return (data ?? []).length > 0;
    },
  };
}

/**
 * Runs a change, turning a refusal into this command's error and an unreachable API into its advice.
 * @template T
 * @param {string} action
 * @param {() => Promise<T>} change
 * @returns {Promise<T>}
 */
async function attempt(action, change) {
  try {
    return await change();
  } catch (error) {
    if (error instanceof Refusal || error instanceof StaffError) {
      throw new StaffError(error.message);
    }
    fail(action, { message: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}

/**
 * @param {import("@supabase/supabase-js").SupabaseClient} client
 * @param {import("../common/staff-membership.ts").AuthAdmin} auth
 * @param {string} email
 * @param {import("../common/staff-roles.ts").StaffRole} role
 * @param {boolean} adopt
 */
async function invite(client, auth, email, role, adopt) {
  const invited = await attempt(`Inviting ${email}`, () =>
    inviteMember(auth, membership(client), email, role, { adopt }),
  );
  if (invited.previousRole === role) {
    console.info(`${email} is already a staff member as ${role}; nothing changed.`);
    return;
  }
  console.info(
    invited.previousRole
      ? `${email} is now ${role} (was ${invited.previousRole}).`
      : `${invited.adopted ? "Adopted the existing user" : "Invited"} ${email} as ${role}. Tell them to open /staff ` +
          "on the site: they sign in with a code sent to this address, then set up an authenticator app.",
  );
}

/**
 * @param {import("@supabase/supabase-js").SupabaseClient} client
 * @param {import("../common/staff-membership.ts").AuthAdmin} auth
 * @param {string} email
 */
async function remove(client, auth, email) {
  const user = await findUser(client, email);
  const role = user ? await membership(client).roleOf(user.id) : null;
  if (!user || !role) {
    console.info(`${email} is not a staff member; nothing changed.`);
    return;
  }
  await attempt(`Removing ${email}`, () => removeMember(auth, membership(client), user.id));
  console.info(`Removed ${email} (was ${role}); their user and sessions are deleted.`);
}

/**
 * @param {import("@supabase/supabase-js").SupabaseClient} client
 * @param {string} email
 */
async function resetAuthenticator(client, email) {
  const user = await findUser(client, email);
  if (!user) throw new StaffError(`There is no user with the address ${email}.`);
  const { data, error } = await client.auth.admin.mfa.listFactors({ userId: user.id });
  fail(`Listing the authenticators of ${email}`, error);
  const factors = data?.factors ?? [];
  for (const factor of factors) {
    const deleted = await client.auth.admin.mfa.deleteFactor({ userId: user.id, id: factor.id });
    fail(`Deleting an authenticator of ${email}`, deleted.error);
  }
  // Nothing signed in before the reset may enrol the next authenticator: only a new e-mail code does.
  const ended = await client.rpc("end_staff_sessions", { member_id: user.id });
  fail(`Ending the sessions of ${email}`, ended.error);
  console.info(
    (factors.length === 0
      ? `${email} has no authenticator; at their next sign-in they set one up.`
      : `Deleted ${factors.length} authenticator${factors.length === 1 ? "" : "s"} of ${email}; at their next ` +
        "sign-in they set up a new one.") + ` Ended ${String(ended.data)} session(s).`,
  );
}

async function main() {
  /** @type {ReturnType<typeof parseArgs>} */
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { role: { type: "string" }, adopt: { type: "boolean" } },
    });
  } catch (error) {
    return usage(error instanceof Error ? error.message : String(error));
  }
  const [command, rawEmail, ...rest] = parsed.positionals;
  const role = parsed.values.role;
  if (!command) return usage("Name a command.");
  if (!["invite", "remove", "reset-authenticator"].includes(command))
    return usage(`Unknown command: ${command}`);
  if (!rawEmail || rest.length > 0) return usage(`${command} takes one e-mail address.`);
  const email = staffAddress(rawEmail);
  if (!email) return usage(`Not one plain e-mail address: ${rawEmail}`);
  if (command === "invite" && !isStaffRole(role))
    return usage(`invite needs --role ${STAFF_ROLES.join("|")}.`);
  if (command !== "invite" && role !== undefined) return usage(`${command} takes no --role.`);
  const adopt = parsed.values.adopt === true;
  if (command !== "invite" && adopt) return usage(`${command} takes no --adopt.`);

  const api = await serviceTarget();
  apiUrl = api.url;
  const client = createClient(api.url, api.key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const auth = { url: api.url, serviceKey: api.key };
  if (command === "invite" && isStaffRole(role)) await invite(client, auth, email, role, adopt);
  else if (command === "remove") await remove(client, auth, email);
  else await resetAuthenticator(client, email);
}

try {
  await main();
} catch (error) {
  if (!(error instanceof StaffError)) {
    console.error(`npm run staff failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  console.error(error.message);
  process.exit(1);
}

// `npm run staff -- <command>`: who may use the staff desk (docs/decisions/035-staff-desk.md).
//
//   invite <email> --role admin|hiring|editor   creates the Auth user if needed and makes them a member with that
//                                               role (run it again to change the role)
//   remove <email>                              ends their membership and deletes their Auth user (and sessions)
//   reset-authenticator <email>                 deletes their authenticator and ends all their sessions; the next
//                                               sign-in (with a new e-mail code) sets up a new one
//
// It talks to the embedded API on http://127.0.0.1:54321 by default, or to a hosted project when SUPABASE_URL and
// SUPABASE_SERVICE_ROLE_KEY are set, with the service role: through Supabase Auth's admin API for users and
// authenticators and the Data API for public.staff_members (whose triggers put invitations and removals in the
// audit log, as "service role"). Exit codes: 0 done (or nothing to do), 1 failed, 2 wrong usage.
import { parseArgs } from "node:util";

import { createClient } from "@supabase/supabase-js";
import { serviceTarget } from "./service-target.mjs";

const ROLES = ["admin", "hiring", "editor"];
/** As the forms' e-mail rule (src/config/limits.ts). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERS_PER_PAGE = 1000;
const USAGE = [
  "Usage:",
  "  npm run staff -- invite <email> --role admin|hiring|editor",
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
 * @param {import("@supabase/supabase-js").SupabaseClient} client
 * @param {string} userId
 * @returns {Promise<{ role: string } | undefined>}
 */
async function findMember(client, userId) {
  const { data, error } = await client
    .from("staff_members")
    .select("role")
    .eq("user_id", userId)
    .maybeSingle();
  fail("Reading staff_members", error);
  return data ?? undefined;
}

/**
 * @param {import("@supabase/supabase-js").SupabaseClient} client
 * @param {string} email
 * @param {string} role
 */
async function invite(client, email, role) {
  let user = await findUser(client, email);
  if (!user) {
    const { data, error } = await client.auth.admin.createUser({ email, email_confirm: true });
    fail(`Creating the user ${email}`, error);
    user = data.user ?? undefined;
    if (!user) throw new StaffError(`Creating the user ${email}: Auth returned no user`);
  }
  const member = await findMember(client, user.id);
  if (member?.role === role) {
    console.info(`${email} is already a staff member as ${role}; nothing changed.`);
    return;
  }
  const { error } = await client
    .from("staff_members")
    .upsert({ user_id: user.id, email, role }, { onConflict: "user_id" });
  fail(`Writing staff_members for ${email}`, error);
  console.info(
    member
      ? `${email} is now ${role} (was ${member.role}).`
      : `Invited ${email} as ${role}. Tell them to open /staff on the site: they sign in with a code sent to this ` +
          "address, then set up an authenticator app.",
  );
}

/**
 * @param {import("@supabase/supabase-js").SupabaseClient} client
 * @param {string} email
 */
async function remove(client, email) {
  const user = await findUser(client, email);
  const member = user ? await findMember(client, user.id) : undefined;
  if (!user || !member) {
    console.info(`${email} is not a staff member; nothing changed.`);
    return;
  }
  const { error } = await client.from("staff_members").delete().eq("user_id", user.id);
  fail(`Removing ${email} from staff_members`, error);
  const deleted = await client.auth.admin.deleteUser(user.id);
  fail(`Deleting the user ${email} (they are no longer staff, but can still sign in)`, deleted.error);
  console.info(`Removed ${email} (was ${member.role}); their user and sessions are deleted.`);
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
    parsed = parseArgs({ allowPositionals: true, options: { role: { type: "string" } } });
  } catch (error) {
    return usage(error instanceof Error ? error.message : String(error));
  }
  const [command, rawEmail, ...rest] = parsed.positionals;
  const role = parsed.values.role;
  if (!command) return usage("Name a command.");
  if (!["invite", "remove", "reset-authenticator"].includes(command))
    return usage(`Unknown command: ${command}`);
  if (!rawEmail || rest.length > 0) return usage(`${command} takes one e-mail address.`);
  const email = rawEmail.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) return usage(`Not an e-mail address: ${rawEmail}`);
  if (command === "invite" && (typeof role !== "string" || !ROLES.includes(role))) {
    return usage(`invite needs --role ${ROLES.join("|")}.`);
  }
  if (command !== "invite" && role !== undefined) return usage(`${command} takes no --role.`);

  const api = await serviceTarget();
  apiUrl = api.url;
  const client = createClient(api.url, api.key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  if (command === "invite") await invite(client, email, String(role));
  else if (command === "remove") await remove(client, email);
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

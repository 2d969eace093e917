/**
 * `npm run staff` (decision 035), run as staff run it: the real script in a child process, with the service role,
 * against the embedded API's Auth and Data APIs; then the invited member signs in with an e-mailed code and an
 * authenticator, as the desk does, and reads what their role allows.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";

import { describe, expect, it } from "vitest";

import { totpCode } from "@tapsheet/local-supabase";

import { refreshWith, signInAtAal2, signInWithCode, staffAddress } from "./support/auth";
import { useLocalSupabase } from "./support/local-supabase";

const execute = promisify(execFile);
const backend = useLocalSupabase({ clients: "one" });

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

async function staff(...args: string[]): Promise<Outcome> {
  try {
    const { stdout, stderr } = await execute(process.execPath, ["scripts/staff.mjs", ...args], {
      env: {
        ...process.env,
        SUPABASE_URL: backend.url,
        SUPABASE_SERVICE_ROLE_KEY: backend.api.serviceRoleKey,
      },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

async function member(email: string) {
  return backend.api.query<{ role: string; invited_by: string | null }>(
    "select role, invited_by from public.staff_members where email = $1",
    [email],
  );
}

async function audit(email: string) {
  return backend.api.query<{ action: string; actor_email: string; actor_id: string | null }>(
    "select action, actor_email, actor_id from public.audit_log where detail ->> 'email' = $1 order by id",
    [email],
  );
}

describe("npm run staff", () => {
  it("invites, changes the role on a second invitation, and says when nothing changes", async () => {
    const email = staffAddress("invitee");
    const first = await staff("invite", email.toUpperCase(), "--role", "hiring");
    expect(first).toMatchObject({ code: 0 });
    expect(first.stdout).toContain(`Invited ${email} as hiring`);
    expect(await member(email)).toEqual([{ role: "hiring", invited_by: null }]);

    const again = await staff("invite", email, "--role", "hiring");
    expect(again.stdout).toContain("already a staff member as hiring; nothing changed");
    const promoted = await staff("invite", email, "--role", "admin");
    expect(promoted.stdout).toContain(`${email} is now admin (was hiring)`);
    expect(await member(email)).toEqual([{ role: "admin", invited_by: null }]);

    const { data } = await backend.service.auth.admin.listUsers();
    expect(data.users.filter((user) => user.email === email)).toHaveLength(1);
    expect(await audit(email)).toEqual([
      { action: "staff_invited", actor_email: "service role", actor_id: null },
      { action: "staff_role_changed", actor_email: "service role", actor_id: null },
    ]);
  });

  it("refuses to adopt an existing user who is not staff, says what adopting means, and adopts with --adopt", async () => {
    const email = staffAddress("stranger");
    const { data: created } = await backend.service.auth.admin.createUser({ email, email_confirm: true });
    const refused = await staff("invite", email, "--role", "admin");
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${email} already has a user on this project who is not staff`);
    expect(refused.stderr).toContain("--adopt");
    expect(await member(email)).toEqual([]);
    expect(await audit(email)).toEqual([]);

    const adopted = await staff("invite", email, "--role", "hiring", "--adopt");
    expect(adopted).toMatchObject({ code: 0 });
    expect(adopted.stdout).toContain(`Adopted the existing user ${email} as hiring`);
    expect(
      await backend.api.query("select user_id from public.staff_members where email = $1", [email]),
    ).toEqual([{ user_id: created.user?.id }]);
    expect((await staff("remove", email, "--adopt")).code).toBe(2);
  });

  it("lets the invited member in with an e-mailed code and an authenticator, to what their role reads", async () => {
    const email = staffAddress("hiring");
    expect((await staff("invite", email, "--role", "hiring")).code).toBe(0);
    const { client } = await signInAtAal2(backend, email);
    const list = await client.from("candidates").select("id, stage").limit(1);
    expect(list.error).toBeNull();
    const signups = await client.from("signups").select("id");
    expect(signups).toMatchObject({ error: { code: "42501" }, data: null });
    const own = await client.from("staff_members").select("email, role");
    expect(own.data).toEqual([{ email, role: "hiring" }]);
  });

  it("removes a member: the row, the user and their sessions go; a second removal says so", async () => {
    const email = staffAddress("leaver");
    expect((await staff("invite", email, "--role", "editor")).code).toBe(0);
    const { client } = await signInAtAal2(backend, email);

    const removed = await staff("remove", email);
    expect(removed).toMatchObject({ code: 0 });
    expect(removed.stdout).toContain(`Removed ${email} (was editor)`);
    expect(await member(email)).toEqual([]);
    const { data } = await backend.service.auth.admin.listUsers();
    expect(data.users.some((user) => user.email === email)).toBe(false);
    expect((await client.from("staff_members").select("role")).data ?? []).toEqual([]);
    expect((await audit(email)).map((entry) => entry.action)).toEqual(["staff_invited", "staff_removed"]);

    const again = await staff("remove", email);
    expect(again).toMatchObject({ code: 0 });
    expect(again.stdout).toContain(`${email} is not a staff member; nothing changed.`);
  });

  it("resets a lost authenticator: the next sign-in enrols a new one", async () => {
    const email = staffAddress("lost-phone");
    expect((await staff("invite", email, "--role", "hiring")).code).toBe(0);
    const { secret, client: before, session } = await signInAtAal2(backend, email);
    expect(secret).toBeTruthy();
    await backend.admitResume("before-reset");
    const applications = () => before.from("candidates").select("id").limit(1);
    expect((await applications()).data).toHaveLength(1);

    const reset = await staff("reset-authenticator", email);
    expect(reset).toMatchObject({ code: 0 });
    expect(reset.stdout).toContain(`Deleted 1 authenticator of ${email}`);
    expect(reset.stdout).toContain("Ended 1 session(s).");
    // The old access token reads nothing, and the old refresh token neither refreshes nor enrols.
    expect((await applications()).data).toEqual([]);
    expect((await refreshWith(backend, session.refresh_token)).error).toMatchObject({
      code: "refresh_token_not_found",
    });
    expect((await before.auth.mfa.enroll({ factorType: "totp" })).error).not.toBeNull();
    const factorsOf = `select f.id from auth.mfa_factors f join auth.users u on u.id = f.user_id where u.email = $1`;
    expect(await backend.api.query(factorsOf, [email])).toEqual([]);

    await backend.api.query(
      `update auth.users set recovery_sent_at = recovery_sent_at - interval '61 seconds' where email = $1`,
      [email],
    );
    const { client } = await signInWithCode(backend, email);
    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.totp ?? []).toEqual([]);
    const enrolled = await client.auth.mfa.enroll({ factorType: "totp" });
    expect(enrolled.error).toBeNull();
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: enrolled.data?.id ?? "",
      code: totpCode(enrolled.data?.totp.secret ?? ""),
    });
    expect(verified.error).toBeNull();
    expect((await staff("reset-authenticator", staffAddress("nobody"))).code).toBe(1);
  });

  it.each([
    [[], "Name a command."],
    [["promote", "a@b.co"], "Unknown command: promote"],
    [["invite", "a@b.co"], "invite needs --role admin|hiring|editor|growth."],
    [["invite", "a@b.co", "--role", "owner"], "invite needs --role admin|hiring|editor|growth."],
    [["invite", "not-an-address", "--role", "admin"], "Not one plain e-mail address: not-an-address"],
    [["invite", "a@b.co.", "--role", "admin"], "Not one plain e-mail address: a@b.co."],
    [["remove", "a@b.co", "--role", "admin"], "remove takes no --role."],
    [["remove"], "remove takes one e-mail address."],
  ])("refuses %j with exit code 2: %s", async (args, message) => {
    const outcome = await staff(...args);
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toContain(message);
    expect(outcome.stderr).toContain("npm run staff -- invite <email> --role admin|hiring|editor|growth");
  });

  it("says where it looked when nothing answers, and exits 1", async () => {
    const failure = await execute(process.execPath, ["scripts/staff.mjs", "remove", "a@b.co"], {
      env: { ...process.env, SUPABASE_URL: "http://127.0.0.1:9", SUPABASE_SERVICE_ROLE_KEY: "key" },
    }).catch((error: unknown) => error as { code: number; stderr: string });
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain("nothing answered at http://127.0.0.1:9");
  });

  it("refuses to run with only one of the hosted project's settings", async () => {
    const failure = await execute(process.execPath, ["scripts/staff.mjs", "remove", "a@b.co"], {
      env: { ...process.env, SUPABASE_URL: backend.url, SUPABASE_SERVICE_ROLE_KEY: "" },
    }).catch((error: unknown) => error as { code: number; stderr: string });
    expect(failure).toMatchObject({ code: 2 });
    expect((failure as { stderr: string }).stderr).toContain(
      "Set both SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY",
    );
  });
});

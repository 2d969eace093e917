/**
 * Beta waves, invitations and referrals (decision 053) on the embedded API with the real beta-mail function under
 * Deno: a wave takes exactly the first people in line, nobody is invited twice, an invitation's token is taken
 * once and not after it expires, and a referral counts only when confirmed and never from the referrer's own
 * mailbox.
 */
import { beforeAll, describe, expect, it } from "vitest";

import { confirmationToken, TEST_SITE_URL, useBetaMailFunctions } from "./support/mail-functions";
import { useLocalSupabase, validSignup } from "./support/local-supabase";
import { ANON, rpcAs, signedIn, type Caller } from "./support/staff";

const backend = useLocalSupabase();
const mail = useBetaMailFunctions(backend);
let admin: Caller;

beforeAll(async () => {
  admin = await signedIn(backend, "admin", "admin", "aal2");
}, 60_000);

const address = (label: string) => `${label}.${crypto.randomUUID().slice(0, 8)}@example.com`;

/** Confirmed sign-ups written one after another, as if each had clicked its link. */
async function confirmedSignups(count: number, label: string): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, index) => address(`${label}${index}`));
  for (const email of emails) {
    await backend.api.query(
      `insert into public.signups (name, email, company, role, source, confirmed_at)
       values ('Ada Park', $1, 'Northwind Ventures', 'vc', 'linkedin', now())`,
      [email],
    );
  }
  return emails;
}

async function rpc<T>(caller: Caller, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const response = await rpcAs(backend, caller, name, args);
  const body = (await response.json()) as unknown;
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${JSON.stringify(body)}`);
  return body as T;
}

async function invitationLinks(email: string): Promise<string[]> {
  return (await mail.mailTo(email))
    .filter((message) => message.subject === "Your invitation to the Tapsheet beta")
    .map(
      (message) =>
        new RegExp(`${TEST_SITE_URL}/beta/welcome\\?token=([A-Za-z0-9_-]+)`).exec(message.text)?.[1] ?? "",
    );
}

/** A wave of the sign-ups made from `from` on, sent now and drained. */
async function sendWave(from: string, size: number): Promise<string> {
  const wave = await rpc<string>(admin, "create_beta_wave", { signed_up_from: from, wave_size: size });
  await rpc(admin, "send_beta_wave", { wave_id: wave });
  await mail.drain();
  return wave;
}

const now = async () => (await backend.api.query<{ now: Date }>("select now()"))[0]?.now.toISOString() ?? "";

describe("waves", () => {
  it("a wave of 3 from 5 confirmed sign-ups invites exactly the first 3 in line, once, after it is sent", async () => {
    const from = await now();
    const emails = await confirmedSignups(5, "wave");
    await backend.api.query(
      `insert into public.signups (name, email, company, role) values ('Ada Park', $1, 'Northwind Ventures', 'vc')`,
      [address("unconfirmed")],
    );

    const preview = await rpc<{ email: string; place: number }[]>(admin, "preview_beta_wave", {
      signed_up_from: from,
      wave_size: 3,
    });
    expect(preview.map((row) => row.email)).toEqual(emails.slice(0, 3));

    const wave = await rpc<string>(admin, "create_beta_wave", { signed_up_from: from, wave_size: 3 });
    // Selected is not sent: nothing leaves until staff send the wave.
    await mail.drain();
    for (const email of emails) expect(await invitationLinks(email)).toEqual([]);
    const members = await rpc<{ email: string; status: string; invited_at: string | null }[]>(
      admin,
      "beta_wave_members",
      { wave_id: wave },
    );
    expect(members.map((row) => [row.email, row.status, row.invited_at])).toEqual(
      emails.slice(0, 3).map((email) => [email, "selected", null]),
    );

    expect(await rpc<number>(admin, "send_beta_wave", { wave_id: wave })).toBe(3);
    await mail.drain();
    await mail.drain();
    for (const email of emails.slice(0, 3)) expect(await invitationLinks(email)).toHaveLength(1);
    for (const email of emails.slice(3)) expect(await invitationLinks(email)).toEqual([]);
    const [listed] = (
      await rpc<{ id: string; sent: number; selected: number }[]>(admin, "list_beta_waves")
    ).filter((row) => row.id === wave);
    expect(listed).toMatchObject({ selected: 3, sent: 3 });

    // The next wave takes the next people in line, never the invited ones.
    const next = await rpc<{ email: string }[]>(admin, "preview_beta_wave", {
      signed_up_from: from,
      wave_size: 5,
    });
    expect(next.map((row) => row.email)).toEqual(emails.slice(3));

    const actions = await backend.api.query<{ action: string; actor_email: string }>(
      "select action, actor_email from public.audit_log where target_id = $1 order by id",
      [wave],
    );
    expect(actions).toEqual([
      { action: "beta_wave_created", actor_email: admin.email },
      { action: "beta_wave_sent", actor_email: admin.email },
    ]);
  });

  it("refuses a second invitation to the same person, and a cancelled wave gives its people back", async () => {
    const from = await now();
    const [email] = await confirmedSignups(1, "twice");
    const wave = await rpc<string>(admin, "create_beta_wave", { signed_up_from: from, wave_size: 1 });
    const second = await backend.api.query<{ id: string }>(
      `insert into private.beta_waves (created_by_email, wave_size) values ('someone', 1) returning id`,
    );
    await expect(
      backend.api.query(
        `insert into private.beta_invitations (wave_id, signup_id, place)
         select $1, s.id, 1 from public.signups as s where s.email = $2`,
        [second[0]?.id, email],
      ),
    ).rejects.toThrow(/beta_invitations_one_per_signup/);
    await expect(rpc(admin, "create_beta_wave", { signed_up_from: from, wave_size: 1 })).rejects.toThrow(
      /Nobody in line/,
    );

    expect(await rpc<number>(admin, "cancel_beta_wave", { wave_id: wave })).toBe(1);
    const again = await rpc<{ email: string }[]>(admin, "preview_beta_wave", {
      signed_up_from: from,
      wave_size: 1,
    });
    expect(again.map((row) => row.email)).toEqual([email]);
    const [entry] = await backend.api.query<{ action: string }>(
      "select action from public.audit_log where target_id = $1 order by id desc limit 1",
      [wave],
    );
    expect(entry?.action).toBe("beta_wave_cancelled");
  });

  it("lets only the desk's staff near waves", async () => {
    const hiring = await signedIn(backend, "hiring", "hiring", "aal2");
    for (const caller of [ANON, hiring]) {
      const response = await rpcAs(backend, caller, "list_beta_waves");
      expect(response.ok).toBe(false);
    }
  });
});

describe("invitation tokens", () => {
  it("accepts a token once, refuses it used or past its expiry, and re-sends without telling who is listed", async () => {
    const from = await now();
    const [first, second] = await confirmedSignups(2, "token");
    await sendWave(from, 2);
    const [token] = await invitationLinks(first ?? "");
    const [late] = await invitationLinks(second ?? "");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    const stored = await backend.api.query<{ token_hash: string }>(
      "select token_hash from private.beta_invitation_tokens",
    );
    expect(stored.some((row) => row.token_hash.includes(token ?? "-"))).toBe(false);

    expect(await rpc(ANON, "accept_beta_invitation", { token })).toBe("accepted");
    expect(await rpc(ANON, "accept_beta_invitation", { token })).toBe("used");
    expect(await rpc(ANON, "accept_beta_invitation", { token: "x".repeat(43) })).toBe("invalid");

    await backend.api.query(
      `update private.beta_invitation_tokens set expires_at = now() - interval '1 second'
        where invitation_id in (select i.id from private.beta_invitations as i join public.signups as s
                                    on s.id = i.signup_id where s.email = $1)`,
      [second],
    );
    expect(await rpc(ANON, "accept_beta_invitation", { token: late })).toBe("expired");
    const accepted = await backend.api.query<{ email: string; accepted: boolean }>(
      `select s.email, i.accepted_at is not null as accepted
         from private.beta_invitations as i join public.signups as s on s.id = i.signup_id
        where s.email = any($1) order by s.email = $2 desc`,
      [[first, second], first],
    );
    expect(accepted).toEqual([
      { email: first, accepted: true },
      { email: second, accepted: false },
    ]);

    // Asking again answers alike for a listed and an unknown address; a new link goes out once the last is old.
    expect(await rpc(ANON, "request_beta_invitation", { address: second })).toBe("requested");
    expect(await rpc(ANON, "request_beta_invitation", { address: address("stranger") })).toBe("requested");
    await mail.drain();
    expect(await invitationLinks(second ?? "")).toHaveLength(1);
    await backend.api.query(
      `update private.outbox set created_at = created_at - interval '15 days'
        where kind = 'beta_invitation' and signup_id = (select id from public.signups where email = $1)`,
      [second],
    );
    expect(await rpc(ANON, "request_beta_invitation", { address: second })).toBe("requested");
    await mail.drain();
    const links = await invitationLinks(second ?? "");
    expect(links).toHaveLength(2);
    expect(await rpc(ANON, "accept_beta_invitation", { token: links[1] })).toBe("accepted");
    expect(await rpc(ANON, "request_beta_invitation", { address: first })).toBe("requested");
    await mail.drain();
    expect(await invitationLinks(first ?? "")).toHaveLength(1);
  });
});

describe("referrals", () => {
  /** Signs up through the public key (as the form does) and confirms through the mailed link. */
  async function signUpAndConfirm(email: string, referredWith?: string): Promise<string> {
    const { error } = await backend.anon
      .from("signups")
      .insert(validSignup({ email, ...(referredWith ? { referred_with: referredWith } : {}) }));
    if (error) throw new Error(error.message);
    await mail.drain();
    const token = confirmationToken((await mail.mailTo(email)).at(-1));
    expect(await rpc(ANON, "confirm_signup", { token })).toBe("confirmed");
    return token;
  }

  /**
   * Signs up through the public key with a second address of a mailbox that already had its confirmation today
   * (so none is mailed), and confirms it as its link would.
   */
  async function signUpSameMailbox(email: string, referredWith: string): Promise<void> {
    const { error } = await backend.anon
      .from("signups")
      .insert(validSignup({ email, referred_with: referredWith }));
    if (error) throw new Error(error.message);
    await backend.api.query("update public.signups set confirmed_at = now() where email = $1", [email]);
  }

  interface Place {
    place: number;
    referral_code: string;
    referrals: number;
  }

  it("moves the referrer up once per confirmed mailbox, never for their own, and shows it only to them", async () => {
    await confirmedSignups(6, "ahead");
    const referrer = `pat.lee.${crypto.randomUUID().slice(0, 6)}@gmail.com`;
    const token = await signUpAndConfirm(referrer);
    const before = await rpc<Place>(ANON, "signup_place", { token });
    expect(before.place).toBeGreaterThan(6);
    expect(before.referral_code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(before.referrals).toBe(0);

    // The referrer's own mailbox (+tags, Gmail dots) counts not at all.
    const [local] = referrer.split("@");
    await signUpSameMailbox(`${local?.replaceAll(".", "")}+again@googlemail.com`, before.referral_code);
    expect(await rpc<Place>(ANON, "signup_place", { token })).toMatchObject({
      place: before.place,
      referrals: 0,
    });
    const referredBy = async (email: string) =>
      (
        await backend.api.query<{ referred_by: string | null }>(
          "select referred_by from public.signups where email = $1",
          [email],
        )
      )[0]?.referred_by;
    expect(await referredBy(`${local?.replaceAll(".", "")}+again@googlemail.com`)).toBeNull();

    // A stranger's sign-up counts once it is confirmed, and once per mailbox.
    const friend = address("friend");
    const { error } = await backend.anon
      .from("signups")
      .insert(validSignup({ email: friend, referred_with: before.referral_code }));
    expect(error).toBeNull();
    expect((await rpc<Place>(ANON, "signup_place", { token })).place).toBe(before.place);
    await mail.drain();
    const friendToken = confirmationToken((await mail.mailTo(friend)).at(-1));
    expect(await rpc(ANON, "confirm_signup", { token: friendToken })).toBe("confirmed");
    expect(await rpc<Place>(ANON, "signup_place", { token })).toMatchObject({
      place: before.place - 5,
      referrals: 1,
    });
    await signUpSameMailbox(friend.replace("@", "+2@"), before.referral_code);
    expect((await rpc<Place>(ANON, "signup_place", { token })).referrals).toBe(1);

    // Nobody else learns a place or a code, and nobody names a referrer directly.
    expect(await rpc(ANON, "signup_place", { token: "y".repeat(43) })).toBeNull();
    const [row] = await backend.api.query<{ id: string }>("select id from public.signups where email = $1", [
      referrer,
    ]);
    const direct = await backend.anon
      .from("signups")
      .insert(validSignup({ email: address("direct"), referred_by: row?.id }));
    expect(direct.error?.message).toMatch(/permission denied/);
  });
});

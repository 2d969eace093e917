// @ts-check
/**
 * E-mailed one-time codes (supabase/auth internal/api/mail.go and verify.go): a 6-digit code, stored only as
 * GoTrue's hash in the user's `recovery_token` (sign-in) or `confirmation_token` (invitation) and in
 * auth.one_time_tokens; one e-mail per address per minute; valid for ten minutes and once. Wrong codes slow the guesser
 * (verify-limits.mjs) and never void the outstanding code.
 */
import { AuthError, generateOtp, tokenHash } from "./gotrue-model.mjs";

/**
 * @typedef {import("@electric-sql/pglite").Transaction} Transaction
 * @typedef {import("./gotrue-model.mjs").UserRow} UserRow
 * @typedef {"recovery_token" | "confirmation_token"} CodeKind
 */

/** How long an e-mailed code is valid (GOTRUE_MAILER_OTP_EXP, config.toml's otp_expiry). */
const OTP_VALID_SECONDS = 600;

/** @param {CodeKind} kind */
const sentAtColumn = (kind) => (kind === "recovery_token" ? "recovery_sent_at" : "confirmation_sent_at");

/**
 * Records `hash` as the user's outstanding code of `kind`, replacing any earlier one.
 * @param {Transaction} tx
 * @param {UserRow} user
 * @param {CodeKind} kind
 * @param {string} hash
 */
export async function storeCode(tx, user, kind, hash) {
  await tx.query(`update auth.users set ${kind} = $2, ${sentAtColumn(kind)} = now() where id = $1`, [
    user.id,
    hash,
  ]);
  await tx.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to)
     values (gen_random_uuid(), $1, $2, $3, $4)
     on conflict on constraint one_time_tokens_user_id_token_type_key
     do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to, updated_at = now()`,
    [user.id, kind, hash, user.email ?? ""],
  );
}

/**
 * Mails the user a new code (sendMagicLink, sendInvite), at most once per `backend.codeMailIntervalSeconds` per
 * address (GOTRUE_SMTP_MAX_FREQUENCY; hosted's default is a minute): sooner is 429 over_email_send_rate_limit, and
 * nothing is sent.
 * @param {Transaction} tx
 * @param {{
 *   sendMail: (message: { to: string, subject: string, text: string }) => void,
 *   codeMailIntervalSeconds: number,
 * }} backend
 * @param {UserRow} user
 * @param {CodeKind} kind
 */
export async function sendCode(tx, backend, user, kind) {
  const sentAt = user[sentAtColumn(kind)];
  if (sentAt) {
    const left = Math.floor(
      (new Date(sentAt).getTime() + backend.codeMailIntervalSeconds * 1000 - Date.now()) / 1000,
    );
    if (left > 0) {
      throw new AuthError(
        429,
        "over_email_send_rate_limit",
        `For security purposes, you can only request this after ${left} seconds.`,
      );
    }
  }
  const email = user.email ?? "";
  const code = generateOtp();
  await storeCode(tx, user, kind, tokenHash(email, code));
  const purpose = kind === "recovery_token" ? "sign-in" : "invitation";
  backend.sendMail({
    to: email,
    subject: kind === "recovery_token" ? "Your sign-in code" : "You have been invited",
    text:
      `Your ${purpose} code is ${code}.\n\n` +
      "It works once, within ten minutes. If you did not ask for it, ignore this e-mail.\n",
  });
}

/**
 * Whether `hash` is the user's outstanding code of `kind` and still young enough (isOtpValid).
 * @param {UserRow} user
 * @param {CodeKind} kind
 * @param {string} hash
 */
export function matchesToken(user, kind, hash) {
  const expected = user[kind];
  const sentAt = user[sentAtColumn(kind)];
  if (!expected || !sentAt) return false;
  if (Date.now() > new Date(sentAt).getTime() + OTP_VALID_SECONDS * 1000) return false;
  return expected === hash;
}

/**
 * Voids the user's outstanding code of `kind` once it is used.
 * @param {Transaction} tx
 * @param {string} userId
 * @param {CodeKind} kind
 */
export async function clearToken(tx, userId, kind) {
  await tx.query(`update auth.users set ${kind} = '' where id = $1`, [userId]);
  await tx.query(`delete from auth.one_time_tokens where user_id = $1 and token_type = $2`, [userId, kind]);
}

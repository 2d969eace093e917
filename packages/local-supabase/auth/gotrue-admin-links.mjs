// @ts-check
/**
 * Invitations and generated sign-in codes for the admin API (supabase/auth internal/api invite.go, mail.go
 * adminGenerateLink).
 */
import { sendCode, storeCode } from "./gotrue-codes.mjs";
import {
  AuthError,
  createUser,
  findUser,
  generateOtp,
  tokenHash,
  userJson,
  validateEmail,
} from "./gotrue-model.mjs";
import { objectOrUndefined } from "./gotrue-model.mjs";

/**
 * @typedef {import("@electric-sql/pglite").Transaction} Transaction
 * @typedef {import("./gotrue.mjs").AuthRequest} AuthRequest
 * @typedef {import("./gotrue.mjs").AuthAnswer} AuthAnswer
 * @typedef {import("./gotrue-model.mjs").UserRow} UserRow
 */

/**
 * `POST /invite` with `{ email, data }` (invite.go): creates the user, unconfirmed and invited, and mails a code
 * that `verify` (type `invite` or `email`) accepts once within the hour.
 * @param {Transaction} tx
 * @param {AuthRequest} request
 * @returns {Promise<AuthAnswer>}
 */
export async function invite(tx, request) {
  const email = validateEmail(request.body.email);
  const existing = await findUser(tx, "u.email = $1 and u.aud = 'authenticated'", [email]);
  if (existing?.email_confirmed_at) {
    throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
  }
  const user =
    existing ??
    (await createUser(tx, { email, userMetadata: objectOrUndefined(request.body.data), invited: true }));
  await tx.query(`update auth.users set invited_at = now() where id = $1`, [user.id]);
  await sendCode(tx, request.backend, user, "confirmation_token");
  const fresh = /** @type {UserRow} */ (await findUser(tx, "u.id = $1", [user.id]));
  return { status: 200, body: await userJson(tx, fresh) };
}

/**
 * `POST /admin/generate_link` with `{ type: "magiclink", email }` (adminGenerateLink): a code for an existing user
 * without mailing it, answered as `email_otp` and `hashed_token` with the user. Other types are not served.
 * @param {Transaction} tx
 * @param {AuthRequest} request
 * @returns {Promise<AuthAnswer>}
 */
export async function generateLink(tx, request) {
  if (request.body.type !== "magiclink") {
    throw new AuthError(400, "validation_failed", "Only magiclink links are generated here");
  }
  const email = validateEmail(request.body.email);
  const user = await findUser(tx, "u.email = $1 and u.aud = 'authenticated'", [email]);
  if (!user) throw new AuthError(404, "user_not_found", "User with this email not found");
  const code = generateOtp();
  const hash = tokenHash(email, code);
  await storeCode(tx, user, "recovery_token", hash);
  const issuer = request.backend.issuer();
  const fresh = /** @type {UserRow} */ (await findUser(tx, "u.id = $1", [user.id]));
  return {
    status: 200,
    body: {
      ...(await userJson(tx, fresh)),
      action_link: `${issuer}/verify?token=${hash}&type=magiclink&redirect_to=${encodeURIComponent(request.backend.siteUrl)}`,
      email_otp: code,
      hashed_token: hash,
      verification_type: "magiclink",
      redirect_to: request.backend.siteUrl,
    },
  };
}

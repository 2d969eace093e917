// @ts-check
/**
 * Signing in with an e-mailed one-time code: `POST /otp` mails it, `POST /verify` exchanges it for a session
 * (otp.go, magic_link.go, mail.go, verify.go).
 */
import { clearToken, matchesToken, sendCode } from "./gotrue-codes.mjs";
import { AuthError, findUser, tokenHash, validateEmail } from "./gotrue-model.mjs";
import { issueSession } from "./gotrue-tokens.mjs";

/**
 * @typedef {import("@electric-sql/pglite").Transaction} Transaction
 * @typedef {import("./gotrue-model.mjs").UserRow} UserRow
 * @typedef {import("./gotrue.mjs").AuthRequest} AuthRequest
 * @typedef {import("./gotrue.mjs").AuthAnswer} AuthAnswer
 */

/**
 * `POST /otp` with `{ email, create_user, data, … }` (otp.go, magic_link.go): mails an existing user a code (a
 * PKCE client's code challenge changes nothing for a code verified by POST, as in GoTrue). An
 * unknown address is refused as hosted refuses it: with `create_user: false`, 422 otp_disabled; otherwise, since
 * sign-ups are off here as on the project, 422 signup_disabled. Nothing is mailed then.
 * @param {Transaction} tx
 * @param {AuthRequest} request
 * @returns {Promise<AuthAnswer>}
 */
export async function sendOtp(tx, request) {
  const { body } = request;
  if (typeof body.phone === "string" && body.phone !== "") {
    throw new AuthError(400, "phone_provider_disabled", "Unsupported phone provider");
  }
  const challenge = typeof body.code_challenge === "string" ? body.code_challenge : "";
  const challengeMethod = typeof body.code_challenge_method === "string" ? body.code_challenge_method : "";
  if ((challenge === "") !== (challengeMethod === "")) {
    throw new AuthError(
      400,
      "validation_failed",
      "PKCE flow requires code_challenge_method and code_challenge",
    );
  }
  const email = validateEmail(body.email);
  const user = await findUser(tx, "u.email = $1 and u.aud = 'authenticated'", [email]);
  if (!user) {
    if (body.create_user === false) throw new AuthError(422, "otp_disabled", "Signups not allowed for otp");
    throw new AuthError(422, "signup_disabled", "Signups not allowed for this instance");
  }
  await sendCode(tx, request.backend, user, "recovery_token");
  return { status: 200, body: {} };
}

/**
 * `POST /verify` with `{ type, email, token }` or `{ type, token_hash }` (verify.go verifyPost): the code, once,
 * within its ten minutes, signs the user in (amr `otp`, aal1) and confirms the address.
 * @param {Transaction} tx
 * @param {AuthRequest} request
 * @returns {Promise<AuthAnswer>}
 */
export async function verifyOtp(tx, request) {
  const { body } = request;
  const type = body.type;
  if (typeof type !== "string" || type === "") {
    throw new AuthError(400, "validation_failed", "Verify requires a verification type");
  }
  const code = typeof body.token === "string" ? body.token : "";
  const givenHash = typeof body.token_hash === "string" ? body.token_hash : "";
  if ((code === "") === (givenHash === "")) {
    throw new AuthError(400, "validation_failed", "Verify requires either a token or a token hash");
  }
  /** @type {("recovery_token" | "confirmation_token")[]} */
  const kinds =
    type === "email"
      ? ["confirmation_token", "recovery_token"]
      : type === "magiclink" || type === "recovery"
        ? ["recovery_token"]
        : type === "signup" || type === "invite"
          ? ["confirmation_token"]
          : [];
  if (kinds.length === 0) throw new AuthError(400, "validation_failed", "Unsupported verification type");
  const invalid = () => new AuthError(403, "otp_expired", "Token has expired or is invalid");

  /** @type {UserRow | undefined} */
  let user;
  let hash = givenHash;
  // Guesses are counted by address for codes and together for token hashes (verify-limits.mjs).
  let subject = "token_hash";
  if (code !== "") {
    if (typeof body.phone === "string" && body.phone !== "" && !body.email) {
      throw new AuthError(
        400,
        "validation_failed",
        "Only an email address or phone number should be provided on verify",
      );
    }
    let email;
    try {
      email = validateEmail(body.email);
    } catch {
      throw new AuthError(422, "validation_failed", "Invalid email format");
    }
    hash = tokenHash(email, code);
    subject = `email:${email}`;
    user = await findUser(tx, "u.email = $1 and u.aud = 'authenticated'", [email]);
  } else {
    const found = await tx.query(`select user_id from auth.one_time_tokens where token_hash = $1`, [
      givenHash,
    ]);
    const userId = /** @type {{ user_id: string } | undefined} */ (found.rows[0])?.user_id;
    user = userId ? await findUser(tx, "u.id = $1", [userId]) : undefined;
  }
  const guess = { subject, address: request.ip };
  request.backend.guesses.check(guess);
  if (!user) {
    request.backend.guesses.fail(guess);
    throw invalid();
  }
  if (user.banned_until && new Date(user.banned_until) > new Date()) {
    throw new AuthError(403, "user_banned", "User is banned");
  }
  /** @type {"recovery_token" | "confirmation_token" | undefined} */
  let matched;
  for (const kind of kinds) {
    if (matchesToken(user, kind, hash)) {
      matched = kind;
      break;
    }
  }
  if (!matched) {
    request.backend.guesses.fail(guess);
    throw invalid();
  }
  request.backend.guesses.succeed(guess);
  await clearToken(tx, user.id, matched);
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
      where id = $1`,
    [user.id],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb
      where user_id = $1 and provider = 'email'`,
    [user.id],
  );
  const confirmed = /** @type {UserRow} */ (await findUser(tx, "u.id = $1", [user.id]));
  const context = {
    issuer: request.backend.issuer(),
    jwtSecret: request.backend.jwtSecret,
    userAgent: request.userAgent,
    ip: request.ip,
  };
  return { status: 200, body: await issueSession(tx, confirmed, "otp", context) };
}

// @ts-check
/**
 * The admin part of the Auth API the staff tool uses with the service-role key (supabase/auth internal/api
 * admin.go, invite.go, mail.go adminGenerateLink, pagination.go): users (list, create, read, delete), their
 * factors (list, delete), invitations and generated sign-in codes (gotrue-admin-links.mjs). Any other caller gets
 * 403 not_admin.
 */
import { deleteFactor } from "./gotrue-mfa.mjs";
import {
  AuthError,
  createUser,
  factorJson,
  findUser,
  isUuid,
  userJson,
  validateEmail,
  objectOrUndefined,
} from "./gotrue-model.mjs";
import { generateLink, invite } from "./gotrue-admin-links.mjs";

/**
 * @typedef {import("@electric-sql/pglite").Transaction} Transaction
 * @typedef {import("./gotrue.mjs").AuthRequest} AuthRequest
 * @typedef {import("./gotrue.mjs").AuthAnswer} AuthAnswer
 * @typedef {import("./gotrue-model.mjs").UserRow} UserRow
 */

/** GOTRUE_JWT_ADMIN_ROLES' default. */
const ADMIN_ROLES = new Set(["service_role", "supabase_admin"]);
const DEFAULT_PER_PAGE = 50;

/**
 * @param {Transaction} tx
 * @param {AuthRequest} request
 * @param {string} path "/invite" or "/admin/…"
 * @returns {Promise<AuthAnswer>}
 */
export async function handleAdmin(tx, request, path) {
  const header = request.req.headers.authorization;
  if (typeof header !== "string" || !/^Bearer\s+\S+$/i.test(header.trim())) {
    throw new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token");
  }
  if (!request.claims) {
    throw new AuthError(
      403,
      "bad_jwt",
      `invalid JWT: unable to parse or verify signature, ${request.tokenError}`,
    );
  }
  if (!ADMIN_ROLES.has(String(request.claims.role)))
    throw new AuthError(403, "not_admin", "User not allowed");

  const method = request.req.method ?? "GET";
  if (path === "/invite" && method === "POST") return invite(tx, request);
  if (path === "/admin/generate_link" && method === "POST") return generateLink(tx, request);
  if (path === "/admin/users" && method === "GET") return listUsers(tx, request);
  if (path === "/admin/users" && method === "POST") return createUserAnswer(tx, request);
  const match = /^\/admin\/users\/([^/]+)(?:\/factors(?:\/([^/]+))?)?$/.exec(path);
  if (match?.[1]) {
    const userId = decodeURIComponent(match[1]);
    if (!isUuid(userId)) throw new AuthError(404, "validation_failed", "user_id must be an UUID");
    const user = await findUser(tx, "u.id = $1", [userId]);
    if (!user) throw new AuthError(404, "user_not_found", "User not found");
    const factorsPath = path.includes("/factors");
    if (!factorsPath && method === "GET") return { status: 200, body: await userJson(tx, user) };
    if (!factorsPath && method === "DELETE") return deleteUser(tx, request, user);
    if (factorsPath && match[2] === undefined && method === "GET") {
      const factors = await tx.query(
        `select * from auth.mfa_factors where user_id = $1 order by created_at`,
        [user.id],
      );
      return { status: 200, body: factors.rows.map((row) => factorJson(row)) };
    }
    if (factorsPath && match[2] !== undefined && method === "DELETE") {
      const factorId = decodeURIComponent(match[2]);
      if (!isUuid(factorId)) throw new AuthError(404, "validation_failed", "factor_id must be an UUID");
      const found = await tx.query(`select * from auth.mfa_factors where id = $1 and user_id = $2`, [
        factorId,
        user.id,
      ]);
      const factor = /** @type {Record<string, unknown> | undefined} */ (found.rows[0]);
      if (!factor) throw new AuthError(404, "mfa_factor_not_found", "Factor not found");
      await deleteFactor(tx, factorId);
      return { status: 200, body: factorJson(factor) };
    }
  }
  throw new AuthError(404, "not_found", "Not found");
}

/**
 * @param {Transaction} tx
 * @param {string} email
 */
async function refuseDuplicate(tx, email) {
  if (await findUser(tx, "u.email = $1 and u.aud = 'authenticated'", [email])) {
    throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
  }
}

/**
 * `POST /admin/users` with `{ email, email_confirm, user_metadata, app_metadata, role }` (adminUserCreate; e-mail
 * users only, no passwords: nobody signs in with one here).
 * @param {Transaction} tx
 * @param {AuthRequest} request
 * @returns {Promise<AuthAnswer>}
 */
async function createUserAnswer(tx, request) {
  const { body } = request;
  if (typeof body.phone === "string" && body.phone !== "") {
    throw new AuthError(400, "validation_failed", "Phone users are not supported here");
  }
  if (!body.email) {
    throw new AuthError(400, "validation_failed", "Cannot create a user without either an email or phone");
  }
  if (body.password !== undefined || body.password_hash !== undefined) {
    throw new AuthError(400, "validation_failed", "Passwords are not supported here");
  }
  const email = validateEmail(body.email);
  await refuseDuplicate(tx, email);
  const user = await createUser(tx, {
    email,
    userMetadata: objectOrUndefined(body.user_metadata),
    appMetadata: objectOrUndefined(body.app_metadata),
    confirmed: body.email_confirm === true,
    role: typeof body.role === "string" ? body.role : undefined,
  });
  if (body.email_confirm === true) {
    await tx.query(
      `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb
        where user_id = $1`,
      [user.id],
    );
  }
  return { status: 200, body: await userJson(tx, user) };
}

/**
 * `GET /admin/users?page=&per_page=` (adminUsers): newest first, with GoTrue's Link and X-Total-Count headers.
 * @param {Transaction} tx
 * @param {AuthRequest} request
 * @returns {Promise<AuthAnswer>}
 */
async function listUsers(tx, request) {
  const query = request.url.searchParams;
  const parse = (/** @type {string} */ name, /** @type {number} */ fallback) => {
    const raw = query.get(name) ?? "";
    if (raw === "") return fallback;
    if (!/^\d+$/.test(raw)) {
      throw new AuthError(400, "validation_failed", `Bad Pagination Parameters: invalid ${name}`);
    }
    return Number(raw);
  };
  const page = Math.max(1, parse("page", 1));
  const perPage = Math.max(1, parse("per_page", DEFAULT_PER_PAGE));
  const total = Number(
    /** @type {{ count: number }} */ (
      (await tx.query(`select count(*)::int as count from auth.users where aud = 'authenticated'`)).rows[0]
    ).count,
  );
  const rows = /** @type {UserRow[]} */ (
    (
      await tx.query(
        `select * from auth.users where aud = 'authenticated' order by created_at desc, id limit $1 offset $2`,
        [perPage, (page - 1) * perPage],
      )
    ).rows
  );
  const users = [];
  for (const row of rows) users.push(await userJson(tx, row));
  const totalPages = Math.ceil(total / perPage);
  const link = (/** @type {number} */ target) => {
    const params = new URLSearchParams(query);
    params.set("page", String(target));
    const sorted = new URLSearchParams(
      [...params.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    return `</admin/users?${sorted.toString()}>`;
  };
  const links = [
    ...(totalPages > page ? [`${link(page + 1)}; rel="next"`] : []),
    `${link(totalPages)}; rel="last"`,
  ];
  return {
    status: 200,
    body: { users, aud: "authenticated" },
    headers: { Link: links.join(", "), "X-Total-Count": String(total) },
  };
}

/**
 * `DELETE /admin/users/<id>` with `{ should_soft_delete }` (adminUserDelete): removes the user with their
 * identities, sessions and factors; a soft delete keeps the row, marked deleted, without address or metadata.
 * @param {Transaction} tx
 * @param {AuthRequest} request
 * @param {UserRow} user
 * @returns {Promise<AuthAnswer>}
 */
async function deleteUser(tx, request, user) {
  if (request.body.should_soft_delete === true) {
    if (!user.deleted_at) {
      await tx.query(
        `update auth.users set deleted_at = now(), email = null, phone = null, raw_app_meta_data = '{}',
                raw_user_meta_data = '{}', updated_at = now() where id = $1`,
        [user.id],
      );
      await tx.query(`delete from auth.identities where user_id = $1`, [user.id]);
      await tx.query(`delete from auth.mfa_factors where user_id = $1`, [user.id]);
      await tx.query(`delete from auth.sessions where user_id = $1`, [user.id]);
    }
    return { status: 200, body: {} };
  }
  await tx.query(`delete from auth.users where id = $1`, [user.id]);
  return { status: 200, body: {} };
}

// What stays private, and the keyless unsubscribe function that must answer without a key: resumes are readable
// by staff only, and a signed-in user who is not staff reads nothing from the staff desk's tables (decision 035).
import {
  Problem,
  REAPPLY,
  RESUME_BUCKET,
  api,
  asPublic,
  asStaff,
  config,
  describe,
  expectRefused,
  send,
} from "./context.mjs";
import { created, run } from "./test-data.mjs";

/**
 * Mail clients unsubscribe with a keyless POST (RFC 8058; decision 027): the function must be deployed, without JWT
 * verification, and answer an unknown token as such.
 */
export async function checkUnsubscribeFunction() {
  const answer = await send(`${config.url}/functions/v1/unsubscribe?token=${"0".repeat(43)}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  const status = /** @type {{ status?: unknown } | undefined} */ (answer.json)?.status;
  if (answer.status === 404 && status === "invalid") return "answers a keyless one-click POST";
  if (answer.status === 401) {
    throw new Problem(
      `a keyless POST was refused (${describe(answer)})`,
      "deploy it with JWT verification off: `supabase functions deploy unsubscribe` reads verify_jwt = false from supabase/config.toml; in the dashboard, turn off the function's Enforce JWT verification.",
    );
  }
  throw new Problem(
    `a one-click POST with an unknown token answered ${describe(answer)}`,
    answer.status === 404
      ? "deploy it: `supabase functions deploy unsubscribe`."
      : "set its secrets (SITE_URL) and check its logs in the dashboard; `supabase db push` for its database functions.",
  );
}

export async function checkResumesPrivate() {
  const name = /** @type {string} */ (created.objectName);
  const fix = `the resumes bucket must be private with no anon SELECT policy on storage.objects; ${REAPPLY}`;
  const listed = await asPublic(`/storage/v1/object/list/${RESUME_BUCKET}`, {
    method: "POST",
    body: JSON.stringify({ prefix: created.candidateId, limit: 10 }),
  });
  // Storage answers a list it may not show with an empty array, so an empty list is a refusal too.
  if (listed.status === 200 && Array.isArray(listed.json) && listed.json.length > 0) {
    throw new Problem("the public key can list objects in the resumes bucket", fix);
  }
  for (const path of [
    `/object/${RESUME_BUCKET}/${name}`,
    `/object/authenticated/${RESUME_BUCKET}/${name}`,
    `/object/public/${RESUME_BUCKET}/${name}`,
  ]) {
    expectRefused(
      `download a resume (${path.split("/").slice(0, 3).join("/")}/…)`,
      await asPublic(`/storage/v1${path}`),
      fix,
    );
  }
  expectRefused(
    "create a signed download URL for a resume",
    await asPublic(`/storage/v1/object/sign/${RESUME_BUCKET}/${name}`, {
      method: "POST",
      body: JSON.stringify({ expiresIn: 60 }),
    }),
    fix,
  );
  return "cannot list, download or sign a resume";
}

/** What a signed-in user who is not staff must read from the staff desk's tables: nothing (decision 035). */
const STAFF_TABLES = [
  ["candidates", "id"],
  ["signups", "id"],
  ["staff_members", "user_id"],
  ["application_events", "id"],
  ["audit_log", "id"],
];

/**
 * Signs in a throwaway user who is not staff (created with the Auth admin API, signed in with a one-time code it
 * generates, as anyone could once sign-ups are on) and proves that their session reads no applications, sign-ups,
 * staff, timeline or audit log, runs none of the desk's functions and reaches no resume. The user is deleted in
 * the clean-up.
 */
export async function checkSignedInNonStaff() {
  const email = `deploy-check-session+${run}@example.invalid`;
  const fix = `row-level security must name staff roles (private.has_staff_role) on every staff table; ${REAPPLY}`;
  const createdUser = await asStaff("/auth/v1/admin/users", {
    method: "POST",
    body: JSON.stringify({ email, email_confirm: true }),
  });
  const userId = /** @type {{ id?: unknown } | undefined} */ (createdUser.json)?.id;
  if (createdUser.status !== 200 || typeof userId !== "string") {
    throw new Problem(
      `the Auth admin API could not create a test user (${describe(createdUser)})`,
      "enable Auth for this project (Authentication → Sign In / Providers → Email) and use its service-role key.",
    );
  }
  created.userId = userId;
  const link = await asStaff("/auth/v1/admin/generate_link", {
    method: "POST",
    body: JSON.stringify({ type: "magiclink", email }),
  });
  const tokenHash = /** @type {{ hashed_token?: unknown } | undefined} */ (link.json)?.hashed_token;
  if (link.status !== 200 || typeof tokenHash !== "string") {
    throw new Problem(
      `generating a sign-in code answered ${describe(link)}`,
      "check Auth's logs in the dashboard.",
    );
  }
  const verified = await asPublic("/auth/v1/verify", {
    method: "POST",
    body: JSON.stringify({ type: "email", token_hash: tokenHash }),
  });
  const session = /** @type {{ access_token?: unknown } | undefined} */ (verified.json)?.access_token;
  if (verified.status !== 200 || typeof session !== "string") {
    throw new Problem(
      `signing the test user in answered ${describe(verified)}`,
      "check Auth's logs in the dashboard.",
    );
  }
  /** @param {string} path @param {RequestInit} [init] */
  const asUser = (path, init) =>
    api(path, {
      ...init,
      headers: { apikey: config.anonKey, authorization: `Bearer ${session}`, ...init?.headers },
    });

  for (const [table, column] of STAFF_TABLES) {
    const answer = await asUser(`/rest/v1/${table}?select=${column}&limit=5`);
    if (answer.status === 200 && Array.isArray(answer.json) && answer.json.length > 0) {
      throw new Problem(
        `a signed-in user who is not staff reads ${answer.json.length} rows of ${table}`,
        fix,
      );
    }
    if (answer.status !== 200 && (answer.status < 400 || answer.status >= 500)) {
      throw new Problem(`reading ${table} as a signed-in user answered ${describe(answer)}`, REAPPLY);
    }
  }
  for (const [name, body] of /** @type {const} */ ([
    ["export_signups", {}],
    ["open_application", { application_id: created.candidateId ?? crypto.randomUUID() }],
  ])) {
    const answer = await asUser(`/rest/v1/rpc/${name}`, { method: "POST", body: JSON.stringify(body) });
    if (answer.status !== 403) {
      throw new Problem(`${name} as a signed-in user who is not staff answered ${describe(answer)}`, fix);
    }
  }
  const objectName = created.objectName;
  if (!objectName) return "reads no staff table and runs no desk function (no test resume to try)";
  const listed = await asUser(`/storage/v1/object/list/${RESUME_BUCKET}`, {
    method: "POST",
    body: JSON.stringify({ prefix: created.candidateId, limit: 10 }),
  });
  if (listed.status === 200 && Array.isArray(listed.json) && listed.json.length > 0) {
    throw new Problem("a signed-in user who is not staff can list resumes", fix);
  }
  const signed = await asUser(`/storage/v1/object/sign/${RESUME_BUCKET}/${objectName}`, {
    method: "POST",
    body: JSON.stringify({ expiresIn: 60 }),
  });
  expectRefused("create a signed URL for a resume when signed in without being staff", signed, fix);
  expectRefused(
    "download a resume when signed in without being staff",
    await asUser(`/storage/v1/object/authenticated/${RESUME_BUCKET}/${objectName}`),
    fix,
  );
  return "reads no applications, sign-ups, staff, timeline or audit log, runs no desk function, reaches no resume";
}

// `npm run check:deploy`: checks a live Supabase project (and, with SITE_URL, the deployed site) end to end
// after `supabase db push` and after each deploy (decision 019).
//
//   SUPABASE_URL=… SUPABASE_ANON_KEY=… SUPABASE_SERVICE_ROLE_KEY=… [SITE_URL=…] [MAIL_TEST_TO=…] npm run check:deploy
//
// It prints one line per check (✔ or ✖, with what to do about a failure), then a summary, and exits 1 when any
// check failed. What it stores to test the write paths (a sign-up and an application with an @example.invalid
// address, a one-page PDF) is removed with the service role at the end, whatever failed on the way, and its
// abuse-budget records are removed with it; so is the throwaway Auth user it signs in to prove that a session
// without a staff role reads nothing (decision 035). It also reports application and beta mail (failed, waiting) and
// resume bytes against their alert level, and with MAIL_TEST_TO sends a test message there and waits until it has
// gone (check-deploy-mail.mjs, decision 026). Plain Node.js: no installed dependencies.

import { mailChecks } from "./check-deploy-mail.mjs";

const REQUEST_TIMEOUT_MS = 30_000;
const TEST_MARK = "Deployment check (delete me)";
/** The consent record of the test sign-up: the ids the sign-up form sends (SIGNUP_CONSENT_VERSION, PRIVACY_NOTICE_VERSION). */
const SIGNUP_CONSENT_VERSION = "beta-signup-2026-11-25";
const PRIVACY_NOTICE_VERSION = "privacy-2026-11-26";
/** The headers a proxy may use to pass on the client's address; the check forges all three. */
const FORWARDING_HEADERS = ["cf-connecting-ip", "x-forwarded-for", "x-real-ip"];
const RESUME_BUCKET = "resumes";
/** HSTS shorter than a year is not worth its name (the build sends two years, decision 009). */
const MIN_HSTS_SECONDS = 31_536_000;

/** A check's failure: what happened, and what to do about it. */
class Problem extends Error {
  /** @param {string} message @param {string} fix */
  constructor(message, fix) {
    super(message);
    this.fix = fix;
  }
}

/** @type {{ status: "pass" | "fail" | "skip", name: string, text: string }[]} */
const results = [];

/**
 * Runs one check and prints its line. A check returns what it found (printed after its name) or throws a Problem.
 * @param {string} name
 * @param {() => Promise<string>} run
 * @param {string | undefined} [skipReason] when set, the check is not run and says why
 * @returns {Promise<boolean>} whether it passed
 */
async function check(name, run, skipReason) {
  if (skipReason) {
    results.push({ status: "skip", name, text: `not run: ${skipReason}` });
    console.info(`– ${name}: not run (${skipReason})`);
    return false;
  }
  try {
    const found = await run();
    results.push({ status: "pass", name, text: found });
    console.info(`✔ ${name}${found ? `: ${found}` : ""}`);
    return true;
  } catch (error) {
    const text =
      error instanceof Problem
        ? `${error.message} → ${error.fix}`
        : `unexpected error: ${error instanceof Error ? error.message : String(error)} → run it again; if it persists, read the error above.`;
    results.push({ status: "fail", name, text });
    console.info(`✖ ${name}: ${text}`);
    return false;
  }
}

/** @returns {{ url: string, anonKey: string, serviceKey: string, siteUrl: string | undefined, mailTestTo: string | undefined }} */
function settings() {
  const missing = ["SUPABASE_URL", "SUPABASE_ANON_KEY", "SUPABASE_SERVICE_ROLE_KEY"].filter(
    (name) => !process.env[name],
  );
  if (missing.length > 0) {
    console.error(
      `Set ${missing.join(", ")}: SUPABASE_URL=… SUPABASE_ANON_KEY=… SUPABASE_SERVICE_ROLE_KEY=… [SITE_URL=…] npm run check:deploy`,
    );
    process.exit(2);
  }
  return {
    url: String(process.env.SUPABASE_URL).replace(/\/+$/, ""),
    anonKey: String(process.env.SUPABASE_ANON_KEY),
    serviceKey: String(process.env.SUPABASE_SERVICE_ROLE_KEY),
    siteUrl: process.env.SITE_URL ? process.env.SITE_URL.replace(/\/+$/, "") : undefined,
    mailTestTo: process.env.MAIL_TEST_TO || undefined,
  };
}

const config = settings();

/**
 * @typedef {{ status: number, headers: Headers, text: string, json: unknown }} Answer
 * @param {string} url
 * @param {RequestInit & { key?: string }} [init] `key` is sent as apikey and bearer token
 * @returns {Promise<Answer>}
 */
async function send(url, { key, ...init } = {}) {
  const headers = new Headers(init.headers);
  if (key) {
    headers.set("apikey", key);
    headers.set("authorization", `Bearer ${key}`);
  }
  if (typeof init.body === "string" && !headers.has("content-type"))
    headers.set("content-type", "application/json");
  /** @type {Response} */
  let response;
  try {
    response = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    const cause =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : "";
    throw new Problem(
      `${init.method ?? "GET"} ${new URL(url).pathname} got no answer (${cause})`,
      `check that ${new URL(url).origin} is the right address and reachable from here.`,
    );
  }
  const text = await response.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** @param {string} path @param {RequestInit & { key?: string }} [init] */
const api = (path, init) => send(`${config.url}${path}`, init);
/** @param {string} path @param {RequestInit} [init] */
const asPublic = (path, init) => api(path, { key: config.anonKey, ...init });
/** @param {string} path @param {RequestInit} [init] */
const asStaff = (path, init) => api(path, { key: config.serviceKey, ...init });

/** The answer in a few words, for a failure line: status, error code and message. */
function describe(/** @type {Answer} */ answer) {
  const body = /** @type {{ code?: unknown, message?: unknown, error?: unknown } | undefined} */ (
    answer.json && typeof answer.json === "object" ? answer.json : undefined
  );
  const code = body?.code ?? body?.error;
  const message = typeof body?.message === "string" ? body.message : answer.text.slice(0, 160);
  return `HTTP ${answer.status}${code ? `, ${String(code)}` : ""}${message ? `: ${message}` : ""}`;
}

/** @param {string} key @returns {string | undefined} the role a JWT key carries, or what an opaque key is */
function keyRole(key) {
  if (key.startsWith("sb_publishable_")) return "anon";
  if (key.startsWith("sb_secret_")) return "service_role";
  const payload = key.split(".")[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return typeof claims.role === "string" ? claims.role : undefined;
  } catch {
    return undefined;
  }
}

/** @param {string} path @returns {Promise<number>} rows the service role counts */
async function staffCount(path) {
  const answer = await asStaff(path, { method: "HEAD", headers: { Prefer: "count=exact" } });
  const total = answer.headers.get("content-range")?.split("/")[1];
  if (answer.status >= 300 || !total || !/^\d+$/.test(total)) {
    throw new Problem(
      `the service role could not count ${path.split("?")[0]} (HTTP ${answer.status})`,
      REAPPLY,
    );
  }
  return Number(total);
}

/** @param {string} path @returns {Promise<unknown[]>} rows the public key reads */
async function publicRows(path) {
  const answer = await asPublic(path);
  if (answer.status !== 200 || !Array.isArray(answer.json)) {
    throw new Problem(`the public key cannot read ${path.split("?")[0]} (${describe(answer)})`, REAPPLY);
  }
  return answer.json;
}

const REAPPLY =
  "apply the migrations to this project (`supabase db push`), which set the grants and row-level security policies (docs/decisions/002).";

/**
 * A read the public key must be refused: any 4xx passes; a 2xx is the failure named by `what`.
 * @param {string} what
 * @param {Answer} answer
 * @param {string} fix
 */
function expectRefused(what, answer, fix) {
  if (answer.status >= 200 && answer.status < 300) {
    const rows = Array.isArray(answer.json) ? ` (${answer.json.length} rows returned)` : "";
    throw new Problem(`the public key can ${what}${rows}`, fix);
  }
  if (answer.status < 400 || answer.status >= 500) {
    throw new Problem(
      `could not tell whether the public key can ${what} (${describe(answer)})`,
      "run it again.",
    );
  }
}

/** A random address in one of the documentation ranges (RFC 5737), never a real client. */
function forgedAddress(/** @type {string} */ prefix) {
  return `${prefix}.${1 + Math.floor(Math.random() * 254)}`;
}

/** A minimal one-page PDF. */
function testPdf() {
  return new TextEncoder().encode(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
      "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  );
}

// What the check stored, so the clean-up removes exactly that, even after a failure.
const run = crypto.randomUUID();
const created = {
  signupId: /** @type {string | undefined} */ (undefined),
  candidateId: /** @type {string | undefined} */ (undefined),
  objectName: /** @type {string | undefined} */ (undefined),
  uploadUrl: /** @type {string | undefined} */ (undefined),
  userId: /** @type {string | undefined} */ (undefined),
};
/** @type {unknown[] | undefined} */
let budgetSetAside;
/** Public inserts the database admitted (each leaves one budget record for the check's address). */
let admittedInserts = 0;

async function checkKeys() {
  const anonRole = keyRole(config.anonKey);
  if (anonRole && anonRole !== "anon") {
    throw new Problem(
      `SUPABASE_ANON_KEY is the ${anonRole} key, not the public one`,
      "use the anon (or publishable) key from the dashboard's Settings → API Keys.",
    );
  }
  const serviceRole = keyRole(config.serviceKey);
  if (serviceRole && serviceRole !== "service_role") {
    throw new Problem(
      `SUPABASE_SERVICE_ROLE_KEY is the ${serviceRole} key, not the service-role one`,
      "use the service_role (or secret) key from the dashboard's Settings → API Keys.",
    );
  }
  const publicAnswer = await asPublic("/rest/v1/jobs?select=id&limit=1");
  if (publicAnswer.status === 401 || publicAnswer.status === 403) {
    throw new Problem(
      `the project refused SUPABASE_ANON_KEY (${describe(publicAnswer)})`,
      "copy this project's anon (or publishable) key from Settings → API Keys; the site's VITE_SUPABASE_ANON_KEY must be the same.",
    );
  }
  if (publicAnswer.status !== 200) {
    throw new Problem(`reading jobs with the public key answered ${describe(publicAnswer)}`, REAPPLY);
  }
  const staffAnswer = await asStaff("/rest/v1/rpc/deployment_check_request", { method: "POST", body: "{}" });
  if (staffAnswer.status === 401 || staffAnswer.status === 403) {
    throw new Problem(
      `the project refused SUPABASE_SERVICE_ROLE_KEY (${describe(staffAnswer)})`,
      "copy this project's service_role (or secret) key from Settings → API Keys.",
    );
  }
  if (staffAnswer.status === 404) {
    throw new Problem(
      `the function public.deployment_check_request is missing (${describe(staffAnswer)})`,
      "apply the migrations (`supabase db push`); the check needs 20261123120000_deployment_check.sql.",
    );
  }
  if (staffAnswer.status !== 200) {
    throw new Problem(`the service role's call answered ${describe(staffAnswer)}`, REAPPLY);
  }
  return "the public key and the service-role key are this project's";
}

async function checkClientAddress() {
  /** @param {Record<string, string>} headers */
  const ask = (headers) =>
    asStaff("/rest/v1/rpc/deployment_check_request", { method: "POST", body: "{}", headers });
  /** @param {Answer} answer */
  const seen = (answer) => {
    if (answer.status !== 200)
      throw new Problem(`deployment_check_request answered ${describe(answer)}`, REAPPLY);
    return /** @type {{ client_address: string | null, headers: Record<string, string> }} */ (answer.json);
  };
  const forged = {
    "cf-connecting-ip": forgedAddress("203.0.113"),
    "x-forwarded-for": forgedAddress("198.51.100"),
    "x-real-ip": forgedAddress("192.0.2"),
  };
  const plain = seen(await ask({}));
  const forwarded = { "X-Forwarded-For": forged["x-forwarded-for"], "X-Real-IP": forged["x-real-ip"] };
  let answer = await ask({ "CF-Connecting-IP": forged["cf-connecting-ip"], ...forwarded });
  // An edge may refuse a client-sent CF-Connecting-IP outright, which is safe: the other two are then tried alone.
  let refusedNote = "";
  if (answer.status !== 200) {
    refusedNote = `; the host refused a forged CF-Connecting-IP (HTTP ${answer.status})`;
    answer = await ask(forwarded);
  }
  const spoofed = seen(answer);
  const present = FORWARDING_HEADERS.filter((name) => name in spoofed.headers);
  const presentText = present.length > 0 ? present.join(", ") : "none of " + FORWARDING_HEADERS.join(", ");
  const address = spoofed.client_address;
  if (!address) {
    throw new Problem(
      `the database sees no client address (headers that arrived: ${presentText}), so the abuse budgets count nobody per address`,
      "find which header carries the caller's real address on this host and make private.client_address() read it (a one-line migration; docs/decisions/006).",
    );
  }
  const forgedHeader = FORWARDING_HEADERS.find(
    (name) => forged[/** @type {keyof typeof forged} */ (name)] === address,
  );
  if (forgedHeader) {
    throw new Problem(
      `the database took the client address from the forged ${forgedHeader} value (${address}), so anyone can reset their abuse budget by sending that header`,
      "the API (or a proxy in front of it) trusts client-supplied forwarding headers (the embedded API started with TRUST_PROXY=1 does); private.client_address() must read a header the edge overwrites (cf-connecting-ip behind Cloudflare, docs/decisions/006).",
    );
  }
  if (address !== plain.client_address) {
    throw new Problem(
      `the client address changed when forged headers were sent (${plain.client_address ?? "none"} without them, ${address} with them)`,
      "private.client_address() reads something a client can influence; make it read the header the edge sets (docs/decisions/006).",
    );
  }
  const carriers = FORWARDING_HEADERS.filter((name) =>
    (spoofed.headers[name] ?? "").split(",").some((value) => value.trim() === address),
  );
  return `the database sees ${address}, carried by ${carriers.join(" and ") || "no forwarding header"}; forged values ignored (headers that arrived: ${presentText})${refusedNote}`;
}

async function setAsideBudget() {
  const answer = await asStaff("/rest/v1/rpc/deployment_check_set_aside_budget", {
    method: "POST",
    body: "{}",
  });
  if (answer.status !== 200 || !Array.isArray(answer.json)) {
    throw new Problem(`setting this address's budget records aside answered ${describe(answer)}`, REAPPLY);
  }
  budgetSetAside = answer.json;
  return `${answer.json.length} earlier records of this address set aside until the end of the check`;
}

async function checkPublicReads() {
  const jobs = await publicRows("/rest/v1/jobs?select=id");
  // Open by its times, as the policy decides: the clock job may not have flipped a job that opened or closed just now.
  const now = encodeURIComponent(new Date().toISOString());
  const activeJobs = await staffCount(
    `/rest/v1/jobs?select=id&status=in.(scheduled,open)&and=(or(opens_at.is.null,opens_at.lte.${now}),or(closes_at.is.null,closes_at.gt.${now}))`,
  );
  const posts = await publicRows("/rest/v1/blog_posts?select=id");
  const publishedPosts = await staffCount("/rest/v1/blog_posts?select=id&is_draft=eq.false");
  if (jobs.length !== activeJobs) {
    throw new Problem(
      `the public key reads ${jobs.length} jobs but ${activeJobs} are open by their status and times`,
      `the only SELECT policy on public.jobs for anon must be "Open jobs are public" (status and times); ${REAPPLY}`,
    );
  }
  if (posts.length !== publishedPosts) {
    throw new Problem(
      `the public key reads ${posts.length} posts but ${publishedPosts} are published`,
      `the only SELECT policy on public.blog_posts for anon must be "Published posts are public" (using not is_draft); ${REAPPLY}`,
    );
  }
  return `${jobs.length} active jobs and ${posts.length} published posts, nothing else`;
}

/** @param {string} table @param {string} what */
async function checkPublicCannotRead(table, what) {
  expectRefused(
    `read ${what}`,
    await asPublic(`/rest/v1/${table}?select=*&limit=1`),
    `revoke it and drop any anon SELECT policy: \`revoke select on public.${table} from anon, authenticated;\` (docs/decisions/002); ${REAPPLY}`,
  );
  return `refused`;
}

async function checkPublicCannotReachBudgets() {
  const fix = `the private schema must stay unexposed and these functions executable by service_role only; ${REAPPLY}`;
  expectRefused(
    "read the abuse-budget records (private.budget_hits)",
    await asPublic("/rest/v1/budget_hits?select=*&limit=1", { headers: { "Accept-Profile": "private" } }),
    fix,
  );
  for (const [name, body] of /** @type {const} */ ([
    ["purge_expired_budget_hits", { dry_run: true }],
    [
      "retention_resume_objects",
      { applications_before: new Date().toISOString(), orphans_before: new Date().toISOString() },
    ],
    ["deployment_check_request", {}],
    ["deployment_check_set_aside_budget", {}],
    ["application_mail_report", {}],
    ["beta_mail_report", {}],
    ["queue_application_mail_test", { recipient: "someone@example.com" }],
  ])) {
    expectRefused(
      `call ${name}`,
      await asPublic(`/rest/v1/rpc/${name}`, { method: "POST", body: JSON.stringify(body) }),
      fix,
    );
  }
  return "refused (budget records and the staff functions)";
}

/** @param {string} table @param {string} id */
async function staffHasRow(table, id) {
  return (await staffCount(`/rest/v1/${table}?select=id&id=eq.${id}`)) === 1;
}

async function checkSignupInsert() {
  const id = crypto.randomUUID();
  created.signupId = id;
  const answer = await asPublic("/rest/v1/signups", {
    method: "POST",
    headers: { Prefer: "return=minimal" },
    body: JSON.stringify({
      id,
      name: TEST_MARK,
      email: `deploy-check+${run}@example.invalid`,
      company: TEST_MARK,
      role: "other",
      // The consent record every sign-up carries (decision 027); the form sends the same ids.
      consent_form_version: SIGNUP_CONSENT_VERSION,
      privacy_notice_version: PRIVACY_NOTICE_VERSION,
    }),
  });
  if (answer.status !== 201) {
    throw new Problem(
      `the public key cannot insert a sign-up (${describe(answer)}); the site's sign-up form fails the same way`,
      answer.status === 429
        ? "the abuse budget refused it although this address's records were set aside: check public.api_limits' signup row (docs/decisions/006)."
        : `the INSERT grant and the "Visitors can sign up" policy for anon on public.signups must exist; ${REAPPLY}`,
    );
  }
  admittedInserts += 1;
  if (!(await staffHasRow("signups", id))) {
    throw new Problem("the sign-up was accepted (201) but is not in public.signups", REAPPLY);
  }
  return "stored (test row, removed at the end)";
}

async function checkApplicationInsert() {
  const [job] = await publicRows("/rest/v1/jobs?select=id&limit=1");
  if (!job) {
    throw new Problem(
      "there is no open job, and an application must name one",
      "open a job (status 'open' in public.jobs), then run the check again",
    );
  }
  const id = crypto.randomUUID();
  created.candidateId = id;
  const objectName = `${id}/deployment-check.pdf`;
  const answer = await asPublic("/rest/v1/candidates", {
    method: "POST",
    headers: { Prefer: "return=minimal" },
    body: JSON.stringify({
      id,
      full_name: TEST_MARK,
      email: `deploy-check+${run}@example.invalid`,
      phone: "+1 555 0100",
      resume_url: `${RESUME_BUCKET}/${objectName}`,
      job_id: job.id,
      consent_privacy: true,
    }),
  });
  if (answer.status !== 201) {
    throw new Problem(
      `the public key cannot insert an application (${describe(answer)}); the site's application form fails the same way`,
      answer.status === 429
        ? "the abuse budget refused it although this address's records were set aside: check public.api_limits' application and resume_bytes rows (docs/decisions/006)."
        : `the INSERT grant and the "Applicants must consent" policy for anon on public.candidates must exist; ${REAPPLY}`,
    );
  }
  admittedInserts += 1;
  if (!(await staffHasRow("candidates", id))) {
    throw new Problem("the application was accepted (201) but is not in public.candidates", REAPPLY);
  }
  return "stored (test row, removed at the end)";
}

/** The resumable (TUS) creation and one PATCH, as the site's upload does (docs/decisions/014). */
async function checkResumableUpload() {
  const objectName = `${created.candidateId}/deployment-check.pdf`;
  const bytes = testPdf();
  const metadata = Object.entries({
    bucketName: RESUME_BUCKET,
    objectName,
    contentType: "application/pdf",
    cacheControl: "3600",
  })
    .map(([name, value]) => `${name} ${Buffer.from(value).toString("base64")}`)
    .join(",");
  const endpoint = `${config.url}/storage/v1/upload/resumable`;
  const creation = await send(endpoint, {
    key: config.anonKey,
    method: "POST",
    headers: {
      "Tus-Resumable": "1.0.0",
      "Upload-Length": String(bytes.length),
      "Upload-Metadata": metadata,
      "x-upsert": "false",
    },
  });
  const location = creation.headers.get("location");
  if (creation.status !== 201 || !location) {
    throw new Problem(
      `creating a resumable upload of a resume for the test application answered ${describe(creation)}`,
      `the storage INSERT policy "Applicants can upload the resume of their application" and the private resumes bucket must exist; ${REAPPLY}`,
    );
  }
  created.uploadUrl = new URL(location, endpoint).toString();
  const patch = await send(created.uploadUrl, {
    key: config.anonKey,
    method: "PATCH",
    headers: {
      "Tus-Resumable": "1.0.0",
      "Upload-Offset": "0",
      "Content-Type": "application/offset+octet-stream",
    },
    body: bytes,
  });
  if (patch.status !== 204 || patch.headers.get("upload-offset") !== String(bytes.length)) {
    throw new Problem(
      `sending the resume's bytes answered ${describe(patch)}`,
      "check Storage in the dashboard (Settings → Storage: resumable uploads) and the resumes bucket's limits.",
    );
  }
  created.objectName = objectName;
  created.uploadUrl = undefined;
  const listed = await asStaff(`/storage/v1/object/list/${RESUME_BUCKET}`, {
    method: "POST",
    body: JSON.stringify({ prefix: created.candidateId, limit: 10 }),
  });
  const names = Array.isArray(listed.json) ? listed.json.map((entry) => entry?.name) : [];
  if (!names.includes("deployment-check.pdf")) {
    throw new Problem(
      `the upload finished but the object is not in the bucket (${describe(listed)})`,
      REAPPLY,
    );
  }
  return `${bytes.length} bytes stored at ${RESUME_BUCKET}/${objectName}`;
}

/**
 * Mail clients unsubscribe with a keyless POST (RFC 8058; decision 027): the function must be deployed, without JWT
 * verification, and answer an unknown token as such.
 */
async function checkUnsubscribeFunction() {
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

async function checkResumesPrivate() {
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
async function checkSignedInNonStaff() {
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

/** Removes everything the check stored; each part is tried even when another failed. */
async function cleanUp() {
  /** @type {string[]} */
  const left = [];
  /** @param {string} what @param {() => Promise<boolean>} remove resolves whether it is gone */
  const attempt = async (what, remove) => {
    try {
      if (!(await remove())) left.push(what);
    } catch (error) {
      left.push(`${what} (${error instanceof Error ? error.message : String(error)})`);
    }
  };
  const uploadUrl = created.uploadUrl;
  if (uploadUrl) {
    // An upload that never finished: ask Storage to drop its bytes (no object exists for it yet).
    await send(uploadUrl, {
      key: config.serviceKey,
      method: "DELETE",
      headers: { "Tus-Resumable": "1.0.0" },
    }).catch(() => undefined);
  }
  const candidateId = created.candidateId;
  if (candidateId) {
    await attempt(
      `the object(s) under ${RESUME_BUCKET}/${candidateId}/ (delete them in Storage)`,
      async () => {
        const list = () =>
          asStaff(`/storage/v1/object/list/${RESUME_BUCKET}`, {
            method: "POST",
            body: JSON.stringify({ prefix: candidateId, limit: 100 }),
          });
        const listed = await list();
        const names = Array.isArray(listed.json)
          ? listed.json.map((entry) => `${candidateId}/${entry?.name}`)
          : [];
        if (names.length > 0) {
          await asStaff(`/storage/v1/object/${RESUME_BUCKET}`, {
            method: "DELETE",
            body: JSON.stringify({ prefixes: names }),
          });
        }
        const after = await list();
        return listed.status === 200 && Array.isArray(after.json) && after.json.length === 0;
      },
    );
  }
  for (const [table, id] of /** @type {const} */ ([
    ["candidates", candidateId],
    ["signups", created.signupId],
  ])) {
    if (!id) continue;
    await attempt(`public.${table} row ${id}`, async () => {
      await asStaff(`/rest/v1/${table}?id=eq.${id}`, { method: "DELETE" });
      return !(await staffHasRow(table, id));
    });
  }
  const userId = created.userId;
  if (userId) {
    await attempt(`the Auth user ${userId} (delete it under Authentication → Users)`, async () => {
      const answer = await asStaff(`/auth/v1/admin/users/${userId}`, { method: "DELETE" });
      return answer.status === 200 || answer.status === 404;
    });
  }
  if (budgetSetAside) {
    const setAside = budgetSetAside;
    await attempt("the check's abuse-budget records (they expire within the budget's window)", async () => {
      const answer = await asStaff("/rest/v1/rpc/deployment_check_restore_budget", {
        method: "POST",
        body: JSON.stringify({ set_aside: setAside }),
      });
      if (answer.status !== 200 || typeof answer.json !== "number") throw new Error(describe(answer));
      // Fewer removed than admitted: the address changed between requests, so some records stayed elsewhere.
      return answer.json >= admittedInserts;
    });
  }
  if (left.length > 0) {
    throw new Problem(
      `left behind: ${left.join("; ")}`,
      `remove them with the service role; test rows carry the e-mail deploy-check+${run}@example.invalid.`,
    );
  }
  const removed = [
    created.signupId && "sign-up",
    created.candidateId && "application",
    created.objectName && "resume",
  ].filter(Boolean);
  return removed.length > 0
    ? `removed the test ${removed.join(", ")} and the check's budget records`
    : "nothing to remove";
}

/** @param {string} path @returns {Promise<Answer>} */
const site = (path) => send(`${config.siteUrl}${path}`, { headers: { Accept: "text/html" } });

/** @type {{ path: string, answer: Answer }[]} */
const sitePages = [];

/** @param {string} path @param {number} status @param {"prerendered" | "fallback"} kind */
async function checkPage(path, status, kind) {
  const answer = await site(path);
  sitePages.push({ path, answer });
  const type = answer.headers.get("content-type") ?? "";
  if (answer.status !== status || !type.startsWith("text/html")) {
    throw new Problem(
      `${path} answered HTTP ${answer.status} (${type || "no content type"}), expected ${status} with HTML`,
      "upload the whole of build/client and configure the host's routing rules (README, Deploying the static build).",
    );
  }
  const prerendered = answer.text.includes('"isSpaMode":false') && /<h1[\s>]/.test(answer.text);
  const fallback = answer.text.includes('"isSpaMode":true');
  if (kind === "prerendered" && !prerendered) {
    throw new Problem(
      `${path} is not the prerendered page`,
      "upload the whole of build/client from a fresh `npm run build`.",
    );
  }
  if (kind === "fallback" && !fallback) {
    throw new Problem(
      `${path} did not answer with the SPA fallback (__spa-fallback.html)`,
      "configure the host to serve __spa-fallback.html there (build/client/_redirects has the rules).",
    );
  }
  return `${status}, ${kind === "prerendered" ? "prerendered content" : "the SPA fallback"}`;
}

async function checkSitemap() {
  const answer = await send(`${config.siteUrl}/sitemap.xml`);
  if (answer.status !== 200 || !answer.text.includes("<urlset") || !answer.text.includes("<loc>")) {
    throw new Problem(
      `/sitemap.xml answered HTTP ${answer.status} without a URL set`,
      "upload build/client/sitemap.xml.",
    );
  }
  return `${answer.text.split("<loc>").length - 1} URLs`;
}

async function checkSecurityHeaders() {
  const origin = new URL(config.url).origin;
  if (sitePages.length === 0) throw new Problem("no page answered", "fix the page checks above first.");
  /** Each fault, with the paths it was found on. @type {Map<string, string[]>} */
  const faults = new Map();
  for (const { path, answer } of sitePages) {
    for (const fault of headerFaults(answer.headers, origin))
      faults.set(fault, [...(faults.get(fault) ?? []), path]);
  }
  if (faults.size > 0) {
    const where = (/** @type {string[]} */ paths) =>
      paths.length === sitePages.length ? `on all ${paths.length} pages` : `on ${paths.join(", ")}`;
    throw new Problem(
      [...faults].map(([fault, paths]) => `${fault} (${where(paths)})`).join("; "),
      "deploy build/client/_headers with the pages it was built with (or configure the same headers on the host), from a build whose VITE_SUPABASE_URL is this project (docs/decisions/009).",
    );
  }
  return `CSP (connect-src names ${origin}), HSTS, nosniff, frame denial, referrer, permissions and opener policies on ${sitePages.length} pages`;
}

/** What is wrong with one answer's security headers (decision 009). @param {Headers} headers @param {string} origin */
function headerFaults(headers, origin) {
  const header = (/** @type {string} */ name) => headers.get(name) ?? "";
  const csp = header("content-security-policy");
  const directive = (/** @type {string} */ name) =>
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .find(([directiveName]) => directiveName === name)
      ?.slice(1) ?? [];
  /** @type {string[]} */
  const faults = [];
  if (!csp) faults.push("no Content-Security-Policy");
  else {
    const connect = directive("connect-src");
    if (!connect.includes(origin))
      faults.push(`connect-src does not name ${origin} (it is "${connect.join(" ")}")`);
    const scripts = directive("script-src");
    if (scripts.length === 0 || scripts.some((source) => /unsafe-(inline|eval)/.test(source)))
      faults.push("script-src is missing or allows unsafe-inline/unsafe-eval");
    if (directive("frame-ancestors").join(" ") !== "'none'") faults.push("frame-ancestors is not 'none'");
  }
  const hsts = Number(/max-age=(\d+)/i.exec(header("strict-transport-security"))?.[1] ?? 0);
  if (hsts < MIN_HSTS_SECONDS) faults.push("Strict-Transport-Security missing or shorter than a year");
  if (header("x-content-type-options").toLowerCase() !== "nosniff")
    faults.push("no X-Content-Type-Options: nosniff");
  if (header("x-frame-options").toUpperCase() !== "DENY") faults.push("no X-Frame-Options: DENY");
  if (!header("referrer-policy")) faults.push("no Referrer-Policy");
  if (!header("permissions-policy")) faults.push("no Permissions-Policy");
  if (header("cross-origin-opener-policy") !== "same-origin")
    faults.push("no Cross-Origin-Opener-Policy: same-origin");
  return faults;
}

/** A staff function over the Data API; anything but 200 is a Problem. @param {string} name @param {Record<string, unknown>} body */
async function staffRpc(name, body) {
  const answer = await asStaff(`/rest/v1/rpc/${name}`, { method: "POST", body: JSON.stringify(body) });
  if (answer.status !== 200) {
    throw new Problem(`the service role could not call ${name} (${describe(answer)})`, REAPPLY);
  }
  return answer.json;
}

const mail = mailChecks({ rpc: staffRpc, Problem, testTo: config.mailTestTo });

async function main() {
  console.info(`Deployment check of ${config.url}${config.siteUrl ? ` and ${config.siteUrl}` : ""}`);
  const keysOk = await check("Keys", checkKeys);
  const needsKeys = keysOk ? undefined : "the keys are wrong";
  await check("Client address the abuse budgets see (forged headers sent)", checkClientAddress, needsKeys);
  try {
    const budgetAside = await check(
      "Abuse budget of this address set aside for the check",
      setAsideBudget,
      needsKeys,
    );
    await check("Public key reads active jobs and published posts only", checkPublicReads, needsKeys);
    await check(
      "Public key cannot read sign-ups",
      () => checkPublicCannotRead("signups", "sign-ups"),
      needsKeys,
    );
    await check(
      "Public key cannot read applications",
      () => checkPublicCannotRead("candidates", "applications"),
      needsKeys,
    );
    await check(
      "Public key cannot read the abuse-budget limits",
      () => checkPublicCannotRead("api_limits", "public.api_limits"),
      needsKeys,
    );
    await check(
      "Public key cannot reach the abuse-budget records or staff functions",
      checkPublicCannotReachBudgets,
      needsKeys,
    );
    const insertSkip = needsKeys ?? (budgetAside ? undefined : "the abuse budget could not be set aside");
    await check("Public key inserts a sign-up", checkSignupInsert, insertSkip);
    const applied = await check("Public key inserts an application", checkApplicationInsert, insertSkip);
    const uploaded = await check(
      "Resumable (TUS) upload of the application's resume",
      checkResumableUpload,
      applied ? undefined : "no test application",
    );
    await check(
      "Public key cannot list or download resumes",
      checkResumesPrivate,
      uploaded ? undefined : "no test resume",
    );
    await check("A signed-in user who is not staff reads nothing", checkSignedInNonStaff, needsKeys);
    await check("Unsubscribe function (one-click, no key)", checkUnsubscribeFunction);
  } finally {
    await check("Test data removed", cleanUp, needsKeys);
  }
  await check("Application mail is flowing", mail.checkMailFlowing, needsKeys);
  await check("Beta mail is flowing", mail.checkBetaMailFlowing, needsKeys);
  await check("Resume bytes against their alert level", mail.checkResumeBytes, needsKeys);
  if (config.mailTestTo) {
    await check(`Test message to ${config.mailTestTo}`, mail.checkMailRoundTrip, needsKeys);
  }
  if (config.siteUrl) {
    await check("Site: home page", () => checkPage("/", 200, "prerendered"));
    await check("Site: deep static route /about/team", () => checkPage("/about/team", 200, "prerendered"));
    await check("Site: job page through the SPA fallback", () =>
      checkPage(`/careers/job/deployment-check-${run.slice(0, 8)}`, 200, "fallback"),
    );
    await check("Site: unknown path answers 404", () =>
      checkPage(`/deployment-check-${run.slice(0, 8)}`, 404, "fallback"),
    );
    await check("Site: sitemap.xml", checkSitemap);
    await check("Site: security headers", checkSecurityHeaders);
  }

  const failed = results.filter((result) => result.status === "fail");
  const skipped = results.filter((result) => result.status === "skip");
  const passed = results.length - failed.length - skipped.length;
  console.info(
    `\n${passed} passed, ${failed.length} failed${skipped.length > 0 ? `, ${skipped.length} not run` : ""}.` +
      (config.siteUrl ? "" : " Set SITE_URL to check the deployed site too.") +
      (config.mailTestTo ? "" : " Set MAIL_TEST_TO to send a test message."),
  );
  for (const result of failed) console.info(`  ✖ ${result.name}: ${result.text}`);
  process.exitCode = failed.length > 0 || skipped.length > 0 ? 1 : 0;
}

await main();

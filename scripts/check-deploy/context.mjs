// The deployment check's common ground: its settings, how a check runs and is reported, and how it asks the
// project (as the public key or the service role) and reads the answers. Plain Node.js.

const REQUEST_TIMEOUT_MS = 30_000;
export const TEST_MARK = "Deployment check (delete me)";
/** The consent record of the test sign-up: the ids the sign-up form sends (SIGNUP_CONSENT_VERSION, PRIVACY_NOTICE_VERSION). */
export const SIGNUP_CONSENT_VERSION = "beta-signup-2026-11-25";
export const PRIVACY_NOTICE_VERSION = "privacy-2026-11-26";
/** The headers a proxy may use to pass on the client's address; the check forges all three. */
export const FORWARDING_HEADERS = ["cf-connecting-ip", "x-forwarded-for", "x-real-ip"];
export const RESUME_BUCKET = "resumes";
/** HSTS shorter than a year is not worth its name (the build sends two years, decision 009). */
export const MIN_HSTS_SECONDS = 31_536_000;

/** A check's failure: what happened, and what to do about it. */
export class Problem extends Error {
  /** @param {string} message @param {string} fix */
  constructor(message, fix) {
    super(message);
    this.fix = fix;
  }
}

/** @type {{ status: "pass" | "fail" | "skip", name: string, text: string }[]} */
export const results = [];

/**
 * Runs one check and prints its line. A check returns what it found (printed after its name) or throws a Problem.
 * @param {string} name
 * @param {() => Promise<string>} run
 * @param {string | undefined} [skipReason] when set, the check is not run and says why
 * @returns {Promise<boolean>} whether it passed
 */
export async function check(name, run, skipReason) {
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

export const config = settings();

/**
 * @typedef {{ status: number, headers: Headers, text: string, json: unknown }} Answer
 * @param {string} url
 * @param {RequestInit & { key?: string }} [init] `key` is sent as apikey and bearer token
 * @returns {Promise<Answer>}
 */
export async function send(url, { key, ...init } = {}) {
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
export const api = (path, init) => send(`${config.url}${path}`, init);
/** @param {string} path @param {RequestInit} [init] */
export const asPublic = (path, init) => api(path, { key: config.anonKey, ...init });
/** @param {string} path @param {RequestInit} [init] */
export const asStaff = (path, init) => api(path, { key: config.serviceKey, ...init });

/** The answer in a few words, for a failure line: status, error code and message. */
export function describe(/** @type {Answer} */ answer) {
  const body = /** @type {{ code?: unknown, message?: unknown, error?: unknown } | undefined} */ (
    answer.json && typeof answer.json === "object" ? answer.json : undefined
  );
  const code = body?.code ?? body?.error;
  const message = typeof body?.message === "string" ? body.message : answer.text.slice(0, 160);
  return `HTTP ${answer.status}${code ? `, ${String(code)}` : ""}${message ? `: ${message}` : ""}`;
}

/** @param {string} key @returns {string | undefined} the role a JWT key carries, or what an opaque key is */
export function keyRole(key) {
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
export async function staffCount(path) {
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
export async function publicRows(path) {
  const answer = await asPublic(path);
  if (answer.status !== 200 || !Array.isArray(answer.json)) {
    throw new Problem(`the public key cannot read ${path.split("?")[0]} (${describe(answer)})`, REAPPLY);
  }
  return answer.json;
}

export const REAPPLY =
  "apply the migrations to this project (`supabase db push`), which set the grants and row-level security policies (docs/decisions/002).";

/**
 * A read the public key must be refused: any 4xx passes; a 2xx is the failure named by `what`.
 * @param {string} what
 * @param {Answer} answer
 * @param {string} fix
 */
export function expectRefused(what, answer, fix) {
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

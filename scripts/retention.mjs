// `npm run retention [-- --apply]`: removes what the privacy notice says we do not keep (decision 008).
//
//   - applications older than 12 months, with their resumes;
//   - resumes that no application references, once they are 24 hours old;
//   - beta sign-ups older than 24 months;
//   - beta sign-ups never confirmed, 30 days after they were made (decision 027; sign-ups from before consent
//     records were kept, which have no consent_form_version, were never asked to confirm and keep the 24 months);
//   - abuse-budget records whose window has passed;
//   - staff audit-log entries older than 24 months (decision 035; the log refuses any other removal).
//
// Without --apply it is a dry run that prints what it would remove. It talks to the embedded API on
// http://127.0.0.1:54321 by default, or to a hosted project when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set.
// Rows go through the Data API and files through the Storage API, as a staff tool on a hosted project must. It
// prints counts only: object names carry applicants' file names.
import { parseArgs } from "node:util";

const APPLICATION_MONTHS = 12;
const SIGNUP_MONTHS = 24;
const UNCONFIRMED_DAYS = 30;
const ORPHAN_HOURS = 24;
const AUDIT_LOG_MONTHS = 24;
/** Storage deletes at most this many objects per request. */
const DELETE_BATCH = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** @param {number} months */
function monthsAgo(months, now = new Date()) {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString();
}

/**
 * Where to connect, or exits with the reason. The embedded API's key is imported only when it is the target, so
 * a run against a hosted project needs nothing installed.
 * @returns {Promise<{ url: string, key: string }>}
 */
async function target() {
  const url = process.env.SUPABASE_URL;
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (Boolean(url) !== Boolean(key)) {
    console.error(
      "Set both SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (a hosted project), or neither (the embedded API).",
    );
    process.exit(2);
  }
  if (url && key) return { url: url.replace(/\/$/, ""), key };
  const { SERVICE_ROLE_KEY } = await import("@tapsheet/local-supabase");
  return { url: "http://127.0.0.1:54321", key: SERVICE_ROLE_KEY };
}

class RetentionError extends Error {}

/**
 * @param {{ url: string, key: string }} api
 * @param {string} path
 * @param {RequestInit & { expect?: number[] }} init
 */
async function call(api, path, { expect = [200], ...init } = {}) {
  /** @type {Response} */
  let response;
  try {
    response = await fetch(`${api.url}${path}`, {
      ...init,
      headers: {
        apikey: api.key,
        Authorization: `Bearer ${api.key}`,
        "Content-Type": "application/json",
        ...init.headers,
      },
      signal: AbortSignal.timeout(60_000),
    });
  } catch (error) {
    throw new RetentionError(
      `${init.method ?? "GET"} ${path.split("?")[0]}: ${error instanceof Error ? error.message : error}`,
    );
  }
  if (!expect.includes(response.status)) {
    const text = (await response.text()).slice(0, 300);
    throw new RetentionError(
      `${init.method ?? "GET"} ${path.split("?")[0]} answered ${response.status}: ${text}`,
    );
  }
  return response;
}

/** @param {{ url: string, key: string }} api @param {string} table @param {string} filter */
async function countRows(api, table, filter) {
  const response = await call(api, `/rest/v1/${table}?select=id&${filter}`, {
    method: "HEAD",
    headers: { Prefer: "count=exact" },
    expect: [200, 206],
  });
  const total = (response.headers.get("content-range") ?? "").split("/")[1];
  if (!total || !/^\d+$/.test(total)) throw new RetentionError(`No row count for ${table}`);
  return Number(total);
}

/** @param {{ url: string, key: string }} api @param {string} name @param {unknown} args */
async function rpc(api, name, args, query = "") {
  const response = await call(api, `/rest/v1/rpc/${name}${query}`, {
    method: "POST",
    body: JSON.stringify(args),
  });
  return /** @type {unknown} */ (await response.json());
}

/**
 * Every resume object due for deletion. The Data API answers at most its row cap (1,000 on hosted projects) per
 * call, so this pages until a page comes back empty (the function orders by name, so pages do not overlap).
 * @param {{ url: string, key: string }} api
 * @param {{ applications_before: string, orphans_before: string }} args
 */
async function resumeObjects(api, args) {
  /** @type {string[]} */
  const names = [];
  for (;;) {
    const page = /** @type {string[]} */ (
      await rpc(api, "retention_resume_objects", args, `?offset=${names.length}`)
    );
    if (page.length === 0) return names;
    names.push(...page);
  }
}

async function main() {
  const { values } = parseArgs({ options: { apply: { type: "boolean", default: false } } });
  const api = await target();
  const now = new Date();
  const applicationsBefore = monthsAgo(APPLICATION_MONTHS, now);
  const signupsBefore = monthsAgo(SIGNUP_MONTHS, now);
  const orphansBefore = new Date(now.getTime() - (ORPHAN_HOURS * DAY_MS) / 24).toISOString();
  const applicationFilter = `created_at=lt.${encodeURIComponent(applicationsBefore)}`;
  const signupFilter = `created_at=lt.${encodeURIComponent(signupsBefore)}`;
  // Disjoint from the sign-ups above, so that each is counted once.
  const unconfirmedFilter = [
    "confirmed_at=is.null",
    "consent_form_version=not.is.null",
    `created_at=lt.${encodeURIComponent(new Date(now.getTime() - UNCONFIRMED_DAYS * DAY_MS).toISOString())}`,
    `created_at=gte.${encodeURIComponent(signupsBefore)}`,
  ].join("&");

  const objects = await resumeObjects(api, {
    applications_before: applicationsBefore,
    orphans_before: orphansBefore,
  });
  const plan = {
    applications: await countRows(api, "candidates", applicationFilter),
    resumes: objects.length,
    signups: await countRows(api, "signups", signupFilter),
    unconfirmed: await countRows(api, "signups", unconfirmedFilter),
    budgetRecords: /** @type {number} */ (await rpc(api, "purge_expired_budget_hits", { dry_run: true })),
    auditEntries: /** @type {number} */ (await rpc(api, "purge_expired_audit_log", { dry_run: true })),
  };

  console.info(`Retention on ${api.url} (${values.apply ? "applying" : "dry run; add --apply to remove"}):`);
  console.info(`  applications older than ${APPLICATION_MONTHS} months: ${plan.applications}`);
  console.info(
    `  resumes of those applications, or referenced by none and older than ${ORPHAN_HOURS} hours: ${plan.resumes}`,
  );
  console.info(`  sign-ups older than ${SIGNUP_MONTHS} months: ${plan.signups}`);
  console.info(`  sign-ups not confirmed within ${UNCONFIRMED_DAYS} days: ${plan.unconfirmed}`);
  console.info(`  abuse-budget records past their window: ${plan.budgetRecords}`);
  console.info(`  staff audit-log entries older than ${AUDIT_LOG_MONTHS} months: ${plan.auditEntries}`);
  if (!values.apply) return;

  // Files first: if a later step fails, the rows left behind are found again by the next run, and a file whose
  // row is gone would be found too (as an orphan); nothing is left that the next run cannot finish.
  let removedObjects = 0;
  for (let start = 0; start < objects.length; start += DELETE_BATCH) {
    const batch = objects.slice(start, start + DELETE_BATCH);
    const response = await call(api, "/storage/v1/object/resumes", {
      method: "DELETE",
      body: JSON.stringify({ prefixes: batch }),
    });
    removedObjects += /** @type {unknown[]} */ (await response.json()).length;
  }
  await call(api, `/rest/v1/candidates?${applicationFilter}`, { method: "DELETE", expect: [200, 204] });
  await call(api, `/rest/v1/signups?${signupFilter}`, { method: "DELETE", expect: [200, 204] });
  await call(api, `/rest/v1/signups?${unconfirmedFilter}`, { method: "DELETE", expect: [200, 204] });
  const purged = /** @type {number} */ (await rpc(api, "purge_expired_budget_hits", { dry_run: false }));
  const auditPurged = /** @type {number} */ (await rpc(api, "purge_expired_audit_log", { dry_run: false }));
  console.info(
    `Removed ${plan.applications} applications, ${removedObjects} resumes, ${plan.signups} sign-ups, ` +
      `${plan.unconfirmed} unconfirmed sign-ups, ${purged} budget records and ${auditPurged} audit-log entries.`,
  );
}

try {
  await main();
} catch (error) {
  if (!(error instanceof RetentionError)) throw error;
  console.error(`Retention failed, nothing after this step ran: ${error.message}`);
  process.exit(1);
}

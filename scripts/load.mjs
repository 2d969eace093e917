// Load on the embedded API: many visitors at once sign up and apply with a resume through the
// resumable (TUS) path, each from its own client address (the API must run with TRUST_PROXY=1). Reports what was
// stored against what was sent, errors and latency. `npm run bench` runs it at full size and reports the figures;
// the gate runs a small version only to check that every request is stored exactly once:
//
//   node scripts/load.mjs --url http://127.0.0.1:54329 --signups 100 --applications 5
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";

import { Upload } from "tus-js-client";

import { ANON_KEY, SERVICE_ROLE_KEY } from "@tapsheet/local-supabase";

const CHUNK_BYTES = 6 * 1024 * 1024;
const anonHeaders = { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` };
const serviceHeaders = { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` };

/** The n-th visitor's address, one per request, so that no abuse budget is shared. */
function visitorAddress(n) {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** A PDF of exactly `size` bytes: the header, then filler with a marker every KB. */
function resumeBytes(size, seed) {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write("%PDF-1.7\n", 0, "latin1");
  for (let index = 1024; index < size; index += 1024) bytes[index] = 0x30 + ((index / 1024 + seed) % 10);
  return bytes;
}

async function timed(work) {
  const started = performance.now();
  try {
    await work();
    return { ms: performance.now() - started, error: null };
  } catch (error) {
    return { ms: performance.now() - started, error: error instanceof Error ? error.message : String(error) };
  }
}

async function signUp(url, runId, n) {
  const res = await fetch(`${url}/rest/v1/signups`, {
    method: "POST",
    headers: {
      ...anonHeaders,
      "Content-Type": "application/json",
      "X-Forwarded-For": visitorAddress(n),
    },
    body: JSON.stringify({
      name: `Load Visitor ${n}`,
      email: `load-${runId}-${n}@example.com`,
      company: "Load Test Capital",
      role: "vc",
      aum: "$10M",
      consent_form_version: "beta-signup-2026-11-25",
      privacy_notice_version: "privacy-2026-11-26",
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
}

function uploadResume(url, objectName, bytes, address) {
  return new Promise((resolve, reject) => {
    const upload = new Upload(bytes, {
      endpoint: `${url}/storage/v1/upload/resumable`,
      chunkSize: CHUNK_BYTES,
      retryDelays: null,
      storeFingerprintForResuming: false,
      headers: { ...anonHeaders, "x-upsert": "false", "X-Forwarded-For": address },
      metadata: { bucketName: "resumes", objectName, contentType: "application/pdf", cacheControl: "3600" },
      onSuccess: () => resolve(),
      onError: reject,
    });
    upload.start();
  });
}

/** An open job to apply for: applications name their job, and the database takes them only for an open one. */
async function openJobId(url) {
  const res = await fetch(`${url}/rest/v1/jobs?select=id&status=eq.open&limit=1`, {
    headers: anonHeaders,
  });
  const [job] = res.ok ? await res.json() : [];
  if (!job) throw new Error(`no open job to apply for (jobs answered ${res.status})`);
  return job.id;
}

async function apply(url, runId, n, size, jobId) {
  const address = visitorAddress(100_000 + n);
  const id = randomUUID();
  const objectName = `${id}/load-${n}.pdf`;
  const res = await fetch(`${url}/rest/v1/candidates`, {
    method: "POST",
    headers: { ...anonHeaders, "Content-Type": "application/json", "X-Forwarded-For": address },
    body: JSON.stringify({
      id,
      full_name: `Load Applicant ${n}`,
      email: `load-${runId}-applicant-${n}@example.com`,
      phone: "+1 555 0100",
      resume_url: `resumes/${objectName}`,
      job_id: jobId,
      consent_privacy: true,
    }),
  });
  if (res.status !== 201) throw new Error(`application answered ${res.status}: ${await res.text()}`);
  await uploadResume(url, objectName, resumeBytes(size, n), address);
}

async function countRows(url, table, emailPattern) {
  const res = await fetch(
    `${url}/rest/v1/${table}?select=id&email=like.${encodeURIComponent(emailPattern)}`,
    { headers: { ...serviceHeaders, Prefer: "count=exact", Range: "0-0" } },
  );
  if (!res.ok) throw new Error(`counting ${table} answered ${res.status}`);
  return Number(res.headers.get("content-range")?.split("/")[1] ?? Number.NaN);
}

/** Resumes stored complete (the expected size) for this run's applications. */
async function countCompleteResumes(url, runId, size) {
  const res = await fetch(
    `${url}/rest/v1/candidates?select=resume_url&email=like.${encodeURIComponent(`load-${runId}-applicant-%`)}`,
    { headers: serviceHeaders },
  );
  const rows = await res.json();
  let complete = 0;
  for (const { resume_url: resumeUrl } of rows) {
    const [, folder, file] = resumeUrl.split("/");
    const list = await fetch(`${url}/storage/v1/object/list/resumes`, {
      method: "POST",
      headers: { ...serviceHeaders, "Content-Type": "application/json" },
      body: JSON.stringify({ prefix: folder }),
    });
    const objects = await list.json();
    if (objects.length === 1 && objects[0].name === file && objects[0].metadata?.size === size) complete += 1;
  }
  return complete;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summarize(results) {
  const sorted = results.map((result) => result.ms).sort((a, b) => a - b);
  return {
    sent: results.length,
    errors: results.filter((result) => result.error).length,
    firstError: results.find((result) => result.error)?.error ?? null,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/**
 * Sends `signups` sign-ups at once, then `applications` applications at once, each with a resume of
 * `resumeSize` bytes through the resumable path, and counts what was stored.
 */
export async function runLoad({ url, signups, applications, resumeSize = 2 * 1024 * 1024 }) {
  const runId = randomUUID().slice(0, 8);
  const signupResults = await Promise.all(
    Array.from({ length: signups }, (_, n) => timed(() => signUp(url, runId, n))),
  );
  const jobId = applications > 0 ? await openJobId(url) : null;
  const applicationResults = await Promise.all(
    Array.from({ length: applications }, (_, n) => timed(() => apply(url, runId, n, resumeSize, jobId))),
  );
  return {
    signups: { ...summarize(signupResults), stored: await countRows(url, "signups", `load-${runId}-%`) },
    applications: {
      ...summarize(applicationResults),
      stored: await countRows(url, "candidates", `load-${runId}-applicant-%`),
      resumes: await countCompleteResumes(url, runId, resumeSize),
    },
  };
}

/** Whether every request succeeded and was stored exactly once. */
export function loadIsCorrect(result) {
  return (
    result.signups.errors === 0 &&
    result.signups.stored === result.signups.sent &&
    result.applications.errors === 0 &&
    result.applications.stored === result.applications.sent &&
    result.applications.resumes === result.applications.sent
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      url: { type: "string" },
      signups: { type: "string", default: "100" },
      applications: { type: "string", default: "5" },
    },
  });
  if (!values.url) throw new Error("--url is required (an embedded API started with TRUST_PROXY=1)");
  const result = await runLoad({
    url: values.url,
    signups: Number(values.signups),
    applications: Number(values.applications),
  });
  const line = (label, { sent, stored, errors, firstError }, extra = "") =>
    `${label}: ${stored} stored of ${sent} sent${extra}, ${errors} errors${firstError ? ` (first: ${firstError})` : ""}`;
  console.info(line("Sign-ups", result.signups));
  console.info(
    line("Applications", result.applications, `, ${result.applications.resumes} complete resumes`),
  );
  if (!loadIsCorrect(result)) {
    console.error("Load check failed: not every request was stored exactly once.");
    process.exit(1);
  }
}

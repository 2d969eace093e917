// @vitest-environment jsdom
/**
 * The job application exactly as the site sends it: the app's own fetchers (the row with supabase-js, then the
 * resume with tus-js-client's browser build over jsdom's XMLHttpRequest) against the embedded API, and the service
 * role checks what was stored. Covers the happy path, a retry after lost answers, resuming an interrupted upload
 * from the server's offset, a double submit and errors that must surface.
 */
import { type SupabaseClient, type SupabaseClientOptions, createClient } from "@supabase/supabase-js";
import { describe, expect, it, vi } from "vitest";

import { RESUME_OBJECT_PATTERN } from "@/config/limits";
import { createCandidate, isJobClosed, isJobMissing } from "@/features/careers/api/create-candidate";
import { RequestError } from "@/lib/request-error";
import { type ApplicationSubmission, submitApplication } from "@/features/careers/api/submit-application";
import { ResumeUpload, UploadCancelledError } from "@/features/careers/api/upload-resume";
import { resumeObjectName } from "@/features/careers/lib/resume-object-name";
import { ApplicationSchema } from "@/features/careers/schemas/application";

import { SEED_JOBS, pdfBytes, useLocalSupabase } from "./support/local-supabase";
import { chooseSiteClient } from "./support/site-supabase";

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<"public">["realtime"]>["transport"]>;

// The app's fetchers get the client each test chooses with chooseSiteClient().
vi.mock("@/lib/supabase", () => import("./support/site-supabase"));

const backend = useLocalSupabase();

const JOB = SEED_JOBS.seniorMobileEngineer;

/** What the form hands to the mutation after validation (the real schema, with a real PDF file). */
async function submission(
  fileName = "Ada Lovelace CV (2025).pdf",
  size = 2048,
): Promise<ApplicationSubmission> {
  const resume = new File([Uint8Array.from(pdfBytes(size))], fileName, { type: "application/pdf" });
  const values = await ApplicationSchema.parseAsync({
    fullName: "  Ada Lovelace ",
    email: `ada.${crypto.randomUUID()}@example.com`,
    phone: "+44 20 7946 0000",
    linkedinUrl: "https://www.linkedin.com/in/ada-example",
    portfolioUrl: "",
    resume,
    coverLetter: "I'd love to build the deal room.\nThank you.",
    recruiterSource: "job-board",
    consentPrivacy: true,
  });
  const candidateId = crypto.randomUUID();
  return {
    candidateId,
    upload: new ResumeUpload(resumeObjectName(candidateId, resume.name)),
    values,
    job: JOB,
  };
}

/** The site's client and settings for the embedded API, with the public key. */
function useSiteBackend(client: SupabaseClient = backend.anon) {
  chooseSiteClient(client, { url: backend.url, key: backend.api.anonKey });
}

/**
 * A fetch that lets each request reach the server (so it is stored) and then loses the answer, like a dropped
 * connection, the first time a request of each kind (`kinds`: path prefixes) is sent.
 */
function lossyFetch(kinds: string[]) {
  const lost = new Set<string>();
  const calls: string[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const { pathname } = new URL(input instanceof Request ? input.url : String(input));
    calls.push(`${init?.method ?? "GET"} ${pathname}`);
    const response = await fetch(input, init);
    const kind = kinds.find((prefix) => pathname.startsWith(prefix));
    if (kind && !lost.has(kind)) {
      lost.add(kind);
      await response.arrayBuffer();
      throw new TypeError("fetch failed");
    }
    return response;
  };
  return { fetchImpl, calls };
}

/** A client configured like the site's, whose requests go through `fetchImpl`. */
function createTestClientWithFetch(url: string, key: string, fetchImpl: typeof fetch): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchImpl },
    // Node 20 has no WebSocket and the site never subscribes; the transport is never constructed.
    realtime: { transport: class {} as unknown as RealtimeTransport },
  }) as SupabaseClient;
}

async function storedRows(id: string) {
  const { data, error } = await backend.service.from("candidates").select("*").eq("id", id);
  expect(error).toBeNull();
  return (data ?? []) as Record<string, unknown>[];
}

async function storedObjects(name: string) {
  return backend.api.query<{ name: string; size: number; mimetype: string }>(
    `select name, (metadata->>'size')::int as size, metadata->>'mimetype' as mimetype
       from storage.objects where bucket_id = 'resumes' and name = $1`,
    [name],
  );
}

describe("job application against the embedded API", () => {
  it("stores the candidate row, then the resume in its folder, the way the site sends them", async () => {
    useSiteBackend();
    const application = await submission();

    await submitApplication(application);

    expect(application.upload.objectName).toMatch(RESUME_OBJECT_PATTERN);
    expect(application.upload.objectName).toBe(`${application.candidateId}/Ada-Lovelace-CV-2025.pdf`);
    expect(await storedObjects(application.upload.objectName)).toEqual([
      { name: application.upload.objectName, size: 2048, mimetype: "application/pdf" },
    ]);
    const download = await backend.service.storage.from("resumes").download(application.upload.objectName);
    expect(download.error).toBeNull();
    expect(new TextDecoder().decode((await download.data!.arrayBuffer()).slice(0, 5))).toBe("%PDF-");

    const [row] = await storedRows(application.candidateId);
    expect(row).toMatchObject({
      id: application.candidateId,
      full_name: "Ada Lovelace",
      email: application.values.email,
      phone: "+44 20 7946 0000",
      linkedin_url: "https://www.linkedin.com/in/ada-example",
      portfolio_url: null,
      resume_url: `resumes/${application.upload.objectName}`,
      cover_letter: "I'd love to build the deal room.\nThank you.",
      recruiter_source: "job-board",
      job_id: JOB.id,
      // Copied by the database from the job the row names; the site does not send them.
      position_title: JOB.title,
      position_department: JOB.department,
      position_location: JOB.location,
      consent_privacy: true,
    });
  });

  it("ends with one object and one row when the insert's answer is lost and the visitor retries", async () => {
    const application = await submission("résumé final.pdf");
    const lossy = lossyFetch(["/rest/v1/candidates"]);
    useSiteBackend(createTestClientWithFetch(backend.url, backend.api.anonKey, lossy.fetchImpl));

    await expect(submitApplication(application)).rejects.toThrow(); // row stored, answer lost
    await submitApplication(application); // 23505 replay counted, then the resume

    expect(lossy.calls).toEqual(["POST /rest/v1/candidates", "POST /rest/v1/candidates"]);
    expect(await storedObjects(application.upload.objectName)).toHaveLength(1);
    expect(await storedRows(application.candidateId)).toHaveLength(1);
    const { count } = await backend.service
      .from("candidates")
      .select("id", { count: "exact", head: true })
      .eq("email", application.values.email);
    expect(count).toBe(1);
  });

  it("continues an interrupted upload from the server's offset, in 6 MB chunks, and stores it byte for byte", async () => {
    useSiteBackend();
    const application = await submission("long cv.pdf", 7 * 1024 * 1024);
    const file = application.values.resume;
    const controller = new AbortController();
    const firstRun: number[] = [];
    const cancelled = submitApplication({
      ...application,
      signal: controller.signal,
      onProgress: ({ bytesSent }) => {
        firstRun.push(bytesSent);
        // Stop once the first 6 MB chunk is on the server, as a visitor pressing Cancel would.
        if (bytesSent >= 6 * 1024 * 1024) controller.abort();
      },
    });
    await expect(cancelled).rejects.toBeInstanceOf(UploadCancelledError);
    const uploadUrl = application.upload.url;
    expect(uploadUrl).toMatch(/\/storage\/v1\/upload\/resumable\/[A-Za-z0-9_-]+$/);
    expect(await storedObjects(application.upload.objectName)).toEqual([]);

    const secondRun: number[] = [];
    await submitApplication({ ...application, onProgress: ({ bytesSent }) => secondRun.push(bytesSent) });

    expect(application.upload.url).toBe(uploadUrl);
    // Nothing before the server's offset was sent again.
    expect(Math.min(...secondRun)).toBeGreaterThanOrEqual(6 * 1024 * 1024);
    expect(secondRun.at(-1)).toBe(file.size);
    const stored = await backend.service.storage.from("resumes").download(application.upload.objectName);
    expect(Buffer.from(await stored.data!.arrayBuffer()).equals(Buffer.from(await file.arrayBuffer()))).toBe(
      true,
    );
    expect(await storedRows(application.candidateId)).toHaveLength(1);
  });

  it("treats an upload that finished but whose answer was lost as done, with or without its URL", async () => {
    useSiteBackend();
    const application = await submission();
    await submitApplication(application);

    // The URL kept: HEAD says every byte is there, nothing is sent.
    const withUrl: number[] = [];
    await new ResumeUpload(application.upload.objectName, application.upload.url).send(
      application.values.resume,
      { onProgress: ({ bytesSent }) => withUrl.push(bytesSent) },
    );
    expect(withUrl).toEqual([2048]);

    // The URL lost too: creating the upload again answers 409, which means it is stored.
    await new ResumeUpload(application.upload.objectName).send(application.values.resume);
    expect(await storedObjects(application.upload.objectName)).toHaveLength(1);
  });

  it("surfaces an upload the storage policy refuses as a 403, storing nothing", async () => {
    useSiteBackend();
    const name = `${crypto.randomUUID()}/nobody.pdf`;
    const error = await new ResumeUpload(name)
      .send(new File([Uint8Array.from(pdfBytes(100))], "cv.pdf"))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ status: 403, message: "new row violates row-level security policy" });
    expect(await storedObjects(name)).toEqual([]);
  });

  it("ends with one object and one row after a double submit", async () => {
    useSiteBackend();
    const application = await submission();
    const results = await Promise.allSettled([
      submitApplication(application),
      submitApplication(application),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
    expect(await storedObjects(application.upload.objectName)).toHaveLength(1);
    expect(await storedRows(application.candidateId)).toHaveLength(1);
  });

  it("surfaces a rejected row as an error with its status and code, storing nothing", async () => {
    useSiteBackend();
    const application = await submission();
    const error = await createCandidate({
      id: application.candidateId,
      full_name: "Ada Lovelace",
      email: "not-an-email",
      phone: "+44 20 7946 0000",
      linkedin_url: null,
      portfolio_url: null,
      resume_url: `resumes/${application.upload.objectName}`,
      cover_letter: null,
      recruiter_source: null,
      job_id: JOB.id,
      consent_privacy: true,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ status: 400, code: "23514" });
    expect(isJobClosed(error) || isJobMissing(error)).toBe(false);
    expect(await storedRows(application.candidateId)).toHaveLength(0);
  });

  it("refuses an application for a closed job with the code the form words as closed, storing nothing", async () => {
    useSiteBackend();
    const application = { ...(await submission()), job: SEED_JOBS.closed };
    const error = await submitApplication(application).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 410, code: "PT410", message: "This position has closed" });
    expect(isJobClosed(error)).toBe(true);
    expect(await storedRows(application.candidateId)).toHaveLength(0);
  });

  it("refuses an application once the job's closes_at has passed, before any clock has closed it", async () => {
    useSiteBackend();
    const id = crypto.randomUUID();
    await backend.api.query(
      `insert into public.jobs (id, slug, title, department, location, description, status, closes_at, country)
       values ($1, $2, 'Closing soon', 'Engineering', 'New York, NY', 'Soon gone.', 'open', now() + interval '1 second', 'US')`,
      [id, `closing-${id.slice(0, 8)}`],
    );
    const before = { ...(await submission()), job: { id } };
    await submitApplication(before);
    expect(await storedRows(before.candidateId)).toHaveLength(1);
    await backend.api.query("select pg_sleep(1.1)");
    const [row] = await backend.api.query<{ status: string }>(
      "select status from public.jobs where id = $1",
      [id],
    );
    expect(row?.status).toBe("open");
    const after = { ...(await submission()), job: { id } };
    const error = await submitApplication(after).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 410, code: "PT410" });
    expect(await storedRows(after.candidateId)).toHaveLength(0);
  });

  it("refuses an application for a job the database does not know, storing nothing", async () => {
    useSiteBackend();
    const application = { ...(await submission()), job: { id: crypto.randomUUID() } };
    const error = await submitApplication(application).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, code: "23503" });
    expect(isJobMissing(error)).toBe(true);
    expect(await storedRows(application.candidateId)).toHaveLength(0);
  });
});

// The public write paths the site uses: a sign-up, an application, and a resume sent as a resumable upload.
import {
  PRIVACY_NOTICE_VERSION,
  Problem,
  REAPPLY,
  RESUME_BUCKET,
  SIGNUP_CONSENT_VERSION,
  TEST_MARK,
  asPublic,
  asStaff,
  config,
  describe,
  publicRows,
  send,
  staffCount,
} from "./context.mjs";
import { created, progress, run, testPdf } from "./test-data.mjs";

/** @param {string} table @param {string} id */
export async function staffHasRow(table, id) {
  return (await staffCount(`/rest/v1/${table}?select=id&id=eq.${id}`)) === 1;
}

export async function checkSignupInsert() {
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
  progress.admittedInserts += 1;
  if (!(await staffHasRow("signups", id))) {
    throw new Problem("the sign-up was accepted (201) but is not in public.signups", REAPPLY);
  }
  return "stored (test row, removed at the end)";
}

export async function checkApplicationInsert() {
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
  progress.admittedInserts += 1;
  if (!(await staffHasRow("candidates", id))) {
    throw new Problem("the application was accepted (201) but is not in public.candidates", REAPPLY);
  }
  return "stored (test row, removed at the end)";
}

/** The resumable (TUS) creation and one PATCH, as the site's upload does (docs/decisions/014). */
export async function checkResumableUpload() {
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

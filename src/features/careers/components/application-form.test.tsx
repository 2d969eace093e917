import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { RESUME_OBJECT_PATTERN } from "@/config/limits";
import { RequestError } from "@/lib/request-error";
import CareerJobRoute from "@/routes/career-job";

import { allowConsoleErrors } from "../../../../tests/setup/console";
import { restUrl, server, setupMswServer } from "../../../../tests/utils/msw";
import { renderRoute } from "../../../../tests/utils/render";
import { MOBILE_ENGINEER } from "../testing/fixtures";
import type * as UploadResumeModule from "../api/upload-resume";
import { type ResumeUploadOptions, UploadCancelledError } from "../api/upload-resume";
import type { CandidateRow } from "../types";

setupMswServer();

// jsdom does not lay out pages, so it cannot scroll; the confirmation screen scrolls to the top.
const scrollTo = vi.fn();
beforeEach(() => {
  scrollTo.mockClear();
  vi.spyOn(window, "scrollTo").mockImplementation(scrollTo);
});

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const MB = 1024 * 1024;

const pdf = (name = "My CV (final).pdf", extraBytes = 0) =>
  new File(["%PDF-1.7\n%âãÏÓ\n", new Uint8Array(extraBytes)], name, { type: "application/pdf" });

interface UploadCall {
  objectName: string;
  head: string;
  size: number;
}

type UploadResume = (objectName: string, file: File, options: ResumeUploadOptions) => Promise<void>;

/**
 * The resumable upload is replaced by a fake Storage that behaves like the real one at the form's boundary (the
 * client against the embedded API is tested in tests/integration/careers-application.test.ts, the endpoint in
 * tests/integration/resumable-upload.test.ts).
 */
const storage = vi.hoisted(() => ({ upload: null as UploadResume | null }));
vi.mock("../api/upload-resume", async (importOriginal) => {
  const actual = await importOriginal<typeof UploadResumeModule>();
  return {
    ...actual,
    ResumeUpload: class extends actual.ResumeUpload {
      override send(file: File, options: ResumeUploadOptions = {}) {
        if (!storage.upload) throw new Error("The test has not set up Storage");
        return storage.upload(this.objectName, file, options);
      }
    },
  };
});

/**
 * A Storage bucket and a candidates table that behave like the real ones: an upload of a name that is
 * already stored counts as done (the resumable path's 409), and a second insert of the same id is a 409
 * 23505 on candidates_pkey.
 */
function fakeBackend() {
  /** Every request in the order it arrived: "insert" or "upload". */
  const calls: string[] = [];
  const uploads: UploadCall[] = [];
  const inserts: { body: CandidateRow; prefer: string | null }[] = [];
  const objects = new Set<string>();
  const rows = new Map<string, CandidateRow>();
  storage.upload = async (objectName, file, options) => {
    calls.push("upload");
    if (objects.has(objectName)) return;
    const bytes = new Uint8Array(await file.arrayBuffer());
    options.onProgress?.({ bytesSent: 0, bytesTotal: bytes.length });
    options.onProgress?.({ bytesSent: bytes.length, bytesTotal: bytes.length });
    uploads.push({
      objectName,
      size: bytes.length,
      head: new TextDecoder().decode(bytes.slice(0, 5)),
    });
    objects.add(objectName);
  };
  const handlers = {
    insert: http.post(restUrl("candidates"), async ({ request }) => {
      const body = (await request.json()) as CandidateRow;
      calls.push("insert");
      inserts.push({ body, prefer: request.headers.get("prefer") });
      if (rows.has(body.id)) {
        return HttpResponse.json(
          {
            code: "23505",
            message: 'duplicate key value violates unique constraint "candidates_pkey"',
            details: null,
            hint: null,
          },
          { status: 409 },
        );
      }
      rows.set(body.id, body);
      return new HttpResponse(null, { status: 201 });
    }),
  };
  return { calls, uploads, inserts, objects, rows, handlers };
}

function renderApplication() {
  server.use(http.get(restUrl("jobs"), () => HttpResponse.json([MOBILE_ENGINEER])));
  return renderRoute(CareerJobRoute, {
    path: "/careers/job/:slug",
    url: `/careers/job/${MOBILE_ENGINEER.slug}`,
  });
}

/** The form loads in its own chunk; wait for it. */
const formReady = () => screen.findByRole("button", { name: "Submit Application" });

const field = {
  fullName: () => screen.getByLabelText(/^Full name/),
  email: () => screen.getByLabelText(/^Email/),
  phone: () => screen.getByLabelText(/^Phone number/),
  linkedin: () => screen.getByLabelText(/^LinkedIn profile/),
  portfolio: () => screen.getByLabelText(/^Portfolio or website/),
  resume: () => screen.getByLabelText<HTMLInputElement>(/^Resume \(PDF\)/),
  coverLetter: () => screen.getByLabelText(/^Cover letter/),
  source: () => screen.getByLabelText(/^How did you hear about us/),
  consent: () => screen.getByRole("checkbox", { name: /privacy policy/ }),
  submit: () => screen.getByRole("button", { name: /Submit Application|Submitting\.\.\./ }),
};

async function fillRequired(user: UserEvent, file: File = pdf()) {
  await user.type(field.fullName(), "  Ada Lovelace  ");
  await user.type(field.email(), "ada@example.com");
  await user.type(field.phone(), "+1 415 555 0100");
  await user.upload(field.resume(), file);
  await user.click(field.consent());
}

const expectErrorOn = (control: HTMLElement, message: string) => {
  expect(control).toHaveAttribute("aria-invalid", "true");
  expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
};

describe("application form: validation", () => {
  it("flags every missing required field, shows the toast and sends nothing", async () => {
    const backend = fakeBackend();
    server.use(backend.handlers.insert);
    const { user } = renderApplication();
    await formReady();

    await user.type(field.fullName(), "   ");
    await user.click(field.submit());

    expect(await screen.findByText("Please fix the errors")).toBeInTheDocument();
    expect(screen.getByText("Check the form for any validation errors.")).toBeInTheDocument();
    expectErrorOn(field.fullName(), "Full name is required");
    expectErrorOn(field.email(), "Email is required");
    expectErrorOn(field.phone(), "Phone number is required");
    expectErrorOn(field.resume(), "Resume is required");
    expectErrorOn(field.consent(), "You must agree to the privacy policy");
    expect(field.linkedin()).toHaveAttribute("aria-invalid", "false");
    expect(backend.uploads).toHaveLength(0);
    expect(backend.inserts).toHaveLength(0);
  });

  it("checks the email format and the optional URLs", async () => {
    const backend = fakeBackend();
    server.use(backend.handlers.insert);
    const { user } = renderApplication();
    await formReady();

    await user.type(field.email(), "ada@example");
    await user.type(field.linkedin(), "linkedin.com/in/ada");
    await user.type(field.portfolio(), "javascript:alert(1)");
    await user.click(field.submit());

    await screen.findByText("Please fix the errors");
    expectErrorOn(field.email(), "Invalid email format");
    expectErrorOn(field.linkedin(), "Please enter a valid LinkedIn URL");
    expectErrorOn(field.portfolio(), "Please enter a valid URL");
    expect(backend.uploads).toHaveLength(0);
  });

  it("refuses a name that carries a web address, since the confirmation e-mail repeats it", async () => {
    const backend = fakeBackend();
    server.use(backend.handlers.insert);
    const { user } = renderApplication();
    await formReady();

    await fillRequired(user);
    await user.clear(field.fullName());
    await user.type(field.fullName(), "Ada, see www.example.com");
    await user.click(field.submit());

    await screen.findByText("Please fix the errors");
    expectErrorOn(field.fullName(), "Please enter your name without a web address");
    expect(backend.inserts).toHaveLength(0);
  });

  it("caps the cover letter at 10,000 characters", async () => {
    const { user } = renderApplication();
    await formReady();
    await user.click(field.coverLetter());
    await user.paste("x".repeat(10_001));
    await user.click(field.submit());
    await screen.findByText("Please fix the errors");
    expectErrorOn(field.coverLetter(), "Cover letter can be at most 10,000 characters");
  });

  it("rejects a text file renamed to .pdf", async () => {
    const { user } = renderApplication();
    await formReady();
    await user.upload(
      field.resume(),
      new File(["Ada Lovelace, analyst"], "cv.pdf", { type: "application/pdf" }),
    );
    await waitFor(() => expectErrorOn(field.resume(), "Only PDF files are allowed"));
  });

  it("rejects a file that is neither typed nor named as a PDF", async () => {
    renderApplication();
    await formReady();
    // The picker's `accept` filter would hide this file; a drag-and-drop or an old browser would not.
    fireEvent.change(field.resume(), {
      target: { files: [new File(["%PDF-1.7"], "cv.docx", { type: "" })] },
    });
    await waitFor(() => expectErrorOn(field.resume(), "Only PDF files are allowed"));
  });

  it("rejects a PDF over 10 MB, and clears the error once a valid file is chosen", async () => {
    const { user } = renderApplication();
    await formReady();

    const large = pdf("big.pdf", 11 * MB);
    expect(large.size).toBeGreaterThan(11 * MB);
    await user.upload(field.resume(), large);
    await waitFor(() => expectErrorOn(field.resume(), "File size must be less than 10MB"));

    await user.upload(field.resume(), pdf("small.pdf"));
    await waitFor(() => expect(field.resume()).toHaveAttribute("aria-invalid", "false"));
    expect(screen.queryByText("File size must be less than 10MB")).not.toBeInTheDocument();
    expect(field.resume()).toHaveAccessibleDescription(expect.stringContaining("Selected: small.pdf"));
  });

  it("accepts a PDF of exactly 10 MB", async () => {
    const { user } = renderApplication();
    await formReady();
    const header = "%PDF-1.7\n%âãÏÓ\n";
    const exact = pdf("exact.pdf", 10 * MB - new TextEncoder().encode(header).length);
    expect(exact.size).toBe(10 * MB);
    await user.upload(field.resume(), exact);
    await waitFor(() =>
      expect(field.resume()).toHaveAccessibleDescription(expect.stringContaining("exact.pdf")),
    );
    expect(field.resume()).toHaveAttribute("aria-invalid", "false");
  });
});

describe("application form: submitting", () => {
  it("inserts the candidate row, then uploads the resume into its folder, then confirms", async () => {
    const backend = fakeBackend();
    server.use(backend.handlers.insert);
    const { user } = renderApplication();
    await formReady();

    await fillRequired(user);
    await user.type(field.linkedin(), "https://www.linkedin.com/in/ada");
    await user.selectOptions(field.source(), "Company website");
    await user.click(field.submit());

    const outcome = await screen.findByRole("heading", { level: 1, name: "Application Submitted!" });
    await waitFor(() => expect(outcome).toHaveFocus());
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "instant" });
    expect(await screen.findByText("Application submitted!")).toBeInTheDocument();
    expect(screen.getByText("We'll review your application and get back to you soon.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View Other Positions" })).toHaveAttribute(
      "href",
      "/about/careers",
    );
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");

    expect(backend.calls).toEqual(["insert", "upload"]);
    const [upload] = backend.uploads;
    const [insert] = backend.inserts;
    expect(upload?.objectName).toMatch(RESUME_OBJECT_PATTERN);
    expect(upload?.objectName).toBe(`${insert?.body.id}/My-CV-final.pdf`);
    expect(upload?.head).toBe("%PDF-");

    // return=minimal: the public key may not read candidates back.
    expect(insert?.prefer).toBeNull();
    expect(insert?.body).toEqual({
      id: expect.stringMatching(UUID_PATTERN) as string,
      full_name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+1 415 555 0100",
      linkedin_url: "https://www.linkedin.com/in/ada",
      portfolio_url: null,
      resume_url: `resumes/${upload?.objectName}`,
      cover_letter: null,
      recruiter_source: "website",
      // The job by its id: the database copies its title, department and location.
      job_id: MOBILE_ENGINEER.id,
      consent_privacy: true,
    });
  });

  it("shows 'Submitting...' on a disabled button while it works, and sends once on a double submit", async () => {
    const backend = fakeBackend();
    const upload = storage.upload!;
    let releaseUpload: () => void = () => undefined;
    const uploadGate = new Promise<void>((resolve) => (releaseUpload = resolve));
    storage.upload = async (...args) => {
      await uploadGate;
      return upload(...args);
    };
    server.use(backend.handlers.insert);
    const { user } = renderApplication();
    await formReady();
    await fillRequired(user);

    const form = field.submit().closest("form")!;
    fireEvent.submit(form);
    fireEvent.submit(form);

    await waitFor(() => expect(field.submit()).toHaveTextContent("Submitting..."));
    expect(field.submit()).toBeDisabled();
    expect(await screen.findByText(/Uploading resume \(/)).toBeInTheDocument();
    releaseUpload();

    await screen.findByRole("heading", { name: "Application Submitted!" });
    expect(backend.uploads).toHaveLength(1);
    expect(backend.inserts).toHaveLength(1);
  });

  it("shows the upload's progress in numbers and to screen readers at milestones only", async () => {
    const backend = fakeBackend();
    const progress = {
      report: (_bytesSent: number) => undefined as void,
      finish: () => undefined as void,
    };
    storage.upload = (_name, _file, options) =>
      new Promise<void>((resolve) => {
        progress.report = (bytesSent) => options.onProgress?.({ bytesSent, bytesTotal: 8.4 * MB });
        progress.finish = resolve;
      });
    server.use(backend.handlers.insert);
    const { user } = renderApplication();
    await formReady();
    await fillRequired(user);
    await user.click(field.submit());

    await waitFor(() => expect(backend.inserts).toHaveLength(1));
    act(() => progress.report(3.1 * MB));
    const bar = await screen.findByRole("progressbar", { name: "Uploading resume" });
    expect(bar).toHaveAttribute("aria-valuenow", "36");
    expect(bar).toHaveAttribute("aria-valuetext", "36%, 3.1 of 8.4 MB");
    expect(screen.getByText("36% · 3.1 of 8.4 MB")).toBeInTheDocument();
    expect(screen.getByText("Resume 25% uploaded.")).toBeInTheDocument();

    act(() => progress.report(3.3 * MB));
    expect(bar).toHaveAttribute("aria-valuenow", "39");
    expect(screen.getByText("Resume 25% uploaded.")).toBeInTheDocument();
    act(() => progress.report(4.3 * MB));
    expect(screen.getByText("Resume 50% uploaded.")).toBeInTheDocument();

    act(() => progress.finish());
    await screen.findByRole("heading", { name: "Application Submitted!" });
  });

  it("says it is waiting for the connection while the upload waits to resume", async () => {
    const backend = fakeBackend();
    const network = { drop: () => undefined as void, back: () => undefined as void };
    storage.upload = (_name, file, options) =>
      new Promise<void>((resolve) => {
        options.onProgress?.({ bytesSent: 0, bytesTotal: file.size });
        network.drop = () => options.onWaitingForNetwork?.(true);
        network.back = () => {
          options.onWaitingForNetwork?.(false);
          resolve();
        };
      });
    server.use(backend.handlers.insert);
    const { user } = renderApplication();
    await formReady();
    await fillRequired(user);
    await user.click(field.submit());

    await screen.findByRole("progressbar");
    act(() => network.drop());
    expect(screen.getByText(/Waiting for the connection/)).toBeInTheDocument();
    act(() => network.back());
    await screen.findByRole("heading", { name: "Application Submitted!" });
  });

  it("cancels the upload on request and keeps the form as it was, without an error", async () => {
    const backend = fakeBackend();
    const upload = storage.upload!;
    let cancelled = 0;
    storage.upload = (_name, file, options) =>
      new Promise<void>((_resolve, reject) => {
        options.onProgress?.({ bytesSent: 0, bytesTotal: file.size });
        options.signal?.addEventListener("abort", () => {
          cancelled += 1;
          reject(new UploadCancelledError());
        });
      });
    server.use(backend.handlers.insert);
    const { user } = renderApplication();
    await formReady();
    const file = pdf();
    await fillRequired(user, file);
    await user.type(field.coverLetter(), "I love cap tables.");
    await user.click(field.submit());

    await user.click(await screen.findByRole("button", { name: "Cancel upload" }));

    expect(await screen.findByText(/^Upload cancelled\./)).toHaveAttribute("role", "status");
    expect(cancelled).toBe(1);
    expect(screen.queryByText("Submission failed")).not.toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expectFormKept(file);
    expect(field.coverLetter()).toHaveValue("I love cap tables.");
    expect(field.submit()).toBeEnabled();

    // Submitting again replays the same row and finishes the same upload.
    storage.upload = upload;
    await user.click(field.submit());
    await screen.findByRole("heading", { name: "Application Submitted!" });
    expect(backend.rows.size).toBe(1);
    expect(backend.objects.size).toBe(1);
  });

  it.each([
    [
      "cannot reach the server",
      new RequestError("The upload could not reach the server", { code: "network" }),
      /We couldn't reach our servers\. Check your connection and submit again/,
    ],
    [
      "times out",
      new RequestError("The upload timed out", { code: "timeout" }),
      /Our servers took too long to answer\. Please submit again/,
    ],
    [
      "gets a 503",
      new RequestError("Service Unavailable", { status: 503, code: "503" }),
      /Something went wrong on our side\. Please submit again in a moment/,
    ],
  ])(
    "says what happened and what to do when the upload %s, keeping everything",
    async (_case, error, text) => {
      allowConsoleErrors();
      const backend = fakeBackend();
      storage.upload = () => Promise.reject(error);
      server.use(backend.handlers.insert);
      const { user } = renderApplication();
      await formReady();
      const file = pdf();
      await fillRequired(user, file);
      await user.click(field.submit());

      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent(text);
      expect(alert).toHaveTextContent("everything you entered, including your resume, is still here");
      expect(await screen.findByText("Submission failed")).toBeInTheDocument();
      expectFormKept(file);
    },
  );

  it("keeps every field and the file when the upload fails, and logs no personal data", async () => {
    allowConsoleErrors();
    const backend = fakeBackend();
    storage.upload = () =>
      Promise.reject(
        new RequestError("new row violates row-level security policy", { status: 403, code: "403" }),
      );
    server.use(backend.handlers.insert);
    const { user } = renderApplication();
    await formReady();
    const file = pdf();
    await fillRequired(user, file);
    await user.type(field.coverLetter(), "I love cap tables.");
    await user.click(field.submit());

    expect(await screen.findByText("Submission failed")).toBeInTheDocument();
    expect(screen.getByText("Please try again or contact support.")).toBeInTheDocument();
    // The row was stored first; the retry will replay it (23505) and upload again.
    expect(backend.inserts).toHaveLength(1);
    expectFormKept(file);
    expect(field.coverLetter()).toHaveValue("I love cap tables.");
    expect(field.submit()).toBeEnabled();

    expect(console.error).toHaveBeenCalledWith("Application submission failed", {
      code: "403",
      status: 403,
      message: "new row violates row-level security policy",
    });
    expect(JSON.stringify(vi.mocked(console.error).mock.calls)).not.toMatch(/Ada|ada@example|415 555/);
  });

  it("says the position is no longer open when the database refuses the job, keeping everything entered", async () => {
    allowConsoleErrors();
    server.use(
      http.post(restUrl("candidates"), () =>
        HttpResponse.json(
          { code: "23503", message: "This job is not open for applications", details: null, hint: null },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderApplication();
    await formReady();
    const file = pdf();
    await fillRequired(user, file);
    await user.click(field.submit());

    expect(
      await screen.findByText(/This position is no longer open, so we can't take applications for it/),
    ).toBeInTheDocument();
    expectFormKept(file);
  });

  it("keeps every field and the file when the insert fails, then a retry stores one file and one row", async () => {
    allowConsoleErrors();
    const backend = fakeBackend();
    let failInsert = true;
    const refusedIds: string[] = [];
    server.use(
      http.post(restUrl("candidates"), async ({ request }) => {
        if (!failInsert) return undefined;
        refusedIds.push(((await request.json()) as CandidateRow).id);
        return HttpResponse.json(
          {
            code: "23514",
            message: 'new row for relation "candidates" violates check constraint "candidates_phone_check"',
            details: null,
            hint: null,
          },
          { status: 400 },
        );
      }),
      backend.handlers.insert,
    );
    const { user } = renderApplication();
    await formReady();
    const file = pdf();
    await fillRequired(user, file);
    await user.click(field.submit());

    expect(await screen.findByText("Submission failed")).toBeInTheDocument();
    expectFormKept(file);
    expect(console.error).toHaveBeenCalledWith(
      "Application submission failed",
      expect.objectContaining({ code: "23514", status: 400 }),
    );

    failInsert = false;
    await user.click(field.submit());
    await screen.findByRole("heading", { name: "Application Submitted!" });

    // Nothing was uploaded for the refused row; the retry stored one row and then its one file.
    expect(backend.calls).toEqual(["insert", "upload"]);
    expect(refusedIds).toEqual([backend.inserts[0]?.body.id]);
    expect(backend.objects.size).toBe(1);
    expect(backend.rows.size).toBe(1);
  });

  it("treats a lost insert answer followed by a 23505 replay as success, with the same id and file name", async () => {
    allowConsoleErrors();
    const backend = fakeBackend();
    let insertCalls = 0;
    server.use(
      http.post(restUrl("candidates"), async ({ request }) => {
        insertCalls += 1;
        if (insertCalls > 1) return undefined;
        // The row is committed, then the connection drops before the answer arrives.
        const body = (await request.clone().json()) as CandidateRow;
        backend.rows.set(body.id, body);
        backend.inserts.push({ body, prefer: request.headers.get("prefer") });
        return HttpResponse.error();
      }),
      backend.handlers.insert,
    );
    const { user } = renderApplication();
    await formReady();
    await fillRequired(user);
    await user.click(field.submit());

    expect(await screen.findByText("Submission failed")).toBeInTheDocument();
    await user.click(field.submit());
    await screen.findByRole("heading", { name: "Application Submitted!" });

    expect(backend.inserts).toHaveLength(2);
    const [first, second] = backend.inserts;
    expect(second?.body.id).toBe(first?.body.id);
    expect(second?.body.resume_url).toBe(first?.body.resume_url);
    expect(backend.uploads.map((u) => `resumes/${u.objectName}`)).toEqual([first?.body.resume_url]);
    expect(backend.rows.size).toBe(1);
    expect(backend.objects.size).toBe(1);
  });

  it("sends a file chosen again after a failure under the application's object name", async () => {
    allowConsoleErrors();
    const backend = fakeBackend();
    let failInsert = true;
    server.use(
      http.post(restUrl("candidates"), () =>
        failInsert
          ? HttpResponse.json(
              { code: "XX000", message: "internal error", details: null, hint: null },
              { status: 500 },
            )
          : undefined,
      ),
      backend.handlers.insert,
    );
    const { user } = renderApplication();
    await formReady();
    await fillRequired(user, pdf("first.pdf"));
    await user.click(field.submit());
    await screen.findByText("Submission failed");

    failInsert = false;
    const second = pdf("second.pdf", 4096);
    await user.upload(field.resume(), second);
    await user.click(field.submit());
    await screen.findByRole("heading", { name: "Application Submitted!" });

    // The name is fixed with the row (its resume_url); the bytes are the file chosen last.
    const [row] = [...backend.rows.values()];
    expect(backend.uploads).toEqual([expect.objectContaining({ size: second.size })]);
    expect(`resumes/${backend.uploads[0]?.objectName}`).toBe(row?.resume_url);
    expect(row?.resume_url).toMatch(/\/first\.pdf$/);
  });

  it("says there were too many attempts and when to retry, keeping everything, when the API answers 429", async () => {
    allowConsoleErrors();
    const backend = fakeBackend();
    server.use(
      http.post(restUrl("candidates"), () =>
        HttpResponse.json(
          {
            code: "TS429",
            message: "Too many requests",
            details: "Retry-After: 3540",
            hint: "Wait a while, then try again.",
          },
          { status: 429, headers: { "Retry-After": "3540" } },
        ),
      ),
    );
    const { user } = renderApplication();
    await formReady();
    const file = pdf();
    await fillRequired(user, file);
    await user.click(field.submit());

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/too many applications from your connection/i);
    expect(alert).toHaveTextContent("Please try again in about an hour");
    expect(await screen.findByText("Too many attempts")).toBeInTheDocument();
    expectFormKept(file);
    expect(backend.uploads).toHaveLength(0);
    expect(field.submit()).toBeEnabled();
  });

  it("shows a bot that fills the hidden field the usual confirmation and sends nothing", async () => {
    const backend = fakeBackend();
    server.use(backend.handlers.insert);
    const { user, container } = renderApplication();
    await formReady();
    await fillRequired(user);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="company_url"]')!;
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    fireEvent.change(honeypot, { target: { value: "https://spam.example" } });
    await user.click(field.submit());

    await screen.findByRole("heading", { name: "Application Submitted!" });
    expect(backend.calls).toEqual([]);
  });
});

function expectFormKept(file: File) {
  expect(field.fullName()).toHaveValue("  Ada Lovelace  ");
  expect(field.email()).toHaveValue("ada@example.com");
  expect(field.phone()).toHaveValue("+1 415 555 0100");
  expect(field.consent()).toBeChecked();
  expect(field.resume().files?.[0]).toBe(file);
  expect(screen.queryByRole("heading", { name: "Application Submitted!" })).not.toBeInTheDocument();
}

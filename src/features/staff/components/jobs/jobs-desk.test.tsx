import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { createRoutesStub, useParams } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";

import { restUrl, server, setupMswServer } from "../../../../../tests/utils/msw";
import { staffKeys } from "../../api/keys";
import type { DeskSession } from "../../api/session";
import { parseJobView } from "../../lib/job-views";
import { resetStaffClient } from "../../lib/staff-client";
import { JobsDesk } from "./jobs-desk";

setupMswServer();

const ID = "6a0b1e5e-0000-4000-8000-0000000000aa";

function job(overrides: Record<string, unknown> = {}) {
  return {
    id: ID,
    slug: "platform-engineer",
    title: "Platform Engineer",
    department: "Engineering",
    location: "New York, NY, US",
    description_json: null,
    description_html: "<p>Keep the platform up.</p>",
    display_order: 9,
    status: "draft",
    opens_at: null,
    closes_at: null,
    first_published_at: null,
    city: "New York",
    region: "NY",
    country: "US",
    workplace: "on_site",
    remote_countries: [],
    employment_type: "FULL_TIME",
    pay_min: null,
    pay_max: null,
    pay_currency: null,
    pay_unit: null,
    updated_at: "2026-11-27T10:00:00Z",
    saved_by_schedule: false,
    version: 1,
    ...overrides,
  };
}

const BUILD = { builtAt: "2026-11-27T09:00:00Z", contentReadAt: "2026-11-27T09:00:00Z", newestChange: null };

function Desk() {
  const view = parseJobView(useParams()["*"] ?? "");
  return view ? <JobsDesk view={view} /> : null;
}

function renderAt(url: string, role: "hiring" | "editor" = "hiring") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ready: DeskSession = {
    step: "ready",
    member: { user_id: "u1", email: "hank@tapsheet.example", role, invited_at: null },
  };
  client.setQueryData(staffKeys.session(), ready);
  const Stub = createRoutesStub([{ path: "/staff/jobs/*", Component: Desk }]);
  render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={[url]} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetStaffClient();
  server.use(http.get("*/build-info.json", () => HttpResponse.json(BUILD)));
});

describe("the jobs list", () => {
  it("says a failed load in words, and Try again shows each job's status, times and place on the site", async () => {
    let fail = true;
    server.use(
      http.get(restUrl("jobs"), () =>
        fail
          ? HttpResponse.json({ message: "upstream down" }, { status: 500 })
          : HttpResponse.json([
              job(),
              job({
                id: "2",
                title: "Opens later",
                status: "scheduled",
                opens_at: "2999-01-01T00:00:00Z",
                first_published_at: null,
              }),
              job({
                id: "3",
                title: "Open, saved after the build",
                status: "open",
                first_published_at: "2026-11-01T00:00:00Z",
              }),
            ]),
      ),
    );
    renderAt("/staff/jobs");
    const alert = await screen.findByRole("alert");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    const list = await screen.findByRole("list", { name: "Jobs" });
    const items = within(list).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Draft");
    expect(items[0]).toHaveTextContent("Not on the site");
    expect(items[1]).toHaveTextContent("Scheduled");
    expect(items[1]).toHaveTextContent("Opens by itself at 2999-01-01");
    expect(items[2]).toHaveTextContent("Open");
    expect(
      await within(items[2] as HTMLElement).findByText(/Waiting for the next build/),
    ).toBeInTheDocument();
  });

  it("is not for an editor", async () => {
    renderAt("/staff/jobs", "editor");
    expect(await screen.findByText("Your role does not include this page.")).toBeInTheDocument();
  });
});

describe("the job editor", () => {
  it("keeps what was typed when a save fails, and Try again saves pay and opens the job", async () => {
    const saves: Record<string, unknown>[] = [];
    let fail = true;
    server.use(
      http.get(restUrl("jobs"), () => HttpResponse.json(job())),
      http.patch(restUrl("jobs"), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saves.push(body);
        if (fail) return HttpResponse.error();
        return HttpResponse.json(job({ ...body, version: 2, first_published_at: "2026-11-27T10:01:00Z" }));
      }),
    );
    renderAt(`/staff/jobs/${ID}`);
    const minimum = await screen.findByLabelText("Minimum");
    await userEvent.type(minimum, "120000");
    await userEvent.type(screen.getByLabelText(/^Currency/), "usd");
    await userEvent.selectOptions(screen.getByLabelText("Per"), "YEAR");
    await userEvent.click(screen.getByRole("button", { name: "Open now" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/connection|reach/i);
    expect(minimum).toHaveValue("120000");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Opened: the job is on the careers page now.")).toBeInTheDocument();
    expect(saves.at(-1)).toMatchObject({
      status: "open",
      pay_min: 120000,
      pay_currency: "USD",
      pay_unit: "YEAR",
      location: "New York, NY, US",
      version: 1,
    });
  });

  it("asks where before opening, without asking the backend", async () => {
    let saved = false;
    server.use(
      http.get(restUrl("jobs"), () => HttpResponse.json(job({ country: null }))),
      http.patch(restUrl("jobs"), () => {
        saved = true;
        return HttpResponse.json(job());
      }),
    );
    renderAt(`/staff/jobs/${ID}`);
    await userEvent.click(await screen.findByRole("button", { name: "Open now" }));
    expect(await screen.findByText(/Say where before opening/)).toBeInTheDocument();
    expect(saved).toBe(false);
  });

  it("says a published job's address is fixed when the database refuses one typed before it opened", async () => {
    const stored = job({ status: "open", first_published_at: "2026-11-27T10:00:00Z" });
    const saves: Record<string, unknown>[] = [];
    server.use(
      http.get(restUrl("jobs"), () => HttpResponse.json(stored)),
      http.patch(restUrl("jobs"), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saves.push(body);
        if (body.slug !== stored.slug) {
          return HttpResponse.json(
            {
              code: "23514",
              message: "The slug is fixed once the job has been published",
              details: null,
              hint: "Keep the slug: links, the sitemap and search engines point at it.",
            },
            { status: 400 },
          );
        }
        return HttpResponse.json(job({ ...stored, ...body, version: 2 }));
      }),
    );
    // Typed while the job was a draft and kept in the tab; a colleague opened the job since.
    sessionStorage.setItem(
      `tapsheet-staff-draft:u1:job:${ID}`,
      JSON.stringify({
        title: "Platform Engineer",
        slug: "platform-engineer-2027",
        department: "Platform",
        body: { json: null, html: "<p>Keep the platform up.</p>" },
        city: "New York",
        region: "NY",
        country: "US",
        workplace: "on_site",
        remoteCountries: "",
        employmentType: "FULL_TIME",
        payMin: "",
        payMax: "",
        payCurrency: "",
        payUnit: "",
        closesAt: "",
      }),
    );
    renderAt(`/staff/jobs/${ID}`);
    const department = await screen.findByLabelText(/^Department/);
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(/this job has been published, so its address stays/)).toBeInTheDocument();
    expect(screen.queryByText(/closing time has passed/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Address/)).toHaveValue("platform-engineer");
    expect(department).toHaveValue("Platform");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Saved.")).toBeInTheDocument();
    expect(saves.map((save) => save.slug)).toEqual(["platform-engineer-2027", "platform-engineer"]);
  });

  it("refuses a stale save, keeps the typing, and saves on the new version after Reload", async () => {
    let stored = job();
    const saves: Record<string, unknown>[] = [];
    server.use(
      http.get(restUrl("jobs"), () => HttpResponse.json(stored)),
      http.patch(restUrl("jobs"), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saves.push(body);
        if (body.version !== stored.version) {
          return HttpResponse.json(
            {
              code: "PT409",
              message: "The schedule saved this job at 2026-11-27 10:05 UTC, after you loaded it",
              details: JSON.stringify({ by: "the schedule", at: "2026-11-27T10:05:00Z", version: 2 }),
              hint: null,
            },
            { status: 409 },
          );
        }
        stored = job({ ...body, version: stored.version + 1 });
        return HttpResponse.json(stored);
      }),
    );
    renderAt(`/staff/jobs/${ID}`);
    const department = await screen.findByLabelText(/^Department/);
    stored = job({ version: 2, status: "closed", saved_by_schedule: true });
    await userEvent.clear(department);
    await userEvent.type(department, "Platform");
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    const refusal = await screen.findByRole("alert");
    expect(refusal).toHaveTextContent(/^The schedule changed this job at 2026-11-27/);
    expect(department).toHaveValue("Platform");
    await userEvent.click(within(refusal).getByRole("button", { name: "Reload" }));
    await screen.findByText(/Version 2/);
    expect(department).toHaveValue("Platform");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Saved.")).toBeInTheDocument();
    expect(saves.map((save) => save.version)).toEqual([1, 2]);
  });
});

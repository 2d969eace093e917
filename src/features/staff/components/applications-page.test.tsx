// Days are read where the viewer is: this file reads them in Honolulu (UTC-10, no daylight saving).
process.env.TZ = "Pacific/Honolulu";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { restUrl, server, setupMswServer } from "../../../../tests/utils/msw";
import { staffKeys } from "../api/keys";
import type { DeskSession } from "../api/session";
import { resetStaffClient } from "../lib/staff-client";
import { ApplicationsPage } from "./applications-page";

setupMswServer();

const TOTAL = 1520;

function row(index: number) {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
    created_at: "2026-11-20T10:00:00Z",
    full_name: `Applicant ${index}`,
    email: `applicant${index}@example.com`,
    position_title: "Senior Mobile Engineer",
    job_id: null,
    stage: "new",
    erased_at: null,
  };
}

const JOB_ID = "6a0b1e5e-0000-4000-8000-000000000001";

/** `jobsPending`: the job names never arrive, as on a slow connection. */
function renderAt(url: string, { jobsPending = false } = {}) {
  const requests: Record<string, unknown>[] = [];
  server.use(
    http.get(restUrl("jobs"), () => (jobsPending ? new Promise<never>(() => {}) : HttpResponse.json([]))),
    http.post(restUrl("rpc/application_stage_counts"), () => HttpResponse.json([])),
    http.post(restUrl("rpc/rejection_reason_counts"), () => HttpResponse.json([])),
    http.post(restUrl("rpc/list_applications"), async ({ request }) => {
      const args = (await request.json()) as Record<string, unknown>;
      requests.push(args);
      const offset = Number(args.page_offset);
      const size = Number(args.page_size);
      const rows = Array.from({ length: Math.min(size, TOTAL - offset) }, (_, i) => row(offset + i));
      return HttpResponse.json({ rows, total: TOTAL });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ready: DeskSession = {
    step: "ready",
    member: { user_id: "u1", email: "ada@tapsheet.example", role: "hiring", invited_at: null },
  };
  client.setQueryData(staffKeys.session(), ready);
  const Stub = createRoutesStub([{ path: "/staff/applications", Component: ApplicationsPage }]);
  render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={[url]} />
    </QueryClientProvider>,
  );
  return { requests };
}

beforeEach(() => {
  localStorage.clear();
  resetStaffClient();
});

describe("the applications list", () => {
  it("pages past the API's 1,000-row cap with an exact count, through the recorded list function", async () => {
    const { requests } = renderAt("/staff/applications?page=21");
    expect(await screen.findByRole("link", { name: "Applicant 1000" })).toBeInTheDocument();
    expect(screen.getByText("Page 21 of 31 (1,520 in all)")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Next page" })).toHaveAttribute(
      "href",
      "/staff/applications?page=22",
    );
    expect(requests.at(-1)).toMatchObject({ page_offset: 1000, page_size: 50 });
  });

  it("sends the filters in the URL to the list function", async () => {
    const { requests } = renderAt(
      "/staff/applications?q=grace%40example.com&stage=interview&from=2026-11-01&to=2026-11-30",
    );
    expect(await screen.findByRole("link", { name: "Applicant 0" })).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({
      job_filter: null,
      stage_filter: "interview",
      created_from: "2026-11-01T10:00:00.000Z",
      created_before: "2026-12-01T10:00:00.000Z",
      search: "grace@example.com",
      include_erased: false,
      sort_by: "created_at",
      ascending: false,
      page_offset: 0,
      page_size: 50,
    });
    expect(screen.getByLabelText("Name or e-mail")).toHaveValue("grace@example.com");
    expect(screen.getByLabelText("Stage")).toHaveValue("interview");
  });

  it("keeps the list's job through a Filter made before the job names have loaded", async () => {
    const { requests } = renderAt(`/staff/applications?job=${JOB_ID}`, { jobsPending: true });
    expect(await screen.findByRole("link", { name: "Applicant 0" })).toBeInTheDocument();
    expect(screen.getByLabelText("Job")).toHaveValue(JOB_ID);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Name or e-mail"), "grace");
    await user.click(screen.getByRole("button", { name: "Filter" }));
    await vi.waitFor(() => expect(requests.at(-1)).toMatchObject({ job_filter: JOB_ID, search: "grace" }));
  });

  it("goes to the last page when the URL asks for one past the end", async () => {
    const { requests } = renderAt("/staff/applications?stage=new&page=99");
    expect(await screen.findByText("Page 31 of 31 (1,520 in all)")).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ stage_filter: "new", page_offset: 1500 });
  });

  it("explains a reversed range and lists nothing until it is swapped", async () => {
    const { requests } = renderAt("/staff/applications?from=2026-11-30&to=2026-11-01");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "“From” (2026-11-30) is after “To” (2026-11-01), so no day is in the range",
    );
    expect(screen.getByRole("link", { name: "Swap the dates" })).toHaveAttribute(
      "href",
      "/staff/applications?from=2026-11-01&to=2026-11-30",
    );
    expect(requests).toEqual([]);
  });
});

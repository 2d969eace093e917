import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";

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

function renderAt(url: string) {
  const requests: URL[] = [];
  const prefers: (string | null)[] = [];
  server.use(
    http.get(restUrl("jobs"), () => HttpResponse.json([])),
    http.get(restUrl("candidates"), ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      prefers.push(request.headers.get("prefer"));
      const offset = Number(url.searchParams.get("offset"));
      const limit = Number(url.searchParams.get("limit"));
      const rows = Array.from({ length: Math.min(limit, TOTAL - offset) }, (_, i) => row(offset + i));
      return HttpResponse.json(rows, {
        headers: { "Content-Range": `${offset}-${offset + rows.length - 1}/${TOTAL}` },
      });
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
  return { requests, prefers };
}

beforeEach(() => {
  localStorage.clear();
  resetStaffClient();
});

describe("the applications list", () => {
  it("pages past the API's 1,000-row cap with an exact count, newest first", async () => {
    const { requests, prefers } = renderAt("/staff/applications?page=21");
    expect(await screen.findByRole("link", { name: "Applicant 1000" })).toBeInTheDocument();
    expect(screen.getByText("Page 21 of 31 (1,520 in all)")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Next page" })).toHaveAttribute(
      "href",
      "/staff/applications?page=22",
    );
    const sent = requests.at(-1);
    expect(sent?.searchParams.get("offset")).toBe("1000");
    expect(sent?.searchParams.get("limit")).toBe("50");
    expect(sent?.searchParams.get("order")).toBe("created_at.desc,id.asc");
    expect(prefers.at(-1)).toContain("count=exact");
  });

  it("sends the filters in the URL to the API, the search looking in names and e-mail addresses at once", async () => {
    const { requests } = renderAt(
      "/staff/applications?q=grace%40example.com&stage=interview&from=2026-11-01&to=2026-11-30",
    );
    expect(await screen.findByRole("link", { name: "Applicant 0" })).toBeInTheDocument();
    const sent = requests.at(-1);
    expect(sent?.searchParams.get("or")).toBe(
      '(full_name.ilike."*grace@example.com*",email.ilike."*grace@example.com*")',
    );
    expect(sent?.searchParams.has("email")).toBe(false);
    expect(sent?.searchParams.get("stage")).toBe("eq.interview");
    expect(sent?.searchParams.getAll("created_at")).toEqual([
      "gte.2026-11-01T00:00:00Z",
      "lte.2026-11-30T23:59:59.999Z",
    ]);
    expect(screen.getByLabelText("Name or e-mail")).toHaveValue("grace@example.com");
    expect(screen.getByLabelText("Stage")).toHaveValue("interview");
  });
});

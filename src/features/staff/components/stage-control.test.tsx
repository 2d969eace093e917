import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";

import { restUrl, server, setupMswServer } from "../../../../tests/utils/msw";
import { resetStaffClient } from "../lib/staff-client";
import { StageControl } from "./stage-control";

setupMswServer();

const ID = "5b0e7f7e-1f7a-4f7b-9c1e-3f2a1b0c9d8e";
const STALE_AT = "2026-11-27T14:02:00Z";

function renderControl() {
  const calls: unknown[] = [];
  let answer: "ok" | "fail" | "stale" = "ok";
  server.use(
    http.post(restUrl("rpc/set_application_stage"), async ({ request }) => {
      calls.push(await request.json());
      if (answer === "stale")
        return HttpResponse.json(
          {
            code: "PT409",
            message:
              "hank@tapsheet.example changed this application at 2026-11-27 14:02 UTC, after you loaded it",
            details: JSON.stringify({
              by: "hank@tapsheet.example",
              kind: "stage_changed",
              to_stage: "hired",
              at: STALE_AT,
              version: 4,
            }),
            hint: null,
          },
          { status: 409 },
        );
      return answer === "ok"
        ? HttpResponse.json(4)
        : HttpResponse.json({ code: "XX000", message: "boom", details: null, hint: null }, { status: 500 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StageControl applicationId={ID} stage="new" version={3} />
    </QueryClientProvider>,
  );
  return {
    user: userEvent.setup(),
    calls,
    failNext: () => (answer = "fail"),
    staleNext: () => (answer = "stale"),
  };
}

beforeEach(() => {
  localStorage.clear();
  resetStaffClient();
});

describe("the stage control", () => {
  it("is a labelled select with the six stages, starting at the application's own", () => {
    renderControl();
    const select = screen.getByLabelText("Stage");
    expect(select).toHaveValue("new");
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      "New",
      "Screening",
      "Interview",
      "Offer",
      "Hired",
      "Rejected",
    ]);
  });

  it("moves the application with set_application_stage and no reason", async () => {
    const { user, calls } = renderControl();
    await user.selectOptions(screen.getByLabelText("Stage"), "Interview");
    await user.click(screen.getByRole("button", { name: "Save stage" }));
    expect(await screen.findByText("Stage saved.")).toBeInTheDocument();
    expect(calls).toEqual([{ application_id: ID, seen_version: 3, stage: "interview", reason: null }]);
  });

  it("refuses a rejection without a reason, then sends the reason given", async () => {
    const { user, calls } = renderControl();
    await user.selectOptions(screen.getByLabelText("Stage"), "Rejected");
    await user.click(screen.getByRole("button", { name: "Save stage" }));
    expect(await screen.findByText("Say why the application is rejected.")).toBeInTheDocument();
    expect(screen.getByLabelText(/reason for rejecting/i)).toHaveAttribute("aria-invalid", "true");
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText(/reason for rejecting/i), "Needs visa sponsorship we cannot give");
    await user.click(screen.getByRole("button", { name: "Save stage" }));
    expect(await screen.findByText("Stage saved.")).toBeInTheDocument();
    expect(calls).toEqual([
      {
        application_id: ID,
        seen_version: 3,
        stage: "rejected",
        reason: "Needs visa sponsorship we cannot give",
      },
    ]);
  });

  it("keeps the chosen stage and the reason when saving fails, and says so", async () => {
    const { user, failNext } = renderControl();
    failNext();
    await user.selectOptions(screen.getByLabelText("Stage"), "Rejected");
    await user.type(screen.getByLabelText(/reason for rejecting/i), "Withdrew");
    await user.click(screen.getByRole("button", { name: "Save stage" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/the server had a problem/i);
    expect(screen.getByLabelText("Stage")).toHaveValue("rejected");
    expect(screen.getByLabelText(/reason for rejecting/i)).toHaveValue("Withdrew");
  });

  it("keeps the focus on the button after a save and announces it politely", async () => {
    const { user } = renderControl();
    await user.selectOptions(screen.getByLabelText("Stage"), "Interview");
    await user.click(screen.getByRole("button", { name: "Save stage" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Stage saved.");
    expect(screen.getByRole("button", { name: "Save stage" })).toHaveFocus();
  });

  it("names the colleague's change when the database refuses a stale save, and keeps what was chosen", async () => {
    const { user, staleNext } = renderControl();
    staleNext();
    await user.selectOptions(screen.getByLabelText("Stage"), "Rejected");
    await user.type(screen.getByLabelText(/reason for rejecting/i), "Another candidate fit better");
    await user.click(screen.getByRole("button", { name: "Save stage" }));
    const time = new Date(STALE_AT).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      `hank@tapsheet.example changed the stage to Hired at ${time}. Reload to see it.`,
    );
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
    expect(screen.getByLabelText("Stage")).toHaveValue("rejected");
    expect(screen.getByLabelText(/reason for rejecting/i)).toHaveValue("Another candidate fit better");
  });
});

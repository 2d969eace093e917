import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";

import { restUrl, server, setupMswServer } from "../../../../tests/utils/msw";
import { resetStaffClient } from "../lib/staff-client";
import { DecisionOffer } from "./decision-offer";

setupMswServer();

const APPLICANTS = [
  { id: "a1", fullName: "Ada Park", positionTitle: "Backend Engineer" },
  { id: "a2", fullName: "Sam Lee", positionTitle: "Backend Engineer" },
  { id: "a3", fullName: "Kim Ode", positionTitle: "Backend Engineer" },
];

beforeEach(() => {
  localStorage.clear();
  resetStaffClient();
});

describe("telling several applicants at once", () => {
  it("tells each one, and when some are refused tries again only for those", async () => {
    const calls: string[] = [];
    let refuseOnce = new Set(["a2"]);
    server.use(
      http.post(restUrl("rpc/decision_mail_schedule"), () =>
        HttpResponse.json([{ send_at: "2026-11-30T09:00:00+00:00", time_zone: "Europe/London" }]),
      ),
      http.post(restUrl("rpc/queue_decision_mail"), async ({ request }) => {
        const { application_id: id } = (await request.json()) as { application_id: string };
        calls.push(id);
        if (refuseOnce.has(id)) {
          refuseOnce = new Set();
          return HttpResponse.json(
            { code: "XX000", message: "boom", details: null, hint: null },
            { status: 500 },
          );
        }
        return HttpResponse.json({ id: `m-${id}`, send_at: "2026-11-30T09:00:00+00:00" });
      }),
    );
    const done: string[] = [];
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <DecisionOffer applicants={APPLICANTS} stage="rejected" onDone={(words) => done.push(words)} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole("document", { name: "The message as it will be sent" })).toHaveTextContent(
      "Hi Ada,",
    );
    expect(screen.getByText(/Each of the 3 applicants gets this message/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Queue for 2026-11-30 09:00 (Europe/London)" }),
    );
    expect(
      await screen.findByText(/1 of the 3 applicants was not told; the others were/),
    ).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(/the server had a problem/i);
    expect(done).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByRole("button", { name: /Queue for/ });
    await expect
      .poll(() => done)
      .toEqual(["3 messages queued: they leave 2026-11-30 09:00 (Europe/London)."]);
    expect(calls).toEqual(["a1", "a2", "a3", "a2"]);
  });
});

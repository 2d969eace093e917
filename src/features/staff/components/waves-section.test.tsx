import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";

import { restUrl, server, setupMswServer } from "../../../../tests/utils/msw";
import { resetStaffClient } from "../lib/staff-client";
import { FunnelSection, WavesSection } from "./waves-section";

setupMswServer();

const WAVE_ID = "00000000-0000-4000-8000-00000000000a";

function wave(overrides: Record<string, unknown> = {}) {
  return {
    id: WAVE_ID,
    created_at: "2026-11-27T10:00:00Z",
    created_by_email: "ada@tapsheet.example",
    role_filter: null,
    source_filter: null,
    signed_up_from: null,
    signed_up_before: null,
    wave_size: 2,
    status: "selected",
    send_at: null,
    cancelled_at: null,
    selected: 2,
    waiting: 0,
    sent: 0,
    failed: 0,
    accepted: 0,
    ...overrides,
  };
}

const person = (place: number) => ({
  signup_id: `00000000-0000-4000-8000-00000000000${place}`,
  place,
  name: `Person ${place}`,
  email: `person${place}@example.com`,
  company: "Northwind",
  role: "vc",
  source: "linkedin",
  created_at: "2026-11-20T10:00:00Z",
  confirmed_at: "2026-11-20T11:00:00Z",
  referrals: 0,
});

function renderWaves() {
  const calls: { name: string; args: unknown }[] = [];
  let waves = [wave()];
  server.use(
    http.post(restUrl("rpc/list_beta_waves"), () => HttpResponse.json(waves)),
    http.post(restUrl("rpc/preview_beta_wave"), async ({ request }) => {
      calls.push({ name: "preview", args: await request.json() });
      return HttpResponse.json([person(1), person(2)]);
    }),
    http.post(restUrl("rpc/create_beta_wave"), async ({ request }) => {
      calls.push({ name: "create", args: await request.json() });
      return HttpResponse.json(WAVE_ID);
    }),
    http.post(restUrl("rpc/send_beta_wave"), async ({ request }) => {
      calls.push({ name: "send", args: await request.json() });
      waves = [wave({ status: "scheduled", send_at: "2026-11-27T10:05:00Z", waiting: 2 })];
      return HttpResponse.json(2);
    }),
    http.post(restUrl("rpc/beta_wave_members"), () =>
      HttpResponse.json([
        {
          ...person(1),
          status: "queued",
          mail_status: "sent",
          invited_at: "2026-11-27T10:06:00Z",
          accepted_at: null,
          last_error: null,
        },
        {
          ...person(2),
          status: "queued",
          mail_status: "failed",
          invited_at: null,
          last_error: "Mailbox full",
        },
      ]),
    ),
    http.post(restUrl("rpc/beta_funnel"), () =>
      HttpResponse.json({
        role: [{ key: "vc", signed_up: 5, confirmed: 4, invited: 2, accepted: 1 }],
        source: [],
        wave: [],
      }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FunnelSection />
      <WavesSection />
    </QueryClientProvider>,
  );
  return { calls, user: userEvent.setup() };
}

beforeEach(() => {
  localStorage.clear();
  resetStaffClient();
});

describe("waves", () => {
  it("refuses a wave size out of range before asking the database", async () => {
    const { calls, user } = renderWaves();
    await user.clear(screen.getByLabelText("People, at most"));
    await user.type(screen.getByLabelText("People, at most"), "0");
    await user.click(screen.getByRole("button", { name: "Preview wave" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("A wave has 1 to 1000 people.");
    expect(calls).toEqual([]);
  });

  it("previews the next people in line, chooses exactly them, and sends the chosen wave on a press", async () => {
    const { calls, user } = renderWaves();
    await user.selectOptions(screen.getByLabelText("Role"), "vc");
    await user.clear(screen.getByLabelText("People, at most"));
    await user.type(screen.getByLabelText("People, at most"), "2");
    await user.click(screen.getByRole("button", { name: "Preview wave" }));
    const table = await screen.findByRole("table", { name: "Next 2 in line" });
    expect(within(table).getByText("person1@example.com")).toBeVisible();
    expect(calls.filter((call) => call.name !== "preview")).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Choose these 2" }));
    expect(await screen.findByText(/Wave chosen\. Nothing is sent/)).toBeVisible();
    expect(calls.find((call) => call.name === "create")?.args).toMatchObject({
      role_filter: "vc",
      wave_size: 2,
    });

    const item = screen.getByRole("listitem");
    expect(within(item).getByTestId("wave-status")).toHaveTextContent("2 selected, not sent");
    await user.click(within(item).getByRole("button", { name: "Send now" }));
    expect(await within(item).findByText(/0 sent, 2 waiting/)).toBeVisible();
    expect(calls.find((call) => call.name === "send")?.args).toEqual({ wave_id: WAVE_ID, send_at: null });

    // Each person's own state: invited, or not sent with the reason.
    await user.click(within(item).getByRole("button", { name: "Show people" }));
    const people = await within(item).findByRole("table", { name: "People in this wave" });
    expect(within(people).getByRole("row", { name: /Person 1/ })).toHaveTextContent("invited");
    expect(within(people).getByRole("row", { name: /Person 2/ })).toHaveTextContent("not sent: Mailbox full");
  });

  it("shows the funnel per role", async () => {
    renderWaves();
    const table = await screen.findByRole("table", { name: "Per role" });
    expect(within(table).getByRole("row", { name: /VC/ })).toHaveTextContent("5421");
  });
});

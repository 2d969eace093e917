import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";

import { decisionMessage } from "@common/decision-mail";

import { restUrl, server, setupMswServer } from "../../../../tests/utils/msw";
import { resetStaffClient } from "../lib/staff-client";
import type { Stage } from "../schemas/records";
import { StageControl } from "./stage-control";

setupMswServer();

const ID = "5b0e7f7e-1f7a-4f7b-9c1e-3f2a1b0c9d8e";
const STALE_AT = "2026-11-27T14:02:00Z";

function renderControl({ stage = "new", mails = [] }: { stage?: Stage; mails?: unknown[] } = {}) {
  const calls: unknown[] = [];
  const mailCalls: unknown[] = [];
  let answer: "ok" | "fail" | "stale" = "ok";
  let mailAnswer: "ok" | "fail" = "ok";
  server.use(
    http.post(restUrl("rpc/list_decision_mails"), () => HttpResponse.json(mails)),
    http.post(restUrl("rpc/decision_mail_schedule"), () =>
      HttpResponse.json([{ send_at: "2026-11-30T09:00:00+00:00", time_zone: "Europe/London" }]),
    ),
    http.post(restUrl("rpc/queue_decision_mail"), async ({ request }) => {
      const body = (await request.json()) as { send_now: boolean };
      mailCalls.push(body);
      if (mailAnswer === "fail") {
        mailAnswer = "ok";
        return HttpResponse.json(
          { code: "XX000", message: "boom", details: null, hint: null },
          { status: 500 },
        );
      }
      return HttpResponse.json({
        id: "m1",
        send_at: body.send_now ? "2026-11-27T14:05:00+00:00" : "2026-11-30T09:00:00+00:00",
      });
    }),
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
      <StageControl
        applicationId={ID}
        stage={stage}
        version={3}
        fullName="  Jordan Lee Smith"
        positionTitle="Backend Engineer"
      />
    </QueryClientProvider>,
  );
  return {
    user: userEvent.setup(),
    calls,
    mailCalls,
    failMailNext: () => (mailAnswer = "fail"),
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
    expect(await screen.findByText("Choose the reason for rejecting.")).toBeInTheDocument();
    expect(screen.getByLabelText(/reason for rejecting/i)).toHaveAttribute("aria-invalid", "true");
    expect(calls).toEqual([]);

    const reasons = screen.getByLabelText<HTMLSelectElement>(/reason for rejecting/i);
    expect([...reasons.options].map((option) => option.text)).toEqual([
      "Choose a reason",
      "Not enough relevant experience",
      "Skills do not match the role",
      "Position filled",
      "Location or work permit",
      "Salary expectations",
      "Withdrew or did not respond",
      "Other",
    ]);
    await user.selectOptions(reasons, "Location or work permit");
    await user.click(screen.getByRole("button", { name: "Save stage" }));
    expect(await screen.findByText("Stage saved.")).toBeInTheDocument();
    expect(calls).toEqual([
      {
        application_id: ID,
        seen_version: 3,
        stage: "rejected",
        reason: "location_or_permit",
      },
    ]);
  });

  it("keeps the chosen stage and the reason when saving fails, and says so", async () => {
    const { user, failNext } = renderControl();
    failNext();
    await user.selectOptions(screen.getByLabelText("Stage"), "Rejected");
    await user.selectOptions(screen.getByLabelText(/reason for rejecting/i), "Withdrew or did not respond");
    await user.click(screen.getByRole("button", { name: "Save stage" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/the server had a problem/i);
    expect(screen.getByLabelText("Stage")).toHaveValue("rejected");
    expect(screen.getByLabelText(/reason for rejecting/i)).toHaveValue("withdrew");
  });

  it("keeps the focus on the button after a save and announces it politely", async () => {
    const { user } = renderControl();
    await user.selectOptions(screen.getByLabelText("Stage"), "Screening");
    await user.click(screen.getByRole("button", { name: "Save stage" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Stage saved.");
    expect(screen.getByRole("button", { name: "Save stage" })).toHaveFocus();
  });

  it("names the colleague's change when the database refuses a stale save, and keeps what was chosen", async () => {
    const { user, staleNext } = renderControl();
    staleNext();
    await user.selectOptions(screen.getByLabelText("Stage"), "Rejected");
    await user.selectOptions(screen.getByLabelText(/reason for rejecting/i), "Skills do not match the role");
    await user.click(screen.getByRole("button", { name: "Save stage" }));
    const time = new Date(STALE_AT).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      `hank@tapsheet.example changed the stage to Hired at ${time}. Reload to see it.`,
    );
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
    expect(screen.getByLabelText("Stage")).toHaveValue("rejected");
    expect(screen.getByLabelText(/reason for rejecting/i)).toHaveValue("skills_mismatch");
  });

  it("offers no message after a move to a stage the applicant is not told of", async () => {
    const { user } = renderControl();
    await user.selectOptions(screen.getByLabelText("Stage"), "Screening");
    await user.click(screen.getByRole("button", { name: "Save stage" }));
    expect(await screen.findByText("Stage saved.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Tell the applicant?" })).not.toBeInTheDocument();
  });
});

describe("telling the applicant", () => {
  it("shows the interview message exactly as the template words it, with the note, and sends it at once", async () => {
    const { user, mailCalls } = renderControl();
    await user.selectOptions(screen.getByLabelText("Stage"), "Interview");
    await user.click(screen.getByRole("button", { name: "Save stage" }));
    const heading = await screen.findByRole("heading", { name: "Tell the applicant?" });
    expect(heading).toHaveFocus();
    await user.type(screen.getByLabelText(/a note of your own/i), "We loved your  portfolio.{enter}Truly.");
    const expected = decisionMessage({
      firstName: "Jordan",
      positionTitle: "Backend Engineer",
      stage: "interview",
      note: "We loved your portfolio. Truly.",
    });
    const preview = screen.getByRole("document", { name: "The message as it will be sent" });
    expect([...preview.querySelectorAll("p")].map((paragraph) => paragraph.textContent)).toEqual([
      `Subject: ${expected.subject}`,
      ...expected.paragraphs,
    ]);
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Message on its way.")).toBeInTheDocument();
    expect(mailCalls).toEqual([
      { application_id: ID, send_now: true, note: "We loved your portfolio. Truly." },
    ]);
    expect(screen.queryByRole("heading", { name: "Tell the applicant?" })).not.toBeInTheDocument();
  });

  it("queues a rejection for the next business morning in the team's zone, and never names the reason", async () => {
    const { user, mailCalls } = renderControl();
    await user.selectOptions(screen.getByLabelText("Stage"), "Rejected");
    await user.selectOptions(screen.getByLabelText(/reason for rejecting/i), "Salary expectations");
    await user.click(screen.getByRole("button", { name: "Save stage" }));
    const preview = await screen.findByRole("document", { name: "The message as it will be sent" });
    expect(preview).toHaveTextContent("Hi Jordan,");
    expect(preview).not.toHaveTextContent(/salary/i);
    await user.click(
      await screen.findByRole("button", { name: "Queue for 2026-11-30 09:00 (Europe/London)" }),
    );
    expect(
      await screen.findByText("Message queued: it leaves 2026-11-30 09:00 (Europe/London)."),
    ).toBeInTheDocument();
    expect(mailCalls).toEqual([{ application_id: ID, send_now: false, note: null }]);
  });

  it("sends nothing when told not to", async () => {
    const { user, mailCalls } = renderControl();
    await user.selectOptions(screen.getByLabelText("Stage"), "Offer");
    await user.click(screen.getByRole("button", { name: "Save stage" }));
    await user.click(await screen.findByRole("button", { name: "Don't send" }));
    expect(await screen.findByText("No message sent.")).toBeInTheDocument();
    expect(mailCalls).toEqual([]);
  });

  it("refuses a note over 500 characters, and words a failure with a retry that keeps the note", async () => {
    const { user, mailCalls, failMailNext } = renderControl();
    await user.selectOptions(screen.getByLabelText("Stage"), "Offer");
    await user.click(screen.getByRole("button", { name: "Save stage" }));
    const note = await screen.findByLabelText(/a note of your own/i);
    await user.click(note);
    await user.paste("x".repeat(501));
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("The note is 501 characters long; keep it to 500.")).toBeInTheDocument();
    expect(mailCalls).toEqual([]);

    await user.clear(note);
    await user.type(note, "Welcome aboard.");
    failMailNext();
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/the server had a problem/i);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Message on its way.")).toBeInTheDocument();
    expect(mailCalls).toEqual([
      { application_id: ID, send_now: true, note: "Welcome aboard." },
      { application_id: ID, send_now: true, note: "Welcome aboard." },
    ]);
  });

  it("offers to tell the applicant again once the last message was cancelled, and not while one waits", async () => {
    const mail = {
      id: "m1",
      stage: "rejected",
      queued_at: "2026-11-27T14:00:00Z",
      send_at: "2026-11-30T09:00:00Z",
      sent_at: null,
      reason: null,
      note: null,
      queued_by: "hank@tapsheet.example",
    };
    renderControl({ stage: "rejected", mails: [{ ...mail, status: "queued" }] });
    await screen.findByLabelText("Stage");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("button", { name: "Tell the applicant…" })).not.toBeInTheDocument();
    cleanup();

    const { user, mailCalls } = renderControl({
      stage: "rejected",
      mails: [{ ...mail, status: "cancelled" }],
    });
    await user.click(await screen.findByRole("button", { name: "Tell the applicant…" }));
    await user.click(await screen.findByRole("button", { name: "Send now" }));
    expect(await screen.findByText("Message on its way.")).toBeInTheDocument();
    expect(mailCalls).toEqual([{ application_id: ID, send_now: true, note: null }]);
  });
});

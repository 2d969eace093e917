import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { SITE } from "@/config/site";
import BetaWelcomeRoute, { clientAction } from "@/routes/beta-welcome";
import { restUrl, server, setupMswServer } from "../../tests/utils/msw";
import { renderRoute } from "../../tests/utils/render";

setupMswServer();

const TOKEN = "w".repeat(43);

/** The database function's answers, in order ("network": no answer at all); records each call's arguments. */
function answer(name: string, ...answers: string[]) {
  const calls: unknown[] = [];
  server.use(
    http.post(restUrl(`rpc/${name}`), async ({ request }) => {
      calls.push(await request.json());
      const next = answers.length > 1 ? answers.shift() : answers[0];
      return next === "network" ? HttpResponse.error() : HttpResponse.json(next);
    }),
  );
  return calls;
}

const open = (url = `/beta/welcome?token=${TOKEN}`) =>
  renderRoute(BetaWelcomeRoute, {
    path: "/beta/welcome",
    url,
    action: ({ request }) => clientAction({ request } as Parameters<typeof clientAction>[0]),
  });

async function openAndAccept(url?: string) {
  const rendered = open(url);
  await rendered.user.click(await screen.findByRole("button", { name: "Accept my invitation" }));
  return rendered;
}

describe("/beta/welcome", () => {
  it("accepts nothing on load: it asks, and waits for the button", async () => {
    const calls = answer("accept_beta_invitation", "accepted");
    open();
    expect(await screen.findByRole("button", { name: "Accept my invitation" })).toBeEnabled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it("accepts the link's token when pressed and shows the next steps with the stores' links", async () => {
    const calls = answer("accept_beta_invitation", "accepted");
    await openAndAccept();
    const outcome = await screen.findByRole("heading", { name: "You're in" });
    await waitFor(() => expect(outcome).toHaveFocus());
    expect(calls).toEqual([{ token: TOKEN }]);
    expect(screen.getByRole("link", { name: "Download on the App Store" })).toHaveAttribute(
      "href",
      SITE.apps.appStore,
    );
    expect(screen.getByRole("link", { name: "Get it on Google Play" })).toHaveAttribute(
      "href",
      SITE.apps.googlePlay,
    );
  });

  it("says a used or expired link plainly and asks for a new invitation by address, answering alike", async () => {
    answer("accept_beta_invitation", "used");
    const requests = answer("request_beta_invitation", "requested");
    const { user } = await openAndAccept();
    expect(
      await screen.findByRole("heading", { name: "This invitation was already accepted" }),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Send me a new invitation" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Enter your e-mail address");
    expect(requests).toEqual([]);
    await user.type(screen.getByLabelText("Your e-mail address"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send me a new invitation" }));
    expect(await screen.findByText(/If this address was invited and hasn't accepted yet/)).toBeVisible();
    expect(requests).toEqual([{ address: "ada@example.com" }]);
  });

  it("says an expired link plainly", async () => {
    answer("accept_beta_invitation", "expired");
    await openAndAccept();
    const outcome = await screen.findByRole("heading", { name: "This invitation has expired" });
    await waitFor(() => expect(outcome).toHaveFocus());
    expect(screen.getByText(/work for 14 days/)).toBeVisible();
  });

  it("keeps the button and offers a retry when the server cannot be reached", async () => {
    const calls = answer("accept_beta_invitation", "network", "accepted");
    const { user } = await openAndAccept();
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't reach our server");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "You're in" })).toBeVisible();
    expect(calls).toHaveLength(2);
  });
});

import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import BetaConfirmRoute, { meta } from "@/routes/beta-confirm";
import { restUrl, server, setupMswServer } from "../../tests/utils/msw";
import { renderRoute } from "../../tests/utils/render";

setupMswServer();

const TOKEN = "t".repeat(43);

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

const open = (url = `/beta/confirm?token=${TOKEN}`) =>
  renderRoute(BetaConfirmRoute, {
    path: "/beta/confirm",
    url,
    routes: [{ path: "/", Component: () => <h1>Home</h1> }],
  });

describe("/beta/confirm", () => {
  it("confirms the link's token once and says the address is confirmed", async () => {
    const calls = answer("confirm_signup", "confirmed");
    open();
    expect(await screen.findByRole("heading", { name: "You're confirmed" })).toBeInTheDocument();
    expect(
      screen.getByText(/your address is confirmed and you're on the Tapsheet beta list/),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ token: TOKEN }]);
  });

  it("says so when the address was confirmed already", async () => {
    answer("confirm_signup", "already_confirmed");
    open();
    expect(await screen.findByRole("heading", { name: "Already confirmed" })).toBeInTheDocument();
  });

  it("offers a new link for an expired one, and says when one was sent today already", async () => {
    answer("confirm_signup", "expired");
    const resends = answer("resend_signup_confirmation", "already_sent");
    const { user } = open();
    expect(await screen.findByRole("heading", { name: "This link has expired" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send me a new link" }));
    expect(
      await screen.findByText(/We already sent a confirmation e-mail to this address today/),
    ).toBeInTheDocument();
    expect(resends).toEqual([{ token: TOKEN }]);
  });

  it("sends a new link for an expired one", async () => {
    answer("confirm_signup", "expired");
    answer("resend_signup_confirmation", "sent");
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: "Send me a new link" }));
    expect(
      await screen.findByText("A new confirmation link is on its way. Check your inbox."),
    ).toBeInTheDocument();
  });

  it("calls an unknown token, or a link without one, invalid and points to the sign-up", async () => {
    answer("confirm_signup", "invalid");
    const { user, unmount } = open();
    expect(await screen.findByRole("heading", { name: "This link is not valid" })).toBeInTheDocument();
    unmount();

    open("/beta/confirm");
    expect(await screen.findByRole("heading", { name: "This link is not valid" })).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Sign up for the beta" }));
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
  });

  it("shows that it is working, then, when the server cannot be reached, offers to try again", async () => {
    const calls = answer("confirm_signup", "network", "confirmed");
    const { user } = open();
    expect(screen.getByText("Confirming your sign-up…")).toBeInTheDocument();
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't reach our server");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "You're confirmed" })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it("asks not to be indexed", () => {
    expect(meta()).toContainEqual({ name: "robots", content: "noindex" });
  });
});

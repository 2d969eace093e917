import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import BetaConfirmRoute, { clientAction, meta } from "@/routes/beta-confirm";
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

const CODE = "AbCdEfGh_-123456";

/** signup_place's answer for the token; records each call's arguments. */
function placeAnswer(place: { place: number; waiting: number; referrals: number }) {
  const calls: unknown[] = [];
  server.use(
    http.post(restUrl("rpc/signup_place"), async ({ request }) => {
      calls.push(await request.json());
      return HttpResponse.json({ ...place, invited: false, referral_code: CODE, places_per_referral: 5 });
    }),
  );
  return calls;
}

const open = (url = `/beta/confirm?token=${TOKEN}`) =>
  renderRoute(BetaConfirmRoute, {
    path: "/beta/confirm",
    url,
    routes: [{ path: "/", Component: () => <h1>Home</h1> }],
    // The route's own clientAction; it reads only the request.
    action: ({ request }) => clientAction({ request } as Parameters<typeof clientAction>[0]),
  });

/** Opens the page and presses its button, as the person the e-mail reached does. */
async function openAndConfirm(url?: string) {
  const rendered = open(url);
  await rendered.user.click(await screen.findByRole("button", { name: "Confirm my sign-up" }));
  return rendered;
}

describe("/beta/confirm", () => {
  // Before decision 038 the page confirmed from an effect as soon as it loaded, so a mail scanner that runs scripts
  // confirmed any sign-up whose e-mail it opened.
  it("confirms nothing on load: it asks, and waits for the button", async () => {
    const calls = answer("confirm_signup", "confirmed");
    open();
    const button = await screen.findByRole("button", { name: "Confirm my sign-up" });
    expect(button).toBeEnabled();
    expect(screen.getByRole("heading", { level: 1, name: "Confirm your beta sign-up" })).toBeInTheDocument();
    expect(screen.getByText(/Press the button to confirm that this address is yours/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it("confirms the link's token once when the button is pressed, and says so where focus lands", async () => {
    const calls = answer("confirm_signup", "confirmed");
    const places = placeAnswer({ place: 12, waiting: 40, referrals: 0 });
    await openAndConfirm();
    const outcome = await screen.findByRole("heading", { name: "You're confirmed" });
    expect(outcome).toHaveFocus();
    expect(screen.getByRole("status")).toContainElement(outcome);
    expect(
      screen.getByText(/your address is confirmed and you're on the Tapsheet beta list/),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ token: TOKEN }]);
    // Then the place in line and the referral link, asked for with the same token only.
    expect(await screen.findByText("You're number 12 of 40 in line.")).toBeVisible();
    expect(screen.getByLabelText("Your referral link")).toHaveValue(`${window.location.origin}/?ref=${CODE}`);
    expect(places).toEqual([{ token: TOKEN }]);
  });

  it("says so when the address was confirmed already, with the place in line", async () => {
    answer("confirm_signup", "already_confirmed");
    placeAnswer({ place: 3, waiting: 3, referrals: 2 });
    await openAndConfirm();
    expect(await screen.findByRole("heading", { name: "Already confirmed" })).toBeInTheDocument();
    expect(await screen.findByText("You're number 3 of 3 in line.")).toBeVisible();
    expect(screen.getByText(/2 confirmed referrals so far/)).toBeVisible();
  });

  it("offers a new link for an expired one, and says when one was sent today already", async () => {
    answer("confirm_signup", "expired");
    const resends = answer("resend_signup_confirmation", "already_sent");
    const { user } = await openAndConfirm();
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
    const { user } = await openAndConfirm();
    await user.click(await screen.findByRole("button", { name: "Send me a new link" }));
    expect(
      await screen.findByText("A new confirmation link is on its way. Check your inbox."),
    ).toBeInTheDocument();
  });

  it("calls an unknown token, or a link without one, invalid and points to the sign-up", async () => {
    const calls = answer("confirm_signup", "invalid");
    const { user, unmount } = await openAndConfirm();
    expect(await screen.findByRole("heading", { name: "This link is not valid" })).toBeInTheDocument();
    unmount();

    open("/beta/confirm");
    expect(screen.queryByRole("button", { name: "Confirm my sign-up" })).not.toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "This link is not valid" })).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Sign up for the beta" }));
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it("shows that it is working, then, when the server cannot be reached, offers to try again", async () => {
    let release = () => {};
    const calls: unknown[] = [];
    const answers = ["network", "confirmed"];
    server.use(
      http.post(restUrl("rpc/confirm_signup"), async ({ request }) => {
        calls.push(await request.json());
        await new Promise<void>((resolve) => (release = resolve));
        const next = answers.shift();
        return next === "network" ? HttpResponse.error() : HttpResponse.json(next);
      }),
    );
    // Once confirmed, the page asks for the place in line.
    placeAnswer({ place: 12, waiting: 40, referrals: 0 });
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: "Confirm my sign-up" }));
    expect(await screen.findByText("Confirming your sign-up…")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Confirming…" })).toBeDisabled();
    release();
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't reach our server");
    const retry = screen.getByRole("button", { name: "Try again" });
    await user.click(retry);
    await waitFor(() => expect(calls).toHaveLength(2));
    release();
    const outcome = await screen.findByRole("heading", { name: "You're confirmed" });
    await waitFor(() => expect(outcome).toHaveFocus());
  });

  it("asks not to be indexed", () => {
    expect(meta()).toContainEqual({ name: "robots", content: "noindex" });
  });
});

import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import BetaUnsubscribeRoute from "@/routes/beta-unsubscribe";
import { server, setupMswServer } from "../../tests/utils/msw";
import { renderRoute } from "../../tests/utils/render";

setupMswServer();

const TOKEN = "u".repeat(43);
const FUNCTION_URL = "http://supabase.test/functions/v1/unsubscribe";

function answerUnsubscribe(status: number, body: Record<string, string>) {
  const seen: { url: string; body: string; apikey: string | null; type: string | null }[] = [];
  server.use(
    http.post(FUNCTION_URL, async ({ request }) => {
      seen.push({
        url: request.url,
        body: await request.text(),
        apikey: request.headers.get("apikey"),
        type: request.headers.get("content-type"),
      });
      return HttpResponse.json(body, { status });
    }),
  );
  return seen;
}

const open = () =>
  renderRoute(BetaUnsubscribeRoute, { path: "/beta/unsubscribe", url: `/beta/unsubscribe?token=${TOKEN}` });

describe("/beta/unsubscribe", () => {
  it("asks first, then sends the mail client's one-click POST and says it is done", async () => {
    const seen = answerUnsubscribe(200, { status: "unsubscribed" });
    const { user } = open();
    expect(screen.getByText(/stops all e-mail from Tapsheet to this address/)).toBeInTheDocument();
    expect(seen).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("heading", { name: "You're unsubscribed" })).toBeInTheDocument();
    expect(seen).toEqual([
      {
        url: `${FUNCTION_URL}?token=${TOKEN}`,
        body: "List-Unsubscribe=One-Click",
        apikey: null,
        type: "application/x-www-form-urlencoded",
      },
    ]);
  });

  it("calls an unknown link invalid", async () => {
    answerUnsubscribe(404, { status: "invalid" });
    const { user } = open();
    await user.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("heading", { name: "This link is not valid" })).toBeInTheDocument();
  });

  it("offers to try again when the server fails", async () => {
    answerUnsubscribe(502, { error: "down" });
    const { user } = open();
    await user.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't reach our server");
    answerUnsubscribe(200, { status: "unsubscribed" });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "You're unsubscribed" })).toBeInTheDocument();
  });
});

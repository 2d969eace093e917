// @vitest-environment jsdom
/**
 * The confirmation page against the embedded API, as a mail scanner that runs scripts and as the person the e-mail
 * reached meet it. Before decision 038 the page confirmed from an effect as soon as it loaded, so a scanner opening
 * the link confirmed the sign-up, and confirming lifted a suppression of the address.
 */
import "@testing-library/jest-dom/vitest";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import BetaConfirmRoute, { clientAction } from "@/routes/beta-confirm";

import { renderRoute } from "../utils/render";
import { useLocalSupabase, validSignup } from "./support/local-supabase";
import { chooseSiteClient } from "./support/site-supabase";

vi.mock("@/lib/supabase", () => import("./support/site-supabase"));

const backend = useLocalSupabase();

afterEach(cleanup);

/** A sign-up through the public key and the link token its confirmation e-mail would carry. */
async function signUpWithLink() {
  const signup = validSignup();
  const { status } = await backend.anon.from("signups").insert(signup);
  expect(status).toBe(201);
  const token = `${crypto.randomUUID()}${crypto.randomUUID()}`.replaceAll("-", "");
  await backend.api.query(
    "insert into private.signup_confirmation_tokens (token_hash, signup_id) values (private.token_hash($1), $2)",
    [token, signup.id],
  );
  return { email: String(signup.email), token };
}

async function confirmedAt(email: string) {
  const [row] = await backend.api.query<{ confirmed_at: Date | null }>(
    "select confirmed_at from public.signups where email = $1",
    [email],
  );
  return row?.confirmed_at;
}

function openLink(token: string) {
  chooseSiteClient(backend.anon, { url: backend.url, key: backend.api.anonKey });
  return renderRoute(BetaConfirmRoute, {
    path: "/beta/confirm",
    url: `/beta/confirm?token=${token}`,
    action: ({ request }) => clientAction({ request } as Parameters<typeof clientAction>[0]),
  });
}

describe("/beta/confirm against the API", () => {
  it("confirms nothing when the page is loaded and its scripts run, only when the button is pressed", async () => {
    const { email, token } = await signUpWithLink();
    const { user } = openLink(token);
    const button = await screen.findByRole("button", { name: "Confirm my sign-up" });
    expect(button).toBeEnabled();
    // The scanner stays a while: nothing it loaded reaches the database.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await confirmedAt(email)).toBeNull();

    await user.click(button);
    expect(await screen.findByRole("heading", { name: "You're confirmed" })).toHaveFocus();
    expect(await confirmedAt(email)).toBeInstanceOf(Date);
  });

  it("confirms a suppressed address's sign-up without lifting the suppression", async () => {
    const { email, token } = await signUpWithLink();
    await backend.api.query(
      "insert into private.mail_suppressions (recipient_hash) values (private.email_hash($1))",
      [email],
    );
    const { user } = openLink(token);
    await user.click(await screen.findByRole("button", { name: "Confirm my sign-up" }));
    expect(await screen.findByRole("heading", { name: "You're confirmed" })).toBeInTheDocument();
    expect(await confirmedAt(email)).toBeInstanceOf(Date);
    const [suppressed] = await backend.api.query<{ count: number }>(
      "select count(*)::int as count from private.mail_suppressions where recipient_hash = private.email_hash($1)",
      [email],
    );
    expect(suppressed?.count).toBe(1);
  });
});

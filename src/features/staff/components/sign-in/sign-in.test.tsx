import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { server, setupMswServer } from "../../../../../tests/utils/msw";
import { STAFF_SESSION_KEY, resetStaffClient } from "../../lib/staff-client";
import { IDLE_LIMIT_MS } from "../../lib/use-idle-sign-out";
import { type AuthState, EMAIL, SECRET, authHandlers } from "../../testing/auth-api";
import { DeskHome } from "../desk-home";
import { DeskLayout } from "../desk-layout";

setupMswServer();

const CODE_SENT = "If this address belongs to a Tapsheet staff member, we've sent a 6-digit code.";

function renderDesk(state: AuthState) {
  server.use(...authHandlers(state));
  const Stub = createRoutesStub([
    {
      path: "/staff",
      Component: DeskLayout,
      children: [
        { index: true, Component: DeskHome },
        { path: "applications", Component: () => <h1>Applications</h1> },
      ],
    },
  ]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <main>
        <Stub initialEntries={["/staff"]} />
      </main>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function signInWithEmailCode(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/work e-mail/i), EMAIL);
  await user.click(screen.getByRole("button", { name: "Send code" }));
  expect(await screen.findByText(CODE_SENT)).toBeInTheDocument();
  await user.type(screen.getByLabelText(/code from the e-mail/i), "123 456");
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

beforeEach(() => {
  localStorage.clear();
  resetStaffClient();
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe("staff sign-in", () => {
  it.each([200, 422] as const)(
    "says the same words whether or not Auth sends a code (answer %i), and asks for no new user",
    async (otpStatus) => {
      const state: AuthState = { verifiedFactor: true, role: "hiring", otpStatus, calls: [] };
      const user = renderDesk(state);
      await user.type(await screen.findByLabelText(/work e-mail/i), EMAIL);
      await user.click(screen.getByRole("button", { name: "Send code" }));
      expect(await screen.findByText(CODE_SENT)).toBeInTheDocument();
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
      expect(state.calls).toEqual(["POST /otp"]);
    },
  );

  it("refuses a wrong e-mailed code in words and keeps what was typed", async () => {
    const user = renderDesk({ verifiedFactor: true, role: "hiring", calls: [] });
    await user.type(await screen.findByLabelText(/work e-mail/i), EMAIL);
    await user.click(screen.getByRole("button", { name: "Send code" }));
    const code = await screen.findByLabelText(/code from the e-mail/i);
    await user.type(code, "000000");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText(/that code is wrong or has expired/i)).toBeInTheDocument();
    expect(code).toHaveValue("000000");
    await user.click(screen.getByRole("button", { name: "Use a different address" }));
    expect(screen.getByLabelText(/work e-mail/i)).toHaveValue(EMAIL);
  });

  it("enrols an authenticator on the first sign-in (QR code with alt text and the key as text), then opens the desk", async () => {
    const state: AuthState = { verifiedFactor: false, role: "hiring", calls: [] };
    const user = renderDesk(state);
    await signInWithEmailCode(user);

    expect(await screen.findByRole("heading", { name: "Set up your authenticator" })).toBeInTheDocument();
    const qr = await screen.findByRole("img", { name: /qr code/i });
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText(SECRET)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Applications" })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/code from your authenticator/i), "111111");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText(/that code did not match/i)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/code from your authenticator/i));
    await user.type(screen.getByLabelText(/code from your authenticator/i), "654321");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { name: "Applications" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Staff desk" })).toBeInTheDocument();
    expect(state.calls).toContain("POST /factors");
  });

  it("asks a member with an authenticator for its code, not for a new one", async () => {
    const state: AuthState = { verifiedFactor: true, role: "hiring", calls: [] };
    const user = renderDesk(state);
    await signInWithEmailCode(user);
    await user.type(await screen.findByLabelText(/code from your authenticator/i), "654321");
    expect(screen.queryByRole("img", { name: /qr code/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { name: "Applications" })).toBeInTheDocument();
    expect(state.calls).not.toContain("POST /factors");
  });

  it("signs out a user who is not staff, saying the account has no access", async () => {
    const state: AuthState = { verifiedFactor: true, role: null, calls: [] };
    const user = renderDesk(state);
    await signInWithEmailCode(user);
    await user.type(await screen.findByLabelText(/code from your authenticator/i), "654321");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText(/this account has no access/i)).toBeInTheDocument();
    expect(screen.getByLabelText(/work e-mail/i)).toBeInTheDocument();
    expect(state.calls).toContain("POST /logout");
    expect(localStorage.getItem(STAFF_SESSION_KEY)).toBeNull();
  });

  it("signs out everywhere with the global scope", async () => {
    const state: AuthState = { verifiedFactor: true, role: "admin", calls: [] };
    const user = renderDesk(state);
    await signInWithEmailCode(user);
    await user.type(await screen.findByLabelText(/code from your authenticator/i), "654321");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const nav = await screen.findByRole("navigation", { name: "Staff desk" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Applications", "Sign-ups", "Audit log", "Team"]);
    await user.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    expect(await screen.findByLabelText(/work e-mail/i)).toBeInTheDocument();
    expect(localStorage.getItem(STAFF_SESSION_KEY)).toBeNull();
  });

  it("signs itself out after 30 minutes without a key or pointer, saying so", async () => {
    // Timers run in real time until the test moves them on.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout"] });
    const state: AuthState = { verifiedFactor: true, role: "hiring", calls: [] };
    const user = renderDesk(state);
    await signInWithEmailCode(user);
    await user.type(await screen.findByLabelText(/code from your authenticator/i), "654321");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { name: "Applications" })).toBeInTheDocument();

    vi.advanceTimersByTime(IDLE_LIMIT_MS);
    expect(await screen.findByText(/signed out after 30 minutes without activity/i)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Applications" })).not.toBeInTheDocument();
    expect(localStorage.getItem(STAFF_SESSION_KEY)).toBeNull();
  });
});

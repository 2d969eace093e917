import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { server, setupMswServer } from "../../../../../tests/utils/msw";
import { staffKeys } from "../../api/keys";
import { STAFF_SESSION_KEY, resetStaffClient } from "../../lib/staff-client";
import { IDLE_LIMIT_MS } from "../../lib/use-idle-sign-out";
import { type AuthState, EMAIL, QR_SVG, SECRET, authHandlers } from "../../testing/auth-api";
import { DeskHome } from "../desk-home";
import { DeskLayout } from "../desk-layout";

setupMswServer();

const CODE_SENT = "If this address belongs to a Tapsheet staff member, we've sent a 6-digit code.";

/** A desk page whose read comes back empty, as row-level security answers a member who was removed. */
function EmptyList() {
  const list = useQuery({ queryKey: staffKeys.applications({}), queryFn: () => ({ rows: [], total: 0 }) });
  return (
    <>
      <h1>Applications</h1>
      {list.data ? <p>Empty list</p> : null}
      <button type="button" onClick={() => void list.refetch()}>
        Reload
      </button>
    </>
  );
}

function renderDesk(state: AuthState) {
  server.use(...authHandlers(state));
  const Stub = createRoutesStub([
    {
      path: "/staff",
      Component: DeskLayout,
      children: [
        { index: true, Component: DeskHome },
        { path: "applications", Component: EmptyList },
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

  it("counts down to when a new code can be asked for, from the wait Auth names", async () => {
    const state: AuthState = { verifiedFactor: true, role: "hiring", calls: [], otpWaitSeconds: 42 };
    const user = renderDesk(state);
    await user.type(await screen.findByLabelText(/work e-mail/i), EMAIL);
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText(/ask for a new one in 42 s/i)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send code (in 42 s)" })).toBeDisabled();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("offers a new code only once a minute has passed since the last", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout", "Date"] });
    const state: AuthState = { verifiedFactor: true, role: "hiring", calls: [] };
    const user = renderDesk(state);
    await user.type(await screen.findByLabelText(/work e-mail/i), EMAIL);
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByRole("button", { name: "Send a new code (in 60 s)" })).toBeDisabled();
    vi.advanceTimersByTime(60_000);
    await user.click(await screen.findByRole("button", { name: "Send a new code" }));
    expect(await screen.findByRole("button", { name: /send a new code \(in \d+ s\)/i })).toBeDisabled();
    expect(state.calls).toEqual(["POST /otp", "POST /otp"]);
  });

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
    // supabase-js puts Auth's markup unencoded after its data: prefix; the desk encodes it, so a # cannot cut it.
    expect(qr.getAttribute("src")).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR_SVG)}`);
    expect(screen.getByTestId("totp-secret")).toHaveTextContent("JBSW Y3DP EHPK 3PXP");
    await user.click(screen.getByRole("button", { name: "Copy key" }));
    expect(await screen.findByText("Key copied.")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(SECRET);
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

  it("signs out a member removed while the desk is open, saying why, instead of showing an empty desk", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["Date"] });
    const state: AuthState = { verifiedFactor: true, role: "hiring", calls: [] };
    const user = renderDesk(state);
    await signInWithEmailCode(user);
    await user.type(await screen.findByLabelText(/code from your authenticator/i), "654321");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Empty list")).toBeInTheDocument();
    state.role = null;
    vi.advanceTimersByTime(10_000);
    await user.click(screen.getByRole("button", { name: "Reload" }));
    expect(
      await screen.findByText("Your access to the desk has ended. Ask an admin if this is a mistake."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/work e-mail/i)).toBeInTheDocument();
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
    ).toEqual(["Applications", "Sign-ups", "Audit log", "Team", "Posts", "Jobs"]);
    await user.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    expect(await screen.findByLabelText(/work e-mail/i)).toBeInTheDocument();
    expect(localStorage.getItem(STAFF_SESSION_KEY)).toBeNull();
  });

  it("signs itself out after 30 minutes without a key or pointer, saying so", async () => {
    // Timers run in real time until the test moves them on.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout", "Date"] });
    const state: AuthState = { verifiedFactor: true, role: "hiring", calls: [] };
    const user = renderDesk(state);
    await signInWithEmailCode(user);
    await user.type(await screen.findByLabelText(/code from your authenticator/i), "654321");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { name: "Applications" })).toBeInTheDocument();

    vi.advanceTimersByTime(IDLE_LIMIT_MS - 60_000);
    const warning = await screen.findByRole("alertdialog", { name: "Still there?" });
    expect(within(warning).getByRole("button", { name: "Stay signed in" })).toHaveFocus();
    vi.advanceTimersByTime(60_000);
    expect(await screen.findByText(/signed out after 30 minutes without activity/i)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Applications" })).not.toBeInTheDocument();
    expect(localStorage.getItem(STAFF_SESSION_KEY)).toBeNull();
  });
});

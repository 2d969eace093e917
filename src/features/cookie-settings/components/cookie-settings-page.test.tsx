import { act, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import CookieSettingsRoute from "@/routes/cookie-settings";

import { renderRoute } from "../../../../tests/utils/render";
import { COOKIE_SETTINGS_STORAGE_KEY } from "../cookie-settings-store";
import { CookieSettingsPage } from "./cookie-settings-page";

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

const switches = () => ({
  essential: screen.getByRole("switch", { name: "Essential cookies" }),
  analytics: screen.getByRole("switch", { name: "Analytics cookies" }),
  functional: screen.getByRole("switch", { name: "Functional cookies" }),
  marketing: screen.getByRole("switch", { name: "Marketing cookies" }),
});

function expectSwitches(expected: {
  essential: boolean;
  analytics: boolean;
  functional: boolean;
  marketing: boolean;
}) {
  const current = switches();
  for (const [key, on] of Object.entries(expected)) {
    expect(current[key as keyof typeof current], key).toHaveAttribute("aria-checked", String(on));
  }
}

const stored = () => JSON.parse(localStorage.getItem(COOKIE_SETTINGS_STORAGE_KEY) ?? "null") as unknown;

const renderSettings = () => renderRoute(CookieSettingsRoute, { path: "/cookie-settings" });

describe("cookie settings", () => {
  it("starts from the defaults, with essential cookies locked on", () => {
    renderSettings();
    expectSwitches({ essential: true, analytics: true, functional: true, marketing: false });
    expect(switches().essential).toBeDisabled();
    expect(switches().essential).toHaveAccessibleDescription(expect.stringContaining("Always on"));
    expect(screen.getByRole("heading", { level: 1, name: "Cookie Settings" })).toBeInTheDocument();
    expect(localStorage.getItem(COOKIE_SETTINGS_STORAGE_KEY)).toBeNull();
  });

  it("saves the switches as they are set", async () => {
    const { user } = renderSettings();
    await user.click(switches().marketing);
    await user.click(switches().analytics);
    await user.click(switches().essential);
    expectSwitches({ essential: true, analytics: false, functional: true, marketing: true });
    // Nothing is stored until the visitor saves.
    expect(localStorage.getItem(COOKIE_SETTINGS_STORAGE_KEY)).toBeNull();

    await user.click(screen.getByRole("button", { name: "Save My Preferences" }));
    expect(await screen.findByText("Settings Saved")).toBeInTheDocument();
    expect(screen.getByText("Your cookie preferences have been updated successfully.")).toBeInTheDocument();
    expect(stored()).toEqual({ essential: true, analytics: false, functional: true, marketing: true });
  });

  it("accepts every category", async () => {
    const { user } = renderSettings();
    await user.click(screen.getByRole("button", { name: "Accept All Cookies" }));
    expect(await screen.findByText("All Cookies Accepted")).toBeInTheDocument();
    expect(screen.getByText("You have accepted all cookie categories.")).toBeInTheDocument();
    expect(stored()).toEqual({ essential: true, analytics: true, functional: true, marketing: true });
    expectSwitches({ essential: true, analytics: true, functional: true, marketing: true });
  });

  it("rejects every optional category", async () => {
    const { user } = renderSettings();
    await user.click(screen.getByRole("button", { name: "Reject Optional Cookies" }));
    expect(await screen.findByText("Optional Cookies Rejected")).toBeInTheDocument();
    expect(screen.getByText("Only essential cookies will be used.")).toBeInTheDocument();
    expect(stored()).toEqual({ essential: true, analytics: false, functional: false, marketing: false });
    expectSwitches({ essential: true, analytics: false, functional: false, marketing: false });
  });

  it("shows the saved choice on the next visit", async () => {
    const first = renderSettings();
    await first.user.click(screen.getByRole("button", { name: "Reject Optional Cookies" }));
    first.unmount();

    renderSettings();
    expectSwitches({ essential: true, analytics: false, functional: false, marketing: false });
  });

  it("picks up a choice saved in another tab", () => {
    renderSettings();
    act(() => {
      localStorage.setItem(
        COOKIE_SETTINGS_STORAGE_KEY,
        JSON.stringify({ essential: true, analytics: false, functional: true, marketing: true }),
      );
      window.dispatchEvent(new StorageEvent("storage", { key: COOKIE_SETTINGS_STORAGE_KEY }));
    });
    expectSwitches({ essential: true, analytics: false, functional: true, marketing: true });
  });

  it.each([
    ["not JSON", "{oops"],
    [
      "a wrong type",
      JSON.stringify({ essential: true, analytics: "yes", functional: true, marketing: false }),
    ],
    ["a missing field", JSON.stringify({ essential: true, analytics: false })],
    ["an array", "[]"],
    ["null", "null"],
  ])("falls back to the defaults, silently, for %s", (_label, value) => {
    localStorage.setItem(COOKIE_SETTINGS_STORAGE_KEY, value);
    renderSettings();
    expectSwitches({ essential: true, analytics: true, functional: true, marketing: false });
  });

  it("reads a valid value that carries extra keys", () => {
    localStorage.setItem(
      COOKIE_SETTINGS_STORAGE_KEY,
      JSON.stringify({ essential: true, analytics: false, functional: true, marketing: true, version: 2 }),
    );
    renderSettings();
    expectSwitches({ essential: true, analytics: false, functional: true, marketing: true });
  });

  it("keeps essential cookies on even if the stored value says otherwise", () => {
    localStorage.setItem(
      COOKIE_SETTINGS_STORAGE_KEY,
      JSON.stringify({ essential: false, analytics: false, functional: false, marketing: true }),
    );
    renderSettings();
    expectSwitches({ essential: true, analytics: false, functional: false, marketing: true });
  });

  it("says so when the browser refuses to store the choice, and still shows it", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    const { user } = renderSettings();
    await user.click(screen.getByRole("button", { name: "Accept All Cookies" }));
    expect(await screen.findByText("Couldn't save your preferences")).toBeInTheDocument();
    expect(screen.queryByText("All Cookies Accepted")).not.toBeInTheDocument();
    expectSwitches({ essential: true, analytics: true, functional: true, marketing: true });
  });

  it("prerenders the defaults, whatever this browser has stored", () => {
    localStorage.setItem(
      COOKIE_SETTINGS_STORAGE_KEY,
      JSON.stringify({ essential: true, analytics: false, functional: false, marketing: true }),
    );
    const html = renderToString(
      <MemoryRouter>
        <CookieSettingsPage />
      </MemoryRouter>,
    );
    const dom = document.createElement("div");
    dom.append(document.createRange().createContextualFragment(html));
    const state = (id: string) => dom.querySelector(`#cookie-${id}`)?.getAttribute("aria-checked");
    expect([state("essential"), state("analytics"), state("functional"), state("marketing")]).toEqual([
      "true",
      "true",
      "true",
      "false",
    ]);
  });
});

describe("cookie settings with Global Privacy Control", () => {
  beforeEach(() => {
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, "globalPrivacyControl");
  });

  it("starts with every optional category off and says the signal is honoured", () => {
    renderSettings();
    expectSwitches({ essential: true, analytics: false, functional: false, marketing: false });
    expect(
      screen.getByText(/Your browser sends the Global Privacy Control signal, and we honour it/),
    ).toBeVisible();
  });

  it("still applies a choice the visitor saves here", async () => {
    const { user } = renderSettings();
    await user.click(switches().analytics);
    await user.click(screen.getByRole("button", { name: "Save My Preferences" }));
    expect(stored()).toEqual({ essential: true, analytics: true, functional: false, marketing: false });
    expectSwitches({ essential: true, analytics: true, functional: false, marketing: false });
  });

  it("is not mentioned when the browser does not send the signal", () => {
    Reflect.deleteProperty(navigator, "globalPrivacyControl");
    renderSettings();
    expect(screen.queryByText(/Global Privacy Control/)).not.toBeInTheDocument();
    expectSwitches({ essential: true, analytics: true, functional: true, marketing: false });
  });
});

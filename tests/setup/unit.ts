import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";

import { resetToasts } from "@/lib/toast";

import { consoleErrorsAllowed, resetConsoleErrorPolicy } from "./console";

// Lazy chunks and MSW answers take longer on a busy CI machine; waiting is bounded, never a fixed sleep.
configure({ asyncUtilTimeout: 5000 });

// The toaster downloads its UI with the first toast; load it once up front so toast assertions never race it.
beforeAll(async () => {
  await import("@/components/toast-list");
});

// An unexpected console.error (a React warning, an unhandled failure) fails the test that caused it.
// A test that expects one calls allowConsoleErrors() and asserts on console.error itself.
beforeEach(() => {
  resetConsoleErrorPolicy();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  resetToasts();
  const calls = vi.mocked(console.error).mock.calls;
  vi.restoreAllMocks();
  if (!consoleErrorsAllowed() && calls.length > 0) {
    throw new Error(
      `Unexpected console.error:\n${calls.map((args) => args.map(String).join(" ")).join("\n")}`,
    );
  }
});

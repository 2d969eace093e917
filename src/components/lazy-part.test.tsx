/**
 * A part of a prerendered page whose code fails to load (a dropped request): the visitor keeps the part and what
 * they typed, is told after a few seconds what has not loaded and that their submission has not been sent, and a
 * submission made meanwhile is sent exactly once when the code arrives. The part's code loads as the built site
 * loads it, through the module loader (its own rules are in src/lib/module-loader.test.ts). An error while a part
 * renders stays inside that part.
 */
import { act, fireEvent, screen } from "@testing-library/react";
import type { Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { HeldForm, PendingNote } from "@/components/held-form";
import { lazyPart } from "@/components/lazy-part";
import { RETRY_PAUSES_MS, STILL_LOADING_MS } from "@/config/code-loading";
import { LOAD_NOTICE } from "@/content/shared";
import { HOLD_EARLY_SUBMITS_SCRIPT, PENDING_ATTRIBUTE } from "@/lib/early-submit";
import { installModuleLoader } from "@/lib/module-loader";

import { allowConsoleErrors } from "../../tests/setup/console";
import { hydrate, prerender } from "../../tests/utils/hydration";

const WHAT = "The demo form";

function DemoForm({ onSend }: { onSend: () => Promise<void> }) {
  return (
    <HeldForm onEntered={() => {}} onSubmit={onSend} onBot={() => {}} aria-label="Demo">
      <label htmlFor="demo-name">Name</label>
      <input id="demo-name" name="name" />
      <button type="submit">Send</button>
      <PendingNote>Still loading; it will be sent.</PendingNote>
    </HeldForm>
  );
}

function DemoPage({
  Form,
  onSend,
}: {
  Form: ReturnType<typeof lazyPart<{ onSend: () => Promise<void> }>>;
  onSend: () => Promise<void>;
}) {
  return <Form fallback={<p>Loading the form…</p>} onSend={onSend} />;
}

/**
 * A network that drops every request until it is back, and the form's code loaded through the module loader, as
 * the build writes its `import()`.
 */
function flakyCode() {
  let up = false;
  const fetch = vi.fn(() =>
    up
      ? Promise.resolve(new Response("export default 1;"))
      : Promise.reject(new TypeError("Failed to fetch")),
  );
  vi.stubGlobal("fetch", fetch);
  const loader = installModuleLoader(
    globalThis,
    () => Promise.resolve({ default: DemoForm }),
    RETRY_PAUSES_MS,
  );
  const factory = () => loader.load("/assets/demo-form.js") as Promise<{ default: typeof DemoForm }>;
  return { factory, fetch, comeBack: () => (up = true) };
}

/** Lets `ms` of (fake) time pass, and React finish what that started. */
async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

let root: Root | undefined;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  delete globalThis.tapsheetCode;
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  vi.useRealTimers();
});

// The page's early script, as every page carries it inline before any bundle.
(0, eval)(HOLD_EARLY_SUBMITS_SCRIPT);

/** The prerendered form with "Ada" typed and submitted before any code, hydrating over a flaky network. */
async function submitWhileCodeFails() {
  // React reports, in development only, the attributes the early script set on the form before hydration.
  allowConsoleErrors();
  const send = vi.fn(() => Promise.resolve());
  const ServerForm = lazyPart(() => Promise.resolve({ default: DemoForm }), { what: WHAT, loadOn: "intent" });
  const container = await prerender(<DemoPage Form={ServerForm} onSend={send} />);
  const typed = screen.getByLabelText<HTMLInputElement>("Name");
  typed.value = "Ada";
  fireEvent.click(screen.getByRole("button", { name: "Send" }));

  const network = flakyCode();
  // Submitted before the code ran: the part loads at once, without waiting for another intent.
  const ClientForm = lazyPart(network.factory, { what: WHAT, loadOn: "intent" });
  await act(async () => {
    root = hydrate(container, <DemoPage Form={ClientForm} onSend={send} />);
    await Promise.resolve();
  });
  return { send, typed, form: container.querySelector("form")!, network };
}

describe("a part whose code fails to load", () => {
  it("keeps what was typed, says within seconds that the form has not loaded and nothing was sent, and sends once on Try again", async () => {
    const { send, typed, form, network } = await submitWhileCodeFails();
    expect(network.fetch).toHaveBeenCalled();
    await pass(STILL_LOADING_MS - 1_000);
    expect(screen.queryByText(LOAD_NOTICE.notLoaded(WHAT))).toBeNull();

    await pass(1_000);
    expect(screen.getByText(LOAD_NOTICE.notLoaded(WHAT)).parentElement).toHaveAttribute("role", "status");
    // The form was submitted before its code was asked for: it says so by then too.
    expect(screen.getByText(LOAD_NOTICE.heldNotSent)).toBeVisible();
    expect(screen.getByLabelText("Name")).toBe(typed);
    expect(typed).toHaveValue("Ada");
    expect(form).toHaveAttribute(PENDING_ATTRIBUTE);
    expect(send).not.toHaveBeenCalled();

    network.comeBack();
    const attempts = network.fetch.mock.calls.length;
    await act(async () => {
      fireEvent.click(screen.getAllByRole("button", { name: LOAD_NOTICE.retry })[0]!);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(network.fetch).toHaveBeenCalledTimes(attempts + 1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(LOAD_NOTICE.notLoaded(WHAT))).toBeNull();
    expect(screen.getByText(LOAD_NOTICE.heldNotSent)).not.toBeVisible();
    expect(screen.getByLabelText("Name")).toBe(typed);

    await pass(60_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("tries again at once when the visitor reaches into the part", async () => {
    const { send, typed, network } = await submitWhileCodeFails();
    await pass(0);
    const attempts = network.fetch.mock.calls.length;
    network.comeBack();
    await act(async () => {
      fireEvent.focusIn(typed);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(network.fetch).toHaveBeenCalledTimes(attempts + 1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(typed).toHaveValue("Ada");
  });

  it("keeps an error while the part renders inside the part, and offers to try again", async () => {
    allowConsoleErrors();
    let broken = true;
    function Fragile() {
      if (broken) throw new Error("render failed");
      return <p>The part</p>;
    }
    const Part = lazyPart(() => Promise.resolve({ default: Fragile }), { what: WHAT, loadOn: "idle" });
    const { createRoot } = await import("react-dom/client");
    const container = document.createElement("div");
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(
        <main>
          <h1>The page</h1>
          <Part fallback={null} />
        </main>,
      );
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole("heading", { name: "The page" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(LOAD_NOTICE.failed(WHAT));

    broken = false;
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: LOAD_NOTICE.retry }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText("The part")).toBeInTheDocument();
  });
});

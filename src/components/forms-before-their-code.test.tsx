/**
 * The rules that keep a prerendered form usable before its code has run (decision 040), stated once:
 * - a parent re-rendering it with new inline props before the code arrives keeps the prerendered form and what was
 *   typed into it, and the form shows the new props once its code has arrived;
 * - a submission made before the code ran is sent once the code arrives, exactly once;
 * - every join button on a page with a sign-up form focuses the form's name field.
 */
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import type { Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";

import { HeldForm, PendingNote } from "@/components/held-form";
import { HoneypotField } from "@/components/honeypot-field";
import { lazyPart } from "@/components/lazy-part";
import { SIGNUP_NAME_FIELD_ID } from "@/features/signup/signup-focus";
import { HOLD_EARLY_SUBMITS_SCRIPT, PENDING_ATTRIBUTE } from "@/lib/early-submit";
import ProductFoundersPage from "@/routes/product-founders";
import ProductLpsPage from "@/routes/product-lps";
import ProductSyndicatesPage from "@/routes/product-syndicates";
import ProductVcsPage from "@/routes/product-vcs";
import UseCaseCommitmentsPage from "@/routes/use-case-commitments";
import UseCaseDealRoomsPage from "@/routes/use-case-deal-rooms";

import { JOIN_BETA_LABEL } from "@/content/shared";
import { FOUNDERS_PAGE, LPS_PAGE, SYNDICATES_PAGE, VC_PAGE } from "@/content/products";

import { allowConsoleErrors } from "../../tests/setup/console";
import { hydrate, prerender, settle } from "../../tests/utils/hydration";
import { renderRoute } from "../../tests/utils/render";
import { waitForSignupForms } from "../../tests/utils/signup";

interface DemoFormProps {
  heading: string;
  onSend: () => Promise<void>;
}

/** A form as the site's are: held until its code runs. */
function DemoForm({ heading, onSend }: DemoFormProps) {
  return (
    <HeldForm onEntered={() => {}} onSubmit={onSend} onBot={() => {}} aria-label={heading}>
      <label htmlFor="demo-name">Name</label>
      <input id="demo-name" name="name" />
      <HoneypotField id="demo-website" label="Website" />
      <button type="submit">Send</button>
      <PendingNote>Still loading; it will be sent.</PendingNote>
    </HeldForm>
  );
}

type DemoBoundary = ReturnType<typeof lazyPart<DemoFormProps>>;

/** A page around the form that re-renders it with new inline props on "Re-render". */
function DemoPage({ Form, onSend }: { Form: DemoBoundary; onSend: () => Promise<void> }) {
  const [renders, setRenders] = useState(0);
  return (
    <main>
      <button type="button" onClick={() => setRenders((count) => count + 1)}>
        Re-render
      </button>
      <Form fallback={<p>Loading the form…</p>} heading={`Form, render ${renders}`} onSend={() => onSend()} />
    </main>
  );
}

/** The parts' name in the notice that their code has not loaded. */
const DEMO = { what: "The demo part", loadOn: "intent" } as const;

/** Resolves once released: the form's code "arriving". */
function deferred() {
  let release: () => void = () => {};
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

// The page's early script, as every page carries it before any bundle.
// The page runs this very script, inline, before any bundle.
(0, eval)(HOLD_EARLY_SUBMITS_SCRIPT);

/** The prerendered form, hydrated with nobody at work in it; returns its code's factory, to count its calls. */
async function hydrateUntouched() {
  const send = vi.fn(() => Promise.resolve());
  const ServerForm = lazyPart(() => Promise.resolve({ default: DemoForm }), DEMO);
  const container = await prerender(<DemoPage Form={ServerForm} onSend={send} />);
  const factory = vi.fn(() => Promise.resolve({ default: DemoForm }));
  const ClientForm = lazyPart(factory, DEMO);
  await settle(() => {
    root = hydrate(container, <DemoPage Form={ClientForm} onSend={send} />);
  });
  return factory;
}

describe("a prerendered form before its code has run", () => {
  it("keeps its HTML and what was typed when its parent re-renders it with new inline props", async () => {
    const send = vi.fn(() => Promise.resolve());
    const ServerForm = lazyPart(() => Promise.resolve({ default: DemoForm }), DEMO);
    const container = await prerender(<DemoPage Form={ServerForm} onSend={send} />);
    const typed = screen.getByLabelText<HTMLInputElement>("Name");
    typed.value = "Ada Okafor";

    const code = deferred();
    let requested = false;
    const ClientForm = lazyPart(async () => {
      requested = true;
      await code.promise;
      return { default: DemoForm };
    }, DEMO);
    await settle(() => {
      root = hydrate(container, <DemoPage Form={ClientForm} onSend={send} />);
    });
    await settle(() => fireEvent.click(screen.getByRole("button", { name: "Re-render" })));
    await settle(() => fireEvent.click(screen.getByRole("button", { name: "Re-render" })));

    // Typed into before the code ran, the form asked for its code at once; until it is there the prerendered form
    // stays, with the visitor's input.
    expect(screen.queryByText("Loading the form…")).toBeNull();
    expect(screen.getByLabelText("Name")).toBe(typed);
    expect(typed).toHaveValue("Ada Okafor");
    expect(screen.getByRole("form", { name: "Form, render 0" })).toBeInTheDocument();

    // Once the code has arrived the form follows its props again, and the input is still the visitor's.
    expect(requested).toBe(true);
    await settle(() => code.release());
    expect(await screen.findByRole("form", { name: "Form, render 2" })).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toBe(typed);
    expect(typed).toHaveValue("Ada Okafor");
  });

  it("asks for its code only when the visitor reaches into it", async () => {
    const factory = await hydrateUntouched();
    await settle(() => Promise.resolve());
    expect(factory).not.toHaveBeenCalled();

    await settle(() => fireEvent.pointerOver(screen.getByLabelText("Name")));
    await waitFor(() => expect(factory).toHaveBeenCalledTimes(1));
    await settle(() => fireEvent.click(screen.getByRole("button", { name: "Re-render" })));
    expect(await screen.findByRole("form", { name: "Form, render 1" })).toBeInTheDocument();
  });

  it("asks for its code when its parent gives it something else to show", async () => {
    const factory = await hydrateUntouched();
    expect(factory).not.toHaveBeenCalled();

    await settle(() => fireEvent.click(screen.getByRole("button", { name: "Re-render" })));
    await waitFor(() => expect(screen.getByRole("form", { name: "Form, render 1" })).toBeInTheDocument());
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it("sends a submission made before its code ran exactly once, when the code arrives", async () => {
    // React reports, in development only, the attributes the early script set on the form before hydration.
    allowConsoleErrors();
    const sent = deferred();
    const send = vi.fn(() => sent.promise);
    const ServerForm = lazyPart(() => Promise.resolve({ default: DemoForm }), DEMO);
    const container = await prerender(<DemoPage Form={ServerForm} onSend={send} />);
    const form = container.querySelector("form")!;

    // Submitted twice (click, then Enter) before any code: held, with the note shown, and nothing sent.
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    form.requestSubmit();
    expect(form).toHaveAttribute(PENDING_ATTRIBUTE);
    expect(screen.getByText("Still loading; it will be sent.")).toBeVisible();

    const ClientForm = lazyPart(() => Promise.resolve({ default: DemoForm }), DEMO);
    await settle(() => {
      root = hydrate(container, <DemoPage Form={ClientForm} onSend={send} />);
    });
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(form).not.toHaveAttribute(PENDING_ATTRIBUTE);
    expect(screen.getByText("Still loading; it will be sent.")).not.toBeVisible();

    // Pressed again while that submission is on its way: still one.
    await settle(() => fireEvent.click(screen.getByRole("button", { name: "Send" })));
    expect(send).toHaveBeenCalledTimes(1);
    await settle(() => sent.release());
    expect(send).toHaveBeenCalledTimes(1);
  });
});

/**
 * Every page with a sign-up form and a join button in it (the other use-case pages open with the form itself; the
 * header's button goes home first, tested with the shell).
 */
const PAGES_WITH_A_FORM = {
  "/product/vcs": ProductVcsPage,
  "/product/founders": ProductFoundersPage,
  "/product/lps": ProductLpsPage,
  "/product/syndicates": ProductSyndicatesPage,
  "/use-cases/deal-rooms": UseCaseDealRoomsPage,
  "/use-cases/commitments": UseCaseCommitmentsPage,
};

/** What the join buttons say: "Join the Beta", or the product page's own call to action. */
const JOIN_LABELS = new Set<string>([
  JOIN_BETA_LABEL,
  ...[VC_PAGE, FOUNDERS_PAGE, LPS_PAGE, SYNDICATES_PAGE].map((page) => page.hero.primaryCta),
]);

describe("join buttons", () => {
  it.each(Object.entries(PAGES_WITH_A_FORM))(
    "on %s focus the sign-up form's name field",
    async (path, Page) => {
      // jsdom lays nothing out, so it cannot scroll.
      Element.prototype.scrollIntoView = () => {};
      renderRoute(Page, { path });
      await waitForSignupForms();
      const joinButtons = screen
        .queryAllByRole("button")
        // A form's own submit button may say "Join the Beta" too.
        .filter((button) => !button.closest("form") && JOIN_LABELS.has(button.textContent?.trim() ?? ""));
      expect(joinButtons.length).toBeGreaterThan(0);
      for (const button of joinButtons) {
        act(() => button.focus());
        fireEvent.click(button);
        await waitFor(() => expect(document.getElementById(SIGNUP_NAME_FIELD_ID)).toHaveFocus(), {
          timeout: 2000,
        });
      }
    },
  );
});

/**
 * The rules that keep a prerendered form usable before its code has run (decision 022), stated once:
 * - a parent re-rendering with new inline props before the code arrives keeps the prerendered form and what was
 *   typed into it;
 * - a submission made before the code ran is sent once the code arrives, exactly once;
 * - a button pressed before its part of the page has its code is pressed once the code is there, exactly once;
 * - a group loads its members on the page, and the members their content brings;
 * - every join button on a page with a sign-up form focuses the form's name field.
 */
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { useRef, useState } from "react";
import { type Root, hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";

import { HeldForm, PendingNote } from "@/components/held-form";
import { HoneypotField } from "@/components/honeypot-field";
import { loadGroup, onDemand } from "@/components/on-demand";
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
import { prerender, settle } from "../../tests/utils/hydration";
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

type DemoBoundary = ReturnType<typeof onDemand<DemoFormProps>>;

/** A page around the form that re-renders it with new inline props on "Re-render". */
function DemoPage({ Form, onSend }: { Form: DemoBoundary; onSend: () => Promise<void> }) {
  const [renders, setRenders] = useState(0);
  const area = useRef<HTMLDivElement>(null);
  return (
    <main>
      <button type="button" onClick={() => setRenders((count) => count + 1)}>
        Re-render
      </button>
      <div ref={area}>
        <Form
          fallback={<p>Loading the form…</p>}
          intentArea={area}
          heading={`Form, render ${renders}`}
          onSend={() => onSend()}
        />
      </div>
    </main>
  );
}

/** The parts' name in the notice that their code has not loaded. */
const DEMO = { what: "The demo part" };

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

describe("a prerendered form before its code has run", () => {
  it("keeps its HTML and what was typed when its parent re-renders it with new inline props", async () => {
    const send = vi.fn(() => Promise.resolve());
    const ServerForm = onDemand(() => Promise.resolve({ default: DemoForm }), DEMO);
    const container = await prerender(<DemoPage Form={ServerForm} onSend={send} />);
    const typed = screen.getByLabelText<HTMLInputElement>("Name");
    typed.value = "Ada Okafor";

    const code = deferred();
    const ClientForm = onDemand(async () => {
      await code.promise;
      return { default: DemoForm };
    }, DEMO);
    await settle(() => {
      root = hydrateRoot(container, <DemoPage Form={ClientForm} onSend={send} />);
    });
    await settle(() => fireEvent.click(screen.getByRole("button", { name: "Re-render" })));
    await settle(() => fireEvent.click(screen.getByRole("button", { name: "Re-render" })));

    // New props asked for the code; until it is there the prerendered form stays, with the visitor's input.
    expect(screen.queryByText("Loading the form…")).toBeNull();
    expect(screen.getByLabelText("Name")).toBe(typed);
    expect(typed).toHaveValue("Ada Okafor");
    expect(screen.getByRole("form", { name: "Form, render 0" })).toBeInTheDocument();

    // Once the code has arrived the form follows its props again, and the input is still the visitor's.
    await settle(() => code.release());
    expect(await screen.findByRole("form", { name: "Form, render 2" })).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toBe(typed);
    expect(typed).toHaveValue("Ada Okafor");
  });

  it("sends a submission made before its code ran exactly once, when the code arrives", async () => {
    // React reports, in development only, the attributes the early script set on the form before hydration.
    allowConsoleErrors();
    const sent = deferred();
    const send = vi.fn(() => sent.promise);
    const ServerForm = onDemand(() => Promise.resolve({ default: DemoForm }), DEMO);
    const container = await prerender(<DemoPage Form={ServerForm} onSend={send} />);
    const form = container.querySelector("form")!;

    // Submitted twice (click, then Enter) before any code: held, with the note shown, and nothing sent.
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    form.requestSubmit();
    expect(form).toHaveAttribute(PENDING_ATTRIBUTE);
    expect(screen.getByText("Still loading; it will be sent.")).toBeVisible();

    const ClientForm = onDemand(() => Promise.resolve({ default: DemoForm }), DEMO);
    await settle(() => {
      root = hydrateRoot(container, <DemoPage Form={ClientForm} onSend={send} />);
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

/** A part of a page with a button, as the site's held parts have (an article's "Share", say). */
function Counter({ onPress }: { onPress: () => void }) {
  return (
    <button type="button" onClick={onPress}>
      Press
    </button>
  );
}

/** A page around an on-demand part, listening for the visitor's intent around it. */
function PartPage({
  Part,
  onPress,
}: {
  Part: ReturnType<typeof onDemand<{ onPress: () => void }>>;
  onPress: () => void;
}) {
  const area = useRef<HTMLDivElement>(null);
  return (
    <div ref={area}>
      <Part fallback={<p>Loading…</p>} intentArea={area} onPress={onPress} />
    </div>
  );
}

describe("a prerendered part of a page before its code has run", () => {
  it("presses a button pressed meanwhile once its code is there, exactly once", async () => {
    const press = vi.fn();
    const container = await prerender(
      <PartPage Part={onDemand(() => Promise.resolve({ default: Counter }), DEMO)} onPress={press} />,
    );
    const code = deferred();
    const ClientPart = onDemand(async () => {
      await code.promise;
      return { default: Counter };
    }, DEMO);
    await settle(() => {
      root = hydrateRoot(container, <PartPage Part={ClientPart} onPress={press} />);
    });

    // The press asks for the code; React cannot deliver it to a part without its code, so nothing happens yet.
    fireEvent.pointerDown(screen.getByRole("button", { name: "Press" }));
    fireEvent.click(screen.getByRole("button", { name: "Press" }));
    expect(press).not.toHaveBeenCalled();

    await settle(() => code.release());
    await waitFor(() => expect(press).toHaveBeenCalledTimes(1));
    await settle(() => fireEvent.click(screen.getByRole("button", { name: "Press" })));
    expect(press).toHaveBeenCalledTimes(2);
  });

  it("presses nothing twice when the code was already there and React delivers the press itself", async () => {
    const press = vi.fn();
    const container = await prerender(
      <PartPage Part={onDemand(() => Promise.resolve({ default: Counter }), DEMO)} onPress={press} />,
    );
    const ClientPart = onDemand(() => Promise.resolve({ default: Counter }), DEMO);
    await settle(() => {
      root = hydrateRoot(container, <PartPage Part={ClientPart} onPress={press} />);
    });
    await settle(() => fireEvent.pointerDown(screen.getByRole("button", { name: "Press" })));
    await settle(() => fireEvent.click(screen.getByRole("button", { name: "Press" })));
    await settle(() => Promise.resolve());
    expect(press).toHaveBeenCalledTimes(1);
  });
});

/** A part of a page that holds a form of the group inside it, as the home page's hero holds the sign-up form. */
function Outer({ Inner }: { Inner: ReturnType<typeof onDemand<object>> }) {
  return (
    <section>
      <Inner fallback={<p>Loading the form…</p>} />
    </section>
  );
}

describe("loading a group", () => {
  it("loads the members on the page and the members their content brings, and waits for none elsewhere", async () => {
    const group = "demo-forms";
    const InnerForm = () => <input aria-label="Inner field" />;
    const onElsewhere = vi.fn(() => Promise.resolve({ default: InnerForm }));
    // A member that is never on this page (another route's part, loaded earlier in the visit).
    onDemand(onElsewhere, { group, ...DEMO });
    const Inner = onDemand(() => Promise.resolve({ default: InnerForm }), { group, ...DEMO });
    const OuterPart = onDemand(() => Promise.resolve({ default: () => <Outer Inner={Inner} /> }), {
      group,
      ...DEMO,
    });

    const container = await prerender(<OuterPart fallback={null} />);
    const ClientOuter = onDemand(() => Promise.resolve({ default: () => <Outer Inner={Inner} /> }), {
      group,
      ...DEMO,
    });
    await settle(() => {
      root = hydrateRoot(container, <ClientOuter fallback={null} />);
    });

    let done = false;
    await settle(() => void loadGroup(group).then(() => (done = true)));
    await waitFor(() => expect(done).toBe(true));
    expect(onElsewhere).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Inner field")).toBeInTheDocument();
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

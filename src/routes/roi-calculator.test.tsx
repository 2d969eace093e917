import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { Root } from "react-dom/client";
import { renderToReadableStream } from "react-dom/server";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ROI_HERO, ROI_RESULTS, ROI_SIGNUP } from "@/content/roi-calculator";
import { SignupFocusProvider } from "@/features/signup/signup-focus";
import RoiCalculatorPage, { meta } from "@/routes/roi-calculator";

import { allowConsoleErrors } from "../../tests/setup/console";
import { hydrate, prerender, settle } from "../../tests/utils/hydration";
import { renderRoute } from "../../tests/utils/render";
import { waitForSignupForms } from "../../tests/utils/signup";

const PATH = "/roi-calculator";

/** The figure under a result's label, e.g. "Hours given back a year". */
function figure(label: string) {
  const term = screen.getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent;
}

const summary = () => screen.getByText(/Tapsheet would give your team back|need correcting/);

describe("ROI calculator page", () => {
  // The landmark, heading order and description are checked with the other pages in page-structure.test.tsx.
  it("has its own title and h1", () => {
    expect(meta()).toContainEqual({ title: "ROI Calculator — What a Slow Close Costs Your Fund | Tapsheet" });
    renderRoute(RoiCalculatorPage, { path: PATH });
    expect(screen.getByRole("heading", { level: 1, name: ROI_HERO.title })).toBeInTheDocument();
  });

  it("starts from the stated defaults and updates the estimate as the person types", async () => {
    const { user } = renderRoute(RoiCalculatorPage, { path: PATH });
    // 12 deals × (12 + 25) hours × 75% = 333 hours; at $250 an hour, $83,250.
    expect(figure(ROI_RESULTS.hoursSaved.label)).toBe("333");
    expect(figure(ROI_RESULTS.hoursCost.label)).toBe("$83,250");
    expect(figure(ROI_RESULTS.daysSaved.label)).toBe("20");
    expect(figure(ROI_RESULTS.closingAvoided.label)).toBe("$90,000");
    expect(figure(ROI_RESULTS.allocations.label)).toBe(ROI_RESULTS.allocations.empty);
    expect(summary()).toHaveAttribute("aria-live", "polite");

    const deals = screen.getByRole("textbox", { name: /deals closed a year/i });
    await user.clear(deals);
    await user.type(deals, "24");
    expect(figure(ROI_RESULTS.hoursSaved.label)).toBe("666");
    expect(figure(ROI_RESULTS.closingAvoided.label)).toBe("$180,000");
    expect(summary()).toHaveTextContent("about 666 hours a year");

    await user.type(screen.getByRole("textbox", { name: /allocations lost/i }), "2");
    await user.type(screen.getByRole("textbox", { name: /average size/i }), "500k");
    expect(figure(ROI_RESULTS.allocations.label)).toBe("$1M");
  });

  it("explains a bad value next to its field and never shows NaN or a negative saving", async () => {
    const { user } = renderRoute(RoiCalculatorPage, { path: PATH });
    const deals = screen.getByRole("textbox", { name: /deals closed a year/i });
    for (const bad of ["-5", "abc", "99999", "2.5", ""]) {
      await user.clear(deals);
      if (bad) await user.paste(bad);
      expect(deals).toHaveAttribute("aria-invalid", "true");
      expect(deals).toHaveAccessibleDescription(/Enter a whole number from 0 to 1,000\./);
      expect(summary()).toHaveTextContent(ROI_RESULTS.invalidSummary);
      expect(document.body.textContent).not.toMatch(/NaN|Infinity|-\$|−\$/);
      // The estimate keeps the last valid figures.
      expect(figure(ROI_RESULTS.hoursSaved.label)).toBe("333");
    }
    await user.clear(deals);
    await user.type(deals, "6");
    expect(deals).toHaveAttribute("aria-invalid", "false");
    expect(deals).not.toHaveAccessibleDescription(/Enter a whole number/);
    expect(figure(ROI_RESULTS.hoursSaved.label)).toBe("167");
  });

  it("puts the inputs in the query string and restores them from it", async () => {
    function Search() {
      return <output data-testid="search">{useLocation().search}</output>;
    }
    function PageWithSearch() {
      return (
        <>
          <RoiCalculatorPage />
          <Search />
        </>
      );
    }
    const { user } = renderRoute(PageWithSearch, { path: PATH });
    const days = screen.getByRole("textbox", { name: /days from agreed terms/i });
    await user.clear(days);
    await user.type(days, "45");
    await waitFor(() => expect(screen.getByTestId("search")).toHaveTextContent(/days=45/));
    expect(screen.getByTestId("search")).toHaveTextContent(/deals=12/);
    expect(days).toHaveValue("45");
  });

  it("opens a shared link with its inputs, its result and the fund size in the sign-up form", async () => {
    renderRoute(RoiCalculatorPage, {
      path: PATH,
      url: `${PATH}?deals=30&days=10&partnerHours=5&analystHours=15&rate=100&closingCost=8000&fund=75000000`,
    });
    expect(screen.getByRole("textbox", { name: /deals closed a year/i })).toHaveValue("30");
    expect(screen.getByRole("textbox", { name: /fund size/i })).toHaveValue("75,000,000");
    // 30 × 20 hours × 75% = 450 hours.
    expect(figure(ROI_RESULTS.hoursSaved.label)).toBe("450");
    await waitForSignupForms();
    const form = screen.getByRole("form", { name: ROI_SIGNUP.form.title });
    expect(within(form).getByRole("combobox", { name: /role/i })).toHaveValue("vc");
    expect(within(form).getByRole("textbox", { name: /assets under management/i })).toHaveValue("$75M");
  });
});

describe("ROI calculator, prerendered then hydrated", () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.replaceChildren();
    vi.doUnmock("@/features/signup/components/signup-form");
  });

  /**
   * React's server renderer leaves the contexts it provided holding their last values when it finishes (in a
   * real build it runs in another process). A second, empty server render returns them to their defaults, so
   * the router under test does not find itself inside the prerender's router. React still notes, in a warning,
   * that two renderers used the same contexts.
   */
  async function forgetServerContexts() {
    const stream = await renderToReadableStream(<></>);
    await stream.allReady;
    allowConsoleErrors();
  }

  /** The page at `url`, from the modules given (by default the ones this file imported). */
  function page(url: string, { Page = RoiCalculatorPage, FocusProvider = SignupFocusProvider } = {}) {
    return (
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[url]}>
          <FocusProvider>
            <Routes>
              <Route path={PATH} element={<Page />} />
            </Routes>
          </FocusProvider>
        </MemoryRouter>
      </QueryClientProvider>
    );
  }

  /** Only the test's server and client renderers meeting in the router's contexts (see above) may log an error. */
  function expectNoErrorButTheRenderers() {
    for (const [message] of vi.mocked(console.error).mock.calls) {
      expect(String(message)).toMatch(/^Detected multiple renderers concurrently rendering the same context/);
    }
  }

  it("hydrates the default page without a mismatch, then lets the link's inputs win", async () => {
    const container = await prerender(page(PATH));
    await forgetServerContexts();
    const deals = () => within(container).getByRole("textbox", { name: /deals closed a year/i });
    expect(deals()).toHaveValue("12");
    // Nothing typed before the code runs could be worked out, and the link's inputs would replace it.
    expect(deals()).toHaveAttribute("readonly");
    await settle(() => {
      root = hydrate(container, page(`${PATH}?deals=30&days=10`));
    });
    await waitFor(() => expect(deals()).toHaveValue("30"));
    expect(deals()).not.toHaveAttribute("readonly");
    expect(within(container).getByRole("textbox", { name: /days from agreed terms/i })).toHaveValue("10");
    // 30 × 37 hours × 75% = 832.5 hours.
    expect(figure(ROI_RESULTS.hoursSaved.label)).toBe("833");
    expectNoErrorButTheRenderers();
  });

  /*
   * React replaces a lazily loaded part's prerendered HTML with its fallback when an urgent update reaches it before
   * its code has arrived; an update in a transition waits for the code instead.
   */
  it("keeps the prerendered sign-up form and what was typed into it while the calculator changes before its code arrives", async () => {
    const container = await prerender(page(PATH));
    await forgetServerContexts();
    const form = within(container).getByRole("form", { name: ROI_SIGNUP.form.title });
    const name = within(form).getByRole<HTMLInputElement>("textbox", { name: /^name/i });
    // Typed before the page's code ran: the form asks for its code as the page hydrates.
    name.value = "Ada Okafor";

    // The page's code, as a browser loads it: its own modules, with the form's code held back until released.
    let release = () => {};
    const code = new Promise<void>((resolve) => (release = resolve));
    vi.resetModules();
    vi.doMock("@/features/signup/components/signup-form", async (importOriginal) => {
      await code;
      return importOriginal();
    });
    const { default: Page } = await import("@/routes/roi-calculator");
    const { SignupFocusProvider: FocusProvider } = await import("@/features/signup/signup-focus");
    await settle(() => {
      root = hydrate(container, page(PATH, { Page, FocusProvider }));
    });
    const fund = within(container).getByRole("textbox", { name: /fund size/i });
    await waitFor(() => expect(fund).not.toHaveAttribute("readonly"));
    await settle(() => fireEvent.change(fund, { target: { value: "75000000" } }));
    await settle(() => fireEvent.change(fund, { target: { value: "80000000" } }));

    // The calculator works, while the form is still the prerendered one, with the visitor's input.
    await waitFor(() => expect(fund).toHaveValue("80000000"));
    expect(within(container).getByRole("form", { name: ROI_SIGNUP.form.title })).toBe(form);
    expect(within(form).getByRole("textbox", { name: /^name/i })).toBe(name);
    expect(name).toHaveValue("Ada Okafor");
    const amount = () => within(form).getByRole("textbox", { name: /assets under management/i });
    expect(amount()).toHaveValue("");

    // Once its code has arrived, the same form shows the amount the calculator suggests.
    await settle(() => release());
    await waitFor(() => expect(amount()).toHaveValue("$80M"));
    expect(within(container).getByRole("form", { name: ROI_SIGNUP.form.title })).toBe(form);
    expect(name).toHaveValue("Ada Okafor");
    expectNoErrorButTheRenderers();
  });
});

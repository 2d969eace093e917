import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { FOUNDERS_PAGE, LPS_PAGE, SYNDICATES_PAGE, VC_PAGE } from "@/content/products";
import { WATCH_DEMO_TOAST } from "@/content/shared";
import type { ProductPageContent } from "@/content/types";
import { MARKETING_FOCUS_DELAY_MS, SIGNUP_NAME_FIELD_ID } from "@/features/signup/signup-focus";
import ProductFoundersPage from "@/routes/product-founders";
import ProductLpsPage from "@/routes/product-lps";
import ProductSyndicatesPage from "@/routes/product-syndicates";
import ProductVcsPage from "@/routes/product-vcs";
import { renderRoute } from "../../../tests/utils/render";
import { waitForSignupForms } from "../../../tests/utils/signup";

const PAGES: [string, React.ComponentType, ProductPageContent, number][] = [
  ["/product/vcs", ProductVcsPage, VC_PAGE, 5],
  ["/product/founders", ProductFoundersPage, FOUNDERS_PAGE, 5],
  ["/product/lps", ProductLpsPage, LPS_PAGE, 4],
  ["/product/syndicates", ProductSyndicatesPage, SYNDICATES_PAGE, 5],
];

const scrollIntoView = vi.fn();

beforeEach(() => {
  // jsdom does not implement scrolling.
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  vi.useRealTimers();
});

describe.each(PAGES)("product page %s", (path, Page, content, stepCount) => {
  it("renders the hero, story, features, stats and sign-up form from its content", async () => {
    renderRoute(Page, { path });
    await waitForSignupForms();

    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1, name: content.hero.title })).toBeInTheDocument();
    expect(screen.getByText(content.hero.socialProof)).toBeInTheDocument();

    const story = screen.getByRole("region", { name: content.story.title });
    expect(within(story).getAllByRole("listitem")).toHaveLength(stepCount);

    const features = screen.getByRole("region", { name: content.features.title });
    for (const feature of content.features.items) {
      expect(within(features).getByRole("heading", { level: 3, name: feature.title })).toBeInTheDocument();
    }

    const stats = screen.getByRole("region", { name: content.stats.title });
    for (const stat of content.stats.items) {
      expect(within(stats).getByText(stat.value)).toBeInTheDocument();
    }
    expect(within(stats).getByText(/figures are illustrative/i)).toBeInTheDocument();

    expect(screen.getByRole("heading", { level: 2, name: content.closing.form.title })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: content.closing.form.buttonText })).toBeInTheDocument();
  });

  it("pre-selects the page's audience as the sign-up role", async () => {
    renderRoute(Page, { path });
    await waitForSignupForms();
    expect(screen.getByRole("combobox", { name: /role/i })).toHaveValue(content.audience);
  });

  it("shows the 'Coming soon...' toast from Watch Demo", async () => {
    const { user } = renderRoute(Page, { path });
    expect(screen.queryByText(WATCH_DEMO_TOAST.title)).toBeNull();

    await user.click(screen.getByRole("button", { name: "Watch Demo" }));
    expect(await screen.findByText(WATCH_DEMO_TOAST.title)).toBeInTheDocument();
    expect(screen.getByText(WATCH_DEMO_TOAST.description)).toBeInTheDocument();
  });

  it("scrolls its primary button to the sign-up form and focuses the name field after 500 ms", async () => {
    renderRoute(Page, { path });
    // The lazily loaded form arrives on real timers; only the focus delay runs on fake ones.
    await waitForSignupForms();
    const nameField = document.getElementById(SIGNUP_NAME_FIELD_ID);
    expect(nameField).not.toBeNull();

    vi.useFakeTimers();
    // The form is there already: the scroll follows at once, in the same turn of the event loop.
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: content.hero.primaryCta }));
      await Promise.resolve();
    });

    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "center" });
    vi.advanceTimersByTime(MARKETING_FOCUS_DELAY_MS - 1);
    expect(nameField).not.toHaveFocus();
    vi.advanceTimersByTime(1);
    expect(nameField).toHaveFocus();
  });
});

describe("VC page extras", () => {
  it("has six feature cards, a 'Join the Beta' button and an ROI teaser that links to the calculator", async () => {
    renderRoute(ProductVcsPage, { path: "/product/vcs" });
    await waitForSignupForms();

    const features = screen.getByRole("region", { name: VC_PAGE.features.title });
    expect(within(features).getAllByRole("listitem")).toHaveLength(6);
    expect(screen.getByRole("button", { name: "Join the Beta" })).toBeInTheDocument();

    const teaser = screen.getByRole("region", { name: VC_PAGE.teaser?.title });
    expect(within(teaser).getByRole("link", { name: /ROI calculator/i })).toHaveAttribute(
      "href",
      "/roi-calculator",
    );
  });
});

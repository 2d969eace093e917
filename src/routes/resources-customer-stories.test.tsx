import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

import CustomerStoriesPage, { meta } from "@/routes/resources-customer-stories";
import { renderRoute } from "../../tests/utils/render";

const DEMO_NOTICE = "Demos will become available shortly. To stay up to date, please come back soon";

const scrollIntoView = vi.fn();

function HomeStub() {
  return (
    <main>
      <h1>Home</h1>
      <label htmlFor="name">Full name</label>
      <input id="name" />
    </main>
  );
}

function renderStories() {
  return renderRoute(CustomerStoriesPage, {
    path: "/resources/customer-stories",
    routes: [{ path: "/", Component: HomeStub }],
  });
}

describe("Customer Stories page", () => {
  beforeEach(() => {
    // jsdom has no layout and no scrollIntoView; each test file runs in its own environment.
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it("titles the page 'Customer Stories - Testimonials from Industry Leaders'", () => {
    expect(meta()).toContainEqual({
      title: "Customer Stories - Testimonials from Industry Leaders | Tapsheet",
    });
  });

  it("shows the four stats and the 'Trusted Across Industries' block", () => {
    renderStories();
    expect(screen.getByRole("heading", { level: 1, name: "Customer Stories" })).toBeInTheDocument();

    const stats = screen.getByRole("region", { name: "Tapsheet by the numbers" });
    expect(
      within(stats)
        .getAllByRole("definition")
        .map((value) => value.textContent),
    ).toEqual(["98%", "99.9%", "45 days", "2,000+"]);
    expect(
      within(stats)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual([
      "Customer satisfaction",
      "Platform uptime",
      "Average deal close time",
      "Total deals facilitated",
    ]);

    const trusted = screen.getByRole("region", { name: "Trusted Across Industries" });
    expect(
      within(trusted)
        .getAllByRole("definition")
        .map((value) => value.textContent),
    ).toEqual(["250+", "1,500+", "300+"]);
    expect(
      within(trusted)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["VCs", "Startups", "Funds"]);
  });

  it("shows six testimonial cards with avatar, person, category, quote, five stars and three metrics", () => {
    renderStories();
    const cards = screen.getAllByRole("figure");
    expect(cards).toHaveLength(6);
    for (const card of cards) {
      const inCard = within(card);
      expect(inCard.getByRole("img", { name: "Rated 5 out of 5" })).toBeInTheDocument();
      expect(inCard.getAllByRole("term")).toHaveLength(3);
      expect(card.querySelector("blockquote")?.textContent).toMatch(/^“.+”$/);
    }

    const david = within(
      screen.getByRole("figure", { name: "David Osei, Co-founder & CEO at Gridwise Energy" }),
    );
    expect(david.getByText("Startup Founder")).toBeInTheDocument();
    expect(david.getByText("DO")).toBeInTheDocument();
    expect(david.getByText("Gridwise Energy", { exact: false })).toBeInTheDocument();
    expect(david.getAllByRole("term").map((term) => term.textContent)).toEqual([
      "Capital Raised",
      "Time To Close",
      "Investors Onboarded",
    ]);
    expect(david.getByText("$4.2M")).toBeInTheDocument();
  });

  it("shows metric keys as spaced words, never as camelCase", () => {
    renderStories();
    expect(screen.getAllByText("Time To Close")).toHaveLength(2);
    expect(screen.queryByText(/[a-z][A-Z]/)).not.toBeInTheDocument();
  });

  it("'Schedule a Demo' shows the demo notice", async () => {
    const { user } = renderStories();
    expect(screen.queryByText(DEMO_NOTICE)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Schedule a Demo" }));
    expect((await screen.findAllByText(DEMO_NOTICE)).length).toBeGreaterThan(0);
  });

  it("'Start Your Free Trial' goes home and focuses the sign-up name field", async () => {
    const { user } = renderStories();
    await user.click(screen.getByRole("link", { name: "Start Your Free Trial" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Home" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Full name")).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalled();
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

import HowItWorksPage, { meta } from "@/routes/resources-how-it-works";
import { renderRoute } from "../../tests/utils/render";

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

describe("How It Works page", () => {
  beforeEach(() => {
    // jsdom has no layout and no scrollIntoView; each test file runs in its own environment.
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it("has its title", () => {
    expect(meta()).toContainEqual({ title: "How It Works | Tapsheet" });
  });

  it("shows the four steps in order, then key features and benefits for investors and founders", () => {
    renderRoute(HowItWorksPage, { path: "/resources/how-it-works" });
    expect(screen.getByRole("heading", { level: 1, name: "How It Works" })).toBeInTheDocument();

    const steps = screen.getByRole("region", { name: "Four steps from profile to close" });
    expect(
      within(steps)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      "Step 1: Create Your Profile",
      "Step 2: Discover Opportunities",
      "Step 3: Review & Negotiate",
      "Step 4: Execute & Close",
    ]);

    const features = screen.getByRole("region", { name: "Key features" });
    expect(within(features).getAllByRole("listitem").length).toBeGreaterThanOrEqual(4);
    expect(screen.getByRole("heading", { level: 3, name: "For investors" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "For founders" })).toBeInTheDocument();
  });

  it("'Start Your Journey' goes home and focuses the sign-up name field", async () => {
    const { user } = renderRoute(HowItWorksPage, {
      path: "/resources/how-it-works",
      routes: [{ path: "/", Component: HomeStub }],
    });
    await user.click(screen.getByRole("link", { name: "Start Your Journey" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Home" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Full name")).toHaveFocus());
  });
});

import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import OurStoryPage, { meta } from "@/routes/about-our-story";
import { renderRoute } from "../../tests/utils/render";

describe("Our Story page", () => {
  it("tells the problem, vision, mission, how it started and values", () => {
    expect(meta()).toContainEqual({ title: "Our Story | Tapsheet" });
    renderRoute(OurStoryPage, { path: "/about/our-story" });
    expect(screen.getByRole("heading", { level: 1, name: "Our Story" })).toBeInTheDocument();
    for (const heading of ["The problem", "Our vision", "Our mission"]) {
      expect(screen.getByRole("heading", { level: 3, name: heading })).toBeInTheDocument();
    }
    for (const heading of ["How it started", "Milestones", "What we value"]) {
      expect(screen.getByRole("heading", { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole("link", { name: "Meet the Team" })).toHaveAttribute("href", "/about/team");
    expect(screen.getByRole("link", { name: "Join the Beta" })).toHaveAttribute("href", "/");
  });
});

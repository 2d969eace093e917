import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { StarRating } from "./star-rating";

describe("StarRating", () => {
  it("announces the rating once and fills that many stars", () => {
    const { container } = render(<StarRating rating={5} />);
    expect(screen.getByRole("img", { name: "Rated 5 out of 5" })).toBeInTheDocument();
    expect(container.querySelectorAll("svg")).toHaveLength(5);
    expect(container.querySelectorAll("svg.fill-warning")).toHaveLength(5);
  });

  it("clamps ratings outside the scale", () => {
    render(<StarRating rating={7} max={5} />);
    expect(screen.getByRole("img", { name: "Rated 5 out of 5" })).toBeInTheDocument();
  });
});

import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { Button } from "@/components/ui/button";

describe("Button asChild", () => {
  it("renders its link as the button: one element, the button's classes and the link's own", () => {
    render(
      <Button asChild size="lg" className="mt-8">
        <a href="/about/team" className="w-full" style={{ color: "red" }}>
          Meet the Team
        </a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Meet the Team" });
    expect(link.getAttribute("href")).toBe("/about/team");
    expect(link.className).toContain("inline-flex");
    expect(link.className).toContain("h-11");
    expect(link.className).toContain("mt-8");
    expect(link.className.endsWith(" w-full")).toBe(true);
    expect(link.style.color).toBe("red");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("calls the link's click handler and the button's, the link's first", () => {
    const calls: string[] = [];
    const onLink = vi.fn(() => calls.push("link"));
    const onButton = vi.fn(() => calls.push("button"));
    render(
      <Button asChild onClick={onButton}>
        <a href="#top" onClick={onLink}>
          Top
        </a>
      </Button>,
    );
    fireEvent.click(screen.getByRole("link", { name: "Top" }));
    expect(calls).toEqual(["link", "button"]);
  });
});

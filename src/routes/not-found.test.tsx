import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import type { Route } from "./+types/not-found";

import NotFound, { meta } from "@/routes/not-found";
import { renderRoute } from "../../tests/utils/render";

describe("404 page", () => {
  it("says the page is missing, links home and logs the path as a warning", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { user } = renderRoute(NotFound, {
      path: "*",
      url: "/no/such/page",
      routes: [{ path: "/", Component: () => <h1>Home page</h1> }],
    });

    expect(screen.getByText("404", { exact: true })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith("404: no page at /no/such/page");

    const home = screen.getByRole("link", { name: "Return to Home" });
    expect(home).toHaveAttribute("href", "/");
    await user.click(home);
    expect(await screen.findByRole("heading", { name: "Home page" })).toBeInTheDocument();
  });

  it("has its own title and description, and asks not to be indexed", () => {
    const tags = meta({ location: { pathname: "/no/such/page" } } as Route.MetaArgs);
    expect(tags).toContainEqual({ title: "Page not found | Tapsheet" });
    expect(tags).toContainEqual({ name: "description", content: expect.stringMatching(/.{40,}/) as string });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });
});

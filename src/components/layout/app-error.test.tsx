import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { Route } from "../../+types/root";

import { ErrorBoundary, HydrateFallback } from "@/root";

function renderBoundary(error: unknown) {
  return render(<ErrorBoundary {...({ error } as Route.ErrorBoundaryProps)} />);
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("root error boundary", () => {
  it("shows 'Unexpected Application Error!', the message, and a way home", () => {
    vi.stubEnv("DEV", false);
    renderBoundary(new Error("Cannot read properties of undefined (reading 'slug')"));
    expect(
      screen.getByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Cannot read properties of undefined (reading 'slug')")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(document.title).toBe("Unexpected Application Error! | Tapsheet");
  });

  it("hides the stack outside development builds", () => {
    vi.stubEnv("DEV", false);
    const error = new Error("boom");
    error.stack = "Error: boom\n    at Page (src/routes/page.tsx:1:1)";
    const { container } = renderBoundary(error);
    expect(screen.getByText("boom")).toBeInTheDocument();
    expect(container).not.toHaveTextContent("src/routes/page.tsx");
  });

  it("shows the stack in development", () => {
    vi.stubEnv("DEV", true);
    const error = new Error("boom");
    error.stack = "Error: boom\n    at Page (src/routes/page.tsx:1:1)";
    const { container } = renderBoundary(error);
    expect(container).toHaveTextContent("at Page (src/routes/page.tsx:1:1)");
  });

  it("describes route error responses and values that are not errors", () => {
    const { unmount } = renderBoundary({ status: 404, statusText: "Not Found", internal: true, data: "" });
    expect(screen.getByText("404 Not Found")).toBeInTheDocument();
    unmount();
    renderBoundary(undefined);
    expect(screen.getByText("Something went wrong while loading this page.")).toBeInTheDocument();
  });
});

describe("hydrate fallback", () => {
  it("is an accessible loading status", () => {
    render(<HydrateFallback />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
  });

  it("names the page while the app loads", () => {
    render(<HydrateFallback />);
    expect(document.title).toBe("Tapsheet");
  });
});

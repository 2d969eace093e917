import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import CookieNoticePage, { meta as cookieMeta } from "@/routes/cookies";
import PrivacyNoticePage, { meta as privacyMeta } from "@/routes/privacy";
import { renderRoute } from "../../tests/utils/render";

describe("Privacy Notice", () => {
  it("is dated January 2025 and covers every required topic", () => {
    expect(privacyMeta()).toContainEqual({ title: "Privacy Notice | Tapsheet" });
    renderRoute(PrivacyNoticePage, { path: "/privacy" });
    expect(screen.getByRole("heading", { level: 1, name: "Privacy Notice" })).toBeInTheDocument();
    expect(screen.getByText("Last updated: January 2025")).toBeInTheDocument();
    for (const topic of [
      "Information we collect",
      "How we use your information",
      "How we share it",
      "How we protect it",
      "Your rights",
      "Contact us",
    ]) {
      expect(screen.getByRole("heading", { level: 2, name: topic })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: topic })).toHaveAttribute("href", expect.stringMatching(/^#/));
    }
  });

  it("describes what the site really stores and links the privacy mailbox", () => {
    renderRoute(PrivacyNoticePage, { path: "/privacy" });
    expect(screen.getByText(/Supabase/)).toBeInTheDocument();
    expect(screen.getByText(/localStorage under the key "cookieSettings"/)).toBeInTheDocument();
    expect(screen.getByText(/third-party trackers/)).toBeInTheDocument();
    const mailLinks = screen.getAllByRole("link", { name: "privacy@tapsheet.example" });
    expect(mailLinks.length).toBeGreaterThan(0);
    for (const link of mailLinks) expect(link).toHaveAttribute("href", "mailto:privacy@tapsheet.example");
  });
});

describe("Cookie Notice", () => {
  it("is dated January 2025, explains the four categories, third parties and retention", () => {
    expect(cookieMeta()).toContainEqual({ title: "Cookie Notice | Tapsheet" });
    renderRoute(CookieNoticePage, { path: "/cookies" });
    expect(screen.getByRole("heading", { level: 1, name: "Cookie Notice" })).toBeInTheDocument();
    expect(screen.getByText("Last updated: January 2025")).toBeInTheDocument();
    for (const category of [
      "Essential cookies",
      "Analytics cookies",
      "Functional cookies",
      "Marketing cookies",
    ]) {
      expect(screen.getByRole("heading", { level: 3, name: category })).toBeInTheDocument();
    }
    expect(screen.getByRole("heading", { level: 2, name: "Third-party cookies" })).toBeInTheDocument();
    expect(screen.getByText(/are deleted when you close your browser/)).toBeInTheDocument();
    expect(screen.getByText(/typically last 1-2 years/)).toBeInTheDocument();
  });

  it("links to Cookie Settings and the privacy mailbox", async () => {
    const { user } = renderRoute(CookieNoticePage, {
      path: "/cookies",
      routes: [{ path: "/cookie-settings", Component: () => <h1>Cookie Settings page</h1> }],
    });
    expect(screen.getByRole("link", { name: "privacy@tapsheet.example" })).toHaveAttribute(
      "href",
      "mailto:privacy@tapsheet.example",
    );
    const button = screen.getByRole("link", { name: "Manage Cookie Settings" });
    expect(button).toHaveAttribute("href", "/cookie-settings");
    await user.click(button);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Cookie Settings page" }),
    ).toBeInTheDocument();
  });
});

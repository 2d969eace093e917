import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { HOME_HERO } from "@/content/home";
import { HOME_AUDIENCES, HOME_CLOSING, HOME_TESTIMONIALS } from "@/content/home-sections";
import { SIGNUP_NAME_FIELD_ID } from "@/features/signup/signup-focus";
import { renderRoute } from "../../tests/utils/render";
import { waitForSignupForms } from "../../tests/utils/signup";

import HomePage, { meta } from "./home";

/**
 * The home page's two parts (the hero, and the rest below it) load their code independently, in either order:
 * wait until both are on the page and both sign-up forms have loaded.
 */
async function renderHomePage() {
  const rendered = renderRoute(HomePage);
  await screen.findByRole("heading", { level: 1 });
  await screen.findByRole("region", { name: HOME_CLOSING.title });
  await waitForSignupForms();
  return rendered;
}

describe("home page", () => {
  it("says in its title that it is a mobile-first VC platform closing deals from a phone in under 24 hours", () => {
    const title = meta().find((tag): tag is { title: string } => "title" in tag)?.title;
    expect(title).toMatch(/^Tapsheet/);
    expect(title).toMatch(/mobile-first venture capital platform/i);
    expect(title).toMatch(/million-dollar deals from your phone in under 24 hours/i);
    expect(title).toMatch(/democratiz/i);
    expect(title).not.toMatch(/\| Tapsheet$/);
  });

  it("has a hero with the headline, 500+ investors and the first sign-up form", async () => {
    await renderHomePage();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const hero = screen.getByRole("region", { name: HOME_HERO.title });
    expect(within(hero).getByText(/500\+ investors/)).toBeInTheDocument();
    expect(within(hero).getByRole("form", { name: HOME_HERO.form.title })).toBeInTheDocument();
    expect(within(hero).getByRole("textbox", { name: /name/i })).toHaveAttribute("id", SIGNUP_NAME_FIELD_ID);
  });

  it("links the four audience cards to their product pages", async () => {
    await renderHomePage();
    const audiences = screen.getByRole("region", { name: HOME_AUDIENCES.title });
    const links = within(audiences).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["VCs & Angels", "/product/vcs"],
      ["Founders", "/product/founders"],
      ["LPs", "/product/lps"],
      ["Syndicate Leads", "/product/syndicates"],
    ]);
  });

  it("shows three testimonials rated five stars, and a second sign-up block", async () => {
    await renderHomePage();
    const testimonials = screen.getByRole("region", { name: HOME_TESTIMONIALS.title });
    expect(within(testimonials).getAllByRole("figure")).toHaveLength(3);
    expect(within(testimonials).getAllByRole("img", { name: "Rated 5 out of 5" })).toHaveLength(3);

    const closing = screen.getByRole("region", { name: HOME_CLOSING.title });
    expect(within(closing).getByRole("form", { name: HOME_CLOSING.form.title })).toBeInTheDocument();
    expect(within(closing).getByRole("button", { name: HOME_CLOSING.form.buttonText })).toBeInTheDocument();
    expect(screen.getAllByRole("form")).toHaveLength(2);
  });

  it("keeps headings in order: one h1, then h2 sections, then h3 cards", async () => {
    await renderHomePage();
    const levels = screen.getAllByRole("heading").map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) {
      expect(levels[i]).toBeLessThanOrEqual((levels[i - 1] ?? 1) + 1);
    }
  });
});

import type { MetaDescriptor } from "react-router";
import type * as React from "react";
import { describe, expect, it } from "vitest";

import * as OurStory from "@/routes/about-our-story";
import * as Team from "@/routes/about-team";
import * as Cookies from "@/routes/cookies";
import * as Privacy from "@/routes/privacy";
import * as CaseStudies from "@/routes/resources-case-studies";
import * as CustomerStories from "@/routes/resources-customer-stories";
import * as HowItWorks from "@/routes/resources-how-it-works";
import * as RoiCalculator from "@/routes/roi-calculator";
import { SiteShell } from "@/components/layout/site-shell";

import { renderRoute } from "../../tests/utils/render";

interface PageModule {
  default: React.ComponentType;
  meta: () => MetaDescriptor[];
}

const PAGES: [string, PageModule][] = [
  ["/about/our-story", OurStory],
  ["/about/team", Team],
  ["/resources/how-it-works", HowItWorks],
  ["/resources/case-studies", CaseStudies],
  ["/resources/customer-stories", CustomerStories],
  ["/roi-calculator", RoiCalculator],
  ["/privacy", Privacy],
  ["/cookies", Cookies],
];

function descriptionOf(tags: MetaDescriptor[]): string {
  const tag = tags.find((t) => "name" in t && t.name === "description");
  return tag && "content" in tag ? String(tag.content) : "";
}

describe.each(PAGES)("%s", (path, page) => {
  it("sits in one focusable main landmark, with one h1 and headings that never skip a level", () => {
    const Page = page.default;
    const { container } = renderRoute(() => <SiteShell>{<Page />}</SiteShell>, { path });
    const mains = container.querySelectorAll("main");
    expect(mains).toHaveLength(1);
    expect(mains[0]).toHaveAttribute("id", "main-content");
    expect(mains[0]).toHaveAttribute("tabindex", "-1");
    expect(mains[0]?.querySelector("h1")).not.toBeNull();
    const levels = [...container.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1]));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, index) => {
      expect(level - levels[index]!).toBeLessThanOrEqual(1);
    });
  });

  it("has a specific description and a canonical URL for its path", () => {
    const tags = page.meta();
    expect(descriptionOf(tags).length).toBeGreaterThan(80);
    expect(tags).toContainEqual(
      expect.objectContaining({ rel: "canonical", href: `https://tapsheet.example${path}` }),
    );
  });
});

it("gives every page a different description", () => {
  const descriptions = PAGES.map(([, page]) => descriptionOf(page.meta()));
  expect(new Set(descriptions).size).toBe(PAGES.length);
});

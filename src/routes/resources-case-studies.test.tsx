import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { CASE_STUDIES } from "@/content/case-studies";
import CaseStudiesPage, { meta } from "@/routes/resources-case-studies";
import { renderRoute } from "../../tests/utils/render";

function renderCaseStudies() {
  return renderRoute(CaseStudiesPage, {
    path: "/resources/case-studies",
    routes: [{ path: "/", Component: () => <h1>Home</h1> }],
  });
}

describe("Case Studies page", () => {
  it("has its title", () => {
    expect(meta()).toContainEqual({ title: "Case Studies | Tapsheet" });
  });

  it("shows the four headline stats", () => {
    renderCaseStudies();
    expect(screen.getByRole("heading", { level: 1, name: "Case Studies" })).toBeInTheDocument();
    const stats = screen.getByRole("region", { name: "Results across the platform" });
    const terms = within(stats)
      .getAllByRole("term")
      .map((term) => term.textContent);
    const values = within(stats)
      .getAllByRole("definition")
      .map((value) => value.textContent);
    expect(terms).toEqual([
      "Total capital raised",
      "Faster deal execution",
      "Successful deals",
      "Customer satisfaction",
    ]);
    expect(values).toEqual(["$500M+", "70%", "2,000+", "95%"]);
  });

  it("shows three story cards with every field", () => {
    renderCaseStudies();
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(3);
    expect(CASE_STUDIES.map((study) => study.category)).toEqual([
      "Series A Raise",
      "Fund Deployment",
      "Syndicate Raise",
    ]);
    expect(CASE_STUDIES.map((study) => study.industry)).toEqual(["Fintech", "Biotech", "Real Estate"]);

    CASE_STUDIES.forEach((study, index) => {
      const card = within(cards[index]!);
      expect(card.getByRole("heading", { level: 3, name: study.title })).toBeInTheDocument();
      expect(card.getByText("Category:").parentElement).toHaveTextContent(`Category: ${study.category}`);
      expect(card.getByText("Industry:").parentElement).toHaveTextContent(`Industry: ${study.industry}`);
      expect(card.getByText(study.fundingAmount)).toBeInTheDocument();
      expect(card.getByText(study.timeframe)).toBeInTheDocument();
      expect(card.getByText("Funding amount")).toBeInTheDocument();
      expect(card.getByText("Timeline")).toBeInTheDocument();
      expect(study.metrics).toHaveLength(3);
      for (const metric of study.metrics) {
        expect(card.getByText(metric.label)).toBeInTheDocument();
        expect(card.getByText(metric.value)).toBeInTheDocument();
      }
      for (const [heading, text] of [
        ["Challenge", study.challenge],
        ["Solution", study.solution],
        ["Results", study.results],
      ] as const) {
        expect(card.getByRole("heading", { level: 4, name: heading })).toBeInTheDocument();
        expect(card.getByText(text)).toBeInTheDocument();
      }
      const tags = card.getByRole("list", { name: "Tags" });
      expect(
        within(tags)
          .getAllByRole("listitem")
          .map((tag) => tag.textContent),
      ).toEqual(study.tags);
    });
  });

  it("'Get Started Today' goes to the home page", async () => {
    const { user } = renderCaseStudies();
    const link = screen.getByRole("link", { name: "Get Started Today" });
    expect(link).toHaveAttribute("href", "/");
    await user.click(link);
    expect(await screen.findByRole("heading", { level: 1, name: "Home" })).toBeInTheDocument();
  });
});

import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import TeamPage, { meta } from "@/routes/about-team";
import { renderRoute } from "../../tests/utils/render";

const MOCK_TEAM_TOAST =
  "This is a mock team at the moment. If you'd like to learn more - how about you apply to join our team? ☺️";

function renderTeam() {
  return renderRoute(TeamPage, {
    path: "/about/team",
    routes: [{ path: "/about/careers", Component: () => <h1>Careers</h1> }],
  });
}

describe("Team & Advisors page", () => {
  it("has its title and a specific description", () => {
    const tags = meta();
    expect(tags).toContainEqual({ title: "Team & Advisors | Tapsheet" });
    expect(tags).toContainEqual(expect.objectContaining({ name: "description" }));
  });

  it("lists six leaders and four advisors with their companies", () => {
    renderTeam();
    expect(screen.getByRole("heading", { level: 1, name: "Team & Advisors" })).toBeInTheDocument();

    const leadership = screen.getByRole("region", { name: "Leadership" });
    expect(within(leadership).getAllByRole("article")).toHaveLength(6);
    expect(within(leadership).getByRole("heading", { level: 3, name: "Maya Okafor" })).toBeInTheDocument();
    expect(within(leadership).getByText("Co-founder & CEO")).toBeInTheDocument();

    const advisors = screen.getByRole("region", { name: "Advisors" });
    const advisorCards = within(advisors).getAllByRole("article");
    expect(advisorCards).toHaveLength(4);
    expect(within(advisors).getByText("Harbor Lane Capital")).toBeInTheDocument();
    for (const card of advisorCards) {
      expect(within(card).getByRole("button", { name: /^LinkedIn profile of / })).toBeInTheDocument();
    }
  });

  it.each([
    ["LinkedIn profile of Maya Okafor"],
    ["X (Twitter) profile of Daniel Reyes"],
    ["Email Sofia Nakamura"],
  ])("'%s' shows the mock-team toast", async (buttonName) => {
    const { user } = renderTeam();
    expect(screen.queryByText(MOCK_TEAM_TOAST)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: buttonName }));
    expect((await screen.findAllByText(MOCK_TEAM_TOAST)).length).toBeGreaterThan(0);
  });

  it("'Join Our Team' goes to the careers page", async () => {
    const { user } = renderTeam();
    const link = screen.getByRole("link", { name: "Join Our Team" });
    expect(link).toHaveAttribute("href", "/about/careers");
    await user.click(link);
    expect(await screen.findByRole("heading", { level: 1, name: "Careers" })).toBeInTheDocument();
  });
});

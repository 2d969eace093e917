import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { WATCH_DEMO_TOAST } from "@/content/shared";
import type { UseCasePageContent } from "@/content/types";
import { CAP_TABLE_PAGE, COLLABORATION_PAGE, DEAL_ROOMS_PAGE, EXECUTION_PAGE } from "@/content/use-cases";
import { SIGNUP_NAME_FIELD_ID } from "@/features/signup/signup-focus";
import UseCaseCapTablePage from "@/routes/use-case-cap-table";
import UseCaseCollaborationPage from "@/routes/use-case-collaboration";
import UseCaseDealRoomsPage from "@/routes/use-case-deal-rooms";
import UseCaseExecutionPage from "@/routes/use-case-execution";
import { renderRoute } from "../../../tests/utils/render";
import { waitForSignupForms } from "../../../tests/utils/signup";

const PAGES_WITH_HERO_FORM: [string, React.ComponentType, UseCasePageContent][] = [
  ["/use-cases/execution", UseCaseExecutionPage, EXECUTION_PAGE],
  ["/use-cases/collaboration", UseCaseCollaborationPage, COLLABORATION_PAGE],
  ["/use-cases/cap-table", UseCaseCapTablePage, CAP_TABLE_PAGE],
];

describe.each(PAGES_WITH_HERO_FORM)("use-case page %s", (path, Page, content) => {
  it("renders a hero sign-up form, problems, features, stats and a closing sign-up form", async () => {
    renderRoute(Page, { path });
    await waitForSignupForms();

    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const hero = screen.getByRole("region", { name: content.hero.title });
    expect(within(hero).getByRole("form", { name: content.hero.form?.title })).toBeInTheDocument();

    const problems = screen.getByRole("region", { name: content.problems?.title });
    expect(within(problems).getAllByRole("heading", { level: 3 })).toHaveLength(
      content.problems?.items.length ?? 0,
    );

    const features = screen.getByRole("region", { name: content.features.title });
    for (const feature of content.features.items) {
      expect(within(features).getByRole("heading", { level: 3, name: feature.title })).toBeInTheDocument();
    }

    const stats = screen.getByRole("region", { name: content.stats.title });
    for (const stat of content.stats.items) expect(within(stats).getByText(stat.label)).toBeInTheDocument();

    const closing = screen.getByRole("region", { name: content.closing.title });
    expect(within(closing).getByRole("form", { name: content.closing.form.title })).toBeInTheDocument();

    // Two forms, one field the "join" buttons can target.
    expect(screen.getAllByRole("form")).toHaveLength(2);
    expect(document.querySelectorAll(`#${SIGNUP_NAME_FIELD_ID}`)).toHaveLength(1);
    expect(within(hero).getByRole("textbox", { name: /name/i })).toHaveAttribute("id", SIGNUP_NAME_FIELD_ID);
  });

  it("shows the 'Coming soon...' toast from Watch Demo", async () => {
    const { user } = renderRoute(Page, { path });
    expect(screen.queryByText(WATCH_DEMO_TOAST.title)).toBeNull();

    await user.click(screen.getByRole("button", { name: "Watch Demo" }));
    expect(await screen.findByText(WATCH_DEMO_TOAST.title)).toBeInTheDocument();
    expect(screen.getByText(WATCH_DEMO_TOAST.description)).toBeInTheDocument();
  });
});

describe("mobile deal rooms page", () => {
  it("is a marketing page ending with a sign-up form", async () => {
    renderRoute(UseCaseDealRoomsPage, { path: "/use-cases/deal-rooms" });
    await waitForSignupForms();

    expect(screen.getByRole("heading", { level: 1, name: DEAL_ROOMS_PAGE.hero.title })).toBeInTheDocument();
    for (const title of ["Offline deal rooms", "Document annotation", "Partner chat"]) {
      expect(screen.getByRole("heading", { level: 3, name: title })).toBeInTheDocument();
    }
    expect(screen.getAllByRole("form")).toHaveLength(1);
    const closing = screen.getByRole("region", { name: DEAL_ROOMS_PAGE.closing.title });
    expect(within(closing).getByRole("form")).toBeInTheDocument();
  });
});

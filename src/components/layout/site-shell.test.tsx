import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, Outlet, createRoutesStub, useLocation } from "react-router";
import { twMerge } from "tailwind-merge";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { SiteShell } from "@/components/layout/site-shell";
import { SIGNUP_NAME_FIELD_ID, SignupFocusProvider } from "@/features/signup/signup-focus";

/** The header's menu groups and their links, in order (docs/product.md, Header and footer). */
const EXPECTED_NAVIGATION = [
  {
    group: "Product",
    links: [
      ["/product/vcs", "For VCs & Angels"],
      ["/product/founders", "For Founders"],
      ["/product/lps", "For LPs"],
      ["/product/syndicates", "For Syndicate Leads"],
      ["/roi-calculator", "ROI Calculator"],
    ],
  },
  {
    group: "Use Cases",
    links: [
      ["/use-cases/deal-rooms", "Mobile Deal Rooms"],
      ["/use-cases/commitments", "Real-time Commitment Matrix"],
      ["/use-cases/execution", "One-Click Legal & Wire Execution"],
      ["/use-cases/collaboration", "AI-Powered Collaboration"],
      ["/use-cases/cap-table", "Tokenized Cap Table"],
    ],
  },
  {
    group: "About",
    links: [
      ["/about/our-story", "Our Story"],
      ["/about/team", "Team & Advisors"],
      ["/about/careers", "Careers"],
    ],
  },
  {
    group: "Resources",
    links: [
      ["/resources/how-it-works", "How It Works"],
      ["/blog", "Blog"],
      ["/resources/case-studies", "Case Studies"],
      ["/resources/customer-stories", "Customer Stories"],
    ],
  },
] as const;

const hrefsOf = (root: HTMLElement) =>
  [...root.querySelectorAll("a")].map((anchor) => anchor.getAttribute("href") ?? "");

function ShellLayout() {
  return (
    <SignupFocusProvider>
      <SiteShell>
        <Outlet />
      </SiteShell>
    </SignupFocusProvider>
  );
}

/** A page like the real ones: a title and one h1, inside the shell's <main>. */
function TestPage() {
  const { pathname, search } = useLocation();
  const title = pathname === "/" ? "Home" : pathname;
  return (
    <>
      <title>{`${title} | Tapsheet`}</title>
      <h1>{title}</h1>
      {pathname === "/" ? <input id={SIGNUP_NAME_FIELD_ID} aria-label="Name" /> : null}
      <Link to={`${pathname}?role=lp`}>Same page, new query</Link>
      <Link to="/about/team">Team link in page</Link>
      <p>{search}</p>
    </>
  );
}

function renderShell(url = "/") {
  const Stub = createRoutesStub([
    {
      Component: ShellLayout,
      children: [
        { path: "/", Component: TestPage },
        { path: "*", Component: TestPage },
      ],
    },
  ]);
  const user = userEvent.setup();
  return { user, ...render(<Stub initialEntries={[url]} />) };
}

let scrollTo: ReturnType<typeof vi.fn>;
let scrollIntoView: ReturnType<typeof vi.fn>;

beforeEach(() => {
  // jsdom has no layout: record scrolling instead.
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView as unknown as Element["scrollIntoView"];
});

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, "scrollIntoView");
});

const desktopNav = () => screen.getByRole("navigation", { name: "Main" });

describe("header, desktop menus", () => {
  it("has a logo linking home", () => {
    renderShell("/about/team");
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: /tapsheet/i })).toHaveAttribute("href", "/");
  });

  it("holds every menu route, in its group and in order, as real links", () => {
    renderShell();
    const nav = desktopNav();
    const triggers = within(nav).getAllByRole("button");
    expect(triggers.map((trigger) => trigger.textContent)).toEqual(EXPECTED_NAVIGATION.map((g) => g.group));
    for (const [index, trigger] of triggers.entries()) {
      const panel = document.getElementById(trigger.getAttribute("aria-controls") ?? "");
      expect(panel).not.toBeNull();
      // Closed panels are hidden but present, so prerendered HTML carries the anchors.
      expect(panel).not.toBeVisible();
      expect(hrefsOf(panel as HTMLElement)).toEqual(EXPECTED_NAVIGATION[index]?.links.map(([href]) => href));
    }
  });

  it("opens a group by pointer, shows labels with descriptions, and closes on Escape with focus returned", async () => {
    const { user } = renderShell();
    const product = within(desktopNav()).getByRole("button", { name: "Product" });
    expect(product).toHaveAttribute("aria-expanded", "false");
    await user.click(product);
    expect(product).toHaveAttribute("aria-expanded", "true");
    const link = within(desktopNav()).getByRole("link", { name: /for vcs & angels/i });
    expect(link).toBeVisible();
    expect(link).toHaveTextContent("For VCs & Angels");
    expect(link.textContent?.length).toBeGreaterThan("For VCs & Angels".length + 20);

    await user.keyboard("{Escape}");
    expect(product).toHaveAttribute("aria-expanded", "false");
    expect(product).toHaveFocus();
    expect(link).not.toBeVisible();
  });

  it("is operable by keyboard", async () => {
    const { user } = renderShell();
    const useCases = within(desktopNav()).getByRole("button", { name: "Use Cases" });
    useCases.focus();
    await user.keyboard("{Enter}");
    expect(useCases).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    expect(within(desktopNav()).getByRole("link", { name: /mobile deal rooms/i })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(useCases).toHaveAttribute("aria-expanded", "false");
    expect(useCases).toHaveFocus();
  });

  it("shows one group at a time and closes on a press outside or when focus leaves", async () => {
    const { user } = renderShell();
    const nav = within(desktopNav());
    await user.click(nav.getByRole("button", { name: "About" }));
    await user.click(nav.getByRole("button", { name: "Resources" }));
    expect(nav.getByRole("button", { name: "About" })).toHaveAttribute("aria-expanded", "false");
    expect(nav.getByRole("button", { name: "Resources" })).toHaveAttribute("aria-expanded", "true");

    await user.click(screen.getByRole("heading", { level: 1 }));
    expect(nav.getByRole("button", { name: "Resources" })).toHaveAttribute("aria-expanded", "false");

    await user.click(nav.getByRole("button", { name: "About" }));
    act(() => screen.getByRole("link", { name: "Team link in page" }).focus());
    expect(nav.getByRole("button", { name: "About" })).toHaveAttribute("aria-expanded", "false");
  });

  it("navigates with a menu link, closes the menu and marks the current page", async () => {
    const { user } = renderShell();
    const nav = within(desktopNav());
    await user.click(nav.getByRole("button", { name: "Resources" }));
    await user.click(nav.getByRole("link", { name: /^blog/i }));
    expect(await screen.findByRole("heading", { level: 1, name: "/blog" })).toBeInTheDocument();
    expect(nav.getByRole("button", { name: "Resources" })).toHaveAttribute("aria-expanded", "false");
    const current = desktopNav().querySelector('a[href="/blog"]');
    expect(current).toHaveAttribute("aria-current", "page");
    expect(desktopNav().querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it("'Join the Beta' goes home and then focuses the sign-up name field", async () => {
    const { user } = renderShell("/about/our-story");
    await user.click(within(screen.getByRole("banner")).getByRole("button", { name: "Join the Beta" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Home" })).toBeInTheDocument();
    await waitFor(() => expect(document.getElementById(SIGNUP_NAME_FIELD_ID)).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "center" });
  });
});

describe("header, mobile menu", () => {
  it("opens a titled sheet with the same links in the same groups, and closes with its button", async () => {
    const { user } = renderShell();
    const desktopHrefs = hrefsOf(desktopNav());
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const sheet = await screen.findByRole("dialog", { name: "Menu" });
    expect(hrefsOf(sheet)).toEqual(desktopHrefs);
    for (const { group, links } of EXPECTED_NAVIGATION) {
      const section = within(sheet).getByRole("region", { name: group });
      expect(hrefsOf(section)).toEqual(links.map(([href]) => href));
      for (const [, label] of links) {
        expect(within(section).getByRole("link", { name: new RegExp(`^${label}`) })).toBeInTheDocument();
      }
    }
    await user.click(within(sheet).getByRole("button", { name: "Close menu" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  });

  it("closes on Escape", async () => {
    const { user } = renderShell();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("navigates with a link, closes, and leaves focus on the new page's heading", async () => {
    const { user } = renderShell();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("link", { name: /^tokenized cap table/i }),
    );
    const heading = await screen.findByRole("heading", { level: 1, name: "/use-cases/cap-table" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // Radix returns focus to the trigger a tick after closing; it must not steal it from the new page.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heading).toHaveFocus();
  });

  it("'Join the Beta' closes the sheet, goes home and focuses the name field", async () => {
    const { user } = renderShell("/blog");
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Join the Beta" }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(document.getElementById(SIGNUP_NAME_FIELD_ID)).toHaveFocus());
  });
});

describe("footer", () => {
  it("has the Product, Company and Resources columns, the copyright and the legal links", () => {
    renderShell("/cookies");
    const footer = screen.getByRole("contentinfo");
    const headings = within(footer)
      .getAllByRole("heading")
      .map((heading) => heading.textContent);
    expect(headings).toEqual(["Product", "Company", "Resources"]);
    expect(within(footer).getByText("© 2025 Tapsheet. All rights reserved.")).toBeInTheDocument();
    const legal = within(footer).getByRole("navigation", { name: "Legal" });
    expect(within(legal).getByRole("link", { name: "Privacy Notice" })).toHaveAttribute("href", "/privacy");
    expect(within(legal).getByRole("link", { name: "Cookie Notice" })).toHaveAttribute("href", "/cookies");
    expect(within(legal).getByRole("link", { name: "Cookie Settings" })).toHaveAttribute(
      "href",
      "/cookie-settings",
    );
    expect(within(legal).getByRole("link", { name: "Cookie Notice" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(hrefsOf(within(footer).getByRole("navigation", { name: "Footer" }))).toEqual(
      [EXPECTED_NAVIGATION[0], EXPECTED_NAVIGATION[2], EXPECTED_NAVIGATION[3]].flatMap((group) =>
        group.links.map(([href]) => href),
      ),
    );
  });
});

describe("skip link and page changes", () => {
  it("offers 'Skip to main content' as the first tab stop, and it focuses the main content", async () => {
    const { user } = renderShell("/about/team");
    await user.tab();
    const skip = screen.getByRole("link", { name: "Skip to main content" });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute("href", "#main-content");
    await user.keyboard("{Enter}");
    expect(screen.getByRole("main")).toHaveFocus();
  });

  it("leaves focus and scroll alone on the first load", () => {
    renderShell("/about/team");
    expect(document.body).toHaveFocus();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("on client-side navigation scrolls to the top, focuses the new h1 and announces the title", async () => {
    const { user } = renderShell("/");
    await user.click(screen.getByRole("link", { name: "Team link in page" }));
    const heading = await screen.findByRole("heading", { level: 1, name: "/about/team" });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "instant" });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute("tabindex", "-1");
    const announcer = document.querySelector('[aria-live="polite"]');
    await waitFor(() => expect(announcer).toHaveTextContent("/about/team | Tapsheet"));
  });

  it("does not scroll or move focus when only the query string changes", async () => {
    const { user } = renderShell("/about/team");
    const link = screen.getByRole("link", { name: "Same page, new query" });
    await user.click(link);
    expect(await screen.findByText("?role=lp")).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(link).toHaveFocus();
  });
});

/** Every class list in the shell as it is rendered, each element's once. */
function classLists(root: Element): string[] {
  return [root, ...root.querySelectorAll("[class]")].map((element) => element.getAttribute("class") ?? "");
}

describe("the shell's classes", () => {
  // The shell loads no class merger (decision 037): each element's classes must already be what tailwind-merge's
  // full default configuration would leave, in every state (a page marked current, a menu open, the mobile sheet).
  it("never set two classes of one kind on an element, in any state", async () => {
    const { user } = renderShell("/blog");
    const conflicts = () =>
      classLists(document.body).filter((classes) => twMerge(classes) !== classes.trim());
    expect(conflicts()).toEqual([]);
    for (const group of ["Product", "Use Cases", "About", "Resources"]) {
      await user.click(within(desktopNav()).getByRole("button", { name: group }));
      expect(conflicts()).toEqual([]);
    }
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    expect(conflicts()).toEqual([]);
  });
});

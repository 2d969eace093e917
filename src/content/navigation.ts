import type { STATIC_PATHS } from "@/config/static-paths";
import { SITE } from "@/config/site";

/** Every link target is a prerendered page, so a typo in a path fails the type check. */
type SitePath = (typeof STATIC_PATHS)[number];

interface NavItem {
  readonly to: SitePath;
  readonly label: string;
  /** One line shown under the label in the menus. */
  readonly description: string;
}

export type NavGroupId = "product" | "use-cases" | "about" | "resources";

export interface NavGroup {
  readonly id: NavGroupId;
  readonly label: string;
  readonly items: readonly NavItem[];
}

/** The one link list behind the desktop menus, the mobile menu and the footer columns. */
export const NAV_GROUPS: readonly NavGroup[] = [
  {
    id: "product",
    label: "Product",
    items: [
      {
        to: "/product/vcs",
        label: "For VCs & Angels",
        description: "Score deal flow, debate with partners and commit from your phone.",
      },
      {
        to: "/product/founders",
        label: "For Founders",
        description: "Run your raise from one pipeline and close investors in days, not months.",
      },
      {
        to: "/product/lps",
        label: "For LPs",
        description: "Every fund and co-investment you back, live in one dashboard.",
      },
      {
        to: "/product/syndicates",
        label: "For Syndicate Leads",
        description: "Rally co-investors and set up SPVs without chasing paperwork.",
      },
      {
        to: "/roi-calculator",
        label: "ROI Calculator",
        description: "Estimate the hours and closing costs a faster close gives your fund back.",
      },
    ],
  },
  {
    id: "use-cases",
    label: "Use Cases",
    items: [
      {
        to: "/use-cases/deal-rooms",
        label: "Mobile Deal Rooms",
        description: "Review decks, data rooms and diligence anywhere, even offline.",
      },
      {
        to: "/use-cases/commitments",
        label: "Real-time Commitment Matrix",
        description: "See who has committed, soft-committed or is still in review.",
      },
      {
        to: "/use-cases/execution",
        label: "One-Click Legal & Wire Execution",
        description: "Documents, signatures and the wire in under 60 seconds.",
      },
      {
        to: "/use-cases/collaboration",
        label: "AI-Powered Collaboration",
        description: "AI summarises partner discussions and tracks consensus.",
      },
      {
        to: "/use-cases/cap-table",
        label: "Tokenized Cap Table",
        description: "Ownership that stays current, liquid and reachable worldwide.",
      },
    ],
  },
  {
    id: "about",
    label: "About",
    items: [
      {
        to: "/about/our-story",
        label: "Our Story",
        description: "Why we are rebuilding venture dealmaking for the phone.",
      },
      {
        to: "/about/team",
        label: "Team & Advisors",
        description: `The operators, investors and engineers behind ${SITE.name}.`,
      },
      {
        to: "/about/careers",
        label: "Careers",
        description: "Help us open private markets to more people.",
      },
    ],
  },
  {
    id: "resources",
    label: "Resources",
    items: [
      {
        to: "/resources/how-it-works",
        label: "How It Works",
        description: "From first look to funded in under 24 hours, step by step.",
      },
      {
        to: "/blog",
        label: "Blog",
        description: "Notes on mobile investing, tokenization and deal execution.",
      },
      {
        to: "/resources/case-studies",
        label: "Case Studies",
        description: `How funds and syndicates closed faster with ${SITE.name}.`,
      },
      {
        to: "/resources/customer-stories",
        label: "Customer Stories",
        description: "Investors and founders on what changed after switching.",
      },
    ],
  },
];

function itemsOf(id: NavGroupId): readonly NavItem[] {
  return NAV_GROUPS.find((group) => group.id === id)?.items ?? [];
}

export interface FooterColumn {
  readonly label: string;
  readonly items: readonly NavItem[];
}

/** Footer columns (Product, Company, Resources), taken from the same list as the menus. */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  { label: "Product", items: itemsOf("product") },
  { label: "Company", items: itemsOf("about") },
  { label: "Resources", items: itemsOf("resources") },
];

export const LEGAL_LINKS: readonly { readonly to: SitePath; readonly label: string }[] = [
  { to: "/privacy", label: "Privacy Notice" },
  { to: "/cookies", label: "Cookie Notice" },
  { to: "/cookie-settings", label: "Cookie Settings" },
];

export const FOOTER_BLURB =
  "The mobile-first venture capital platform: review, commit and close million-dollar deals from your phone in under 24 hours.";

export const JOIN_BETA_LABEL = "Join the Beta";

/** The mobile menu's sheet as a part whose code may be slow to arrive (the load notice's subject). */
export const MENU_PART = "The menu";

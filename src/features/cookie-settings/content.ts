import type { CookieCategory } from "./cookie-settings-store";

export interface CookieCategoryCopy {
  key: CookieCategory;
  title: string;
  description: string;
}

/** The four categories, in the order the Cookie Notice explains them. */
export const COOKIE_CATEGORIES: CookieCategoryCopy[] = [
  {
    key: "essential",
    title: "Essential cookies",
    description:
      "Needed for the site to work: keeping pages secure, remembering this choice and making forms such as the beta sign-up and job applications submit reliably.",
  },
  {
    key: "analytics",
    title: "Analytics cookies",
    description:
      "Help us understand which pages are useful and where visitors get stuck. We look at these statistics in aggregate, not at individual visitors.",
  },
  {
    key: "functional",
    title: "Functional cookies",
    description:
      "Remember choices you make on the site so you don't have to make them again on your next visit.",
  },
  {
    key: "marketing",
    title: "Marketing cookies",
    description:
      "Let us measure our campaigns and show relevant Tapsheet announcements on other sites. They are off unless you switch them on.",
  },
];

/** Shown when the browser sends the Global Privacy Control signal (decision 010). */
export const GLOBAL_PRIVACY_CONTROL_NOTICE =
  "Your browser sends the Global Privacy Control signal, and we honour it: analytics, functional and marketing cookies start off, and stay off unless you switch them on here and save.";

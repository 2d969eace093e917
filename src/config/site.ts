/** Everything that names the product. Rebranding is a change to this file only. */
export const SITE = {
  name: "Tapsheet",
  tagline: "Close million-dollar deals from your phone in under 24 hours",
  url: "https://tapsheet.example",
  locale: "en_US",
  copyrightYear: 2025,
  policiesUpdated: "January 2025",
  /** Where the beta's app is installed from; the welcome page links to both. */
  apps: {
    appStore: "https://apps.apple.com/app/tapsheet/id6740000000",
    googlePlay: "https://play.google.com/store/apps/details?id=example.tapsheet",
  },
  mail: {
    privacy: "privacy@tapsheet.example",
    careers: "careers@tapsheet.example",
    hello: "hello@tapsheet.example",
  },
} as const;

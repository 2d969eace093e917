/** Everything that names the product. Rebranding is a change to this file only. */
export const SITE = {
  name: "Tapsheet",
  tagline: "Close million-dollar deals from your phone in under 24 hours",
  url: "https://tapsheet.example",
  locale: "en_US",
  copyrightYear: 2025,
  policiesUpdated: "January 2025",
  mail: {
    privacy: "privacy@tapsheet.example",
    careers: "careers@tapsheet.example",
    hello: "hello@tapsheet.example",
  },
} as const;

/** public/favicon.svg (the manifest's icon), as a data URL; `favicon.test.ts` beside it keeps the two equal. */
const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3730a3"/><path d="M9 10h14v3.2h-5.3V23h-3.4v-9.8H9z" fill="#fff"/></svg>';

export const FAVICON_DATA_URL = `data:image/svg+xml,${encodeURIComponent(FAVICON_SVG)}`;

/** What supabase-js puts before the SVG markup Auth returns, leaving the markup itself unencoded. */
const UNENCODED_SVG_PREFIX = /^data:image\/svg\+xml;(?:charset=)?utf-?8,(?=\s*<)/i;

/**
 * An image address for Auth's enrolment QR code, whichever form it comes in: SVG markup, markup behind a data: prefix
 * as supabase-js adds it, or a data: URI already encoded. Markup is percent-encoded, since a `#` (a colour) or a `%`
 * in it would otherwise end or break the address and the image would not draw.
 */
export function qrImageSource(qrCode: string): string {
  const markup = qrCode.replace(UNENCODED_SVG_PREFIX, "");
  if (!markup.trimStart().startsWith("<")) return qrCode;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup.trim())}`;
}

/** The key in groups of four, as authenticator apps show and people type it. */
export function groupedKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

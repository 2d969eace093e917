/**
 * What the desk's rich-text editor lets an author write, in one place: the article page owns the h1 (the title),
 * so headings are levels 2 to 4; links go to https pages or e-mail addresses. The site's sanitiser applies the same
 * rules again wherever the HTML is shown, so a rule broken by hand in the stored document is still inert.
 */
export const HEADING_LEVELS = [2, 3, 4] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

/** The link protocols an author may use. */
export const LINK_PROTOCOLS = ["https", "mailto"] as const;

/** Browsers ignore whitespace and control characters inside URLs ("java\tscript:"); so does this check. */
function compact(value: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return value.replace(/[\u0000-\u0020]/g, "");
}

/** Why `href` cannot be a link in a post, in the author's words, or null when it can. */
export function linkProblem(href: string): string | null {
  const value = compact(href);
  if (value === "") return "Type the address the link goes to.";
  if (/^http:/i.test(value)) return "Use the https:// address: the site does not link to plain http pages.";
  if (/^mailto:/i.test(value)) {
    return /^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/i.test(value)
      ? null
      : "Write the e-mail address after mailto:, as in mailto:press@tapsheet.com.";
  }
  if (/^https:/i.test(value)) {
    try {
      return new URL(value).hostname.includes(".") ? null : "That address has no site name after https://.";
    } catch {
      return "That is not a web address the browser can open.";
    }
  }
  return "Links start with https:// (a web page) or mailto: (an e-mail address).";
}

export function isAllowedLink(href: string): boolean {
  return linkProblem(href) === null;
}

/** A heading level the editor keeps; any other (an h1 or h5 pasted in) becomes the nearest allowed one. */
export function allowedHeadingLevel(level: number): HeadingLevel {
  return level <= 2 ? 2 : level >= 4 ? 4 : 3;
}

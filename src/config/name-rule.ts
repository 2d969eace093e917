/**
 * One name rule for the forms and the database (decisions 038 and 044): what a name, a company or a phone number is
 * stored as, and whether a name carries a web address that mail repeating it would show. The database holds the
 * same rule as private.checked_text and private.carries_web_address; a test holds both to one table of names.
 */
import topLevelDomains from "tlds";

/**
 * Text as the database stores it and mail shows it: NFKC, so that fullwidth "ｈｔｔｐ：／／" reads "http://", then
 * every character that renders as nothing (Unicode format characters, Cf, and the default ignorables: U+034F, the
 * Hangul fillers, variation selectors, tags) removed, then NFKC again so that the result is stable.
 */
export function checkedText(value: string): string {
  return value
    .normalize("NFKC")
    .replace(/[\p{Cf}\p{Default_Ignorable_Code_Point}]+/gu, "")
    .normalize("NFKC");
}

/** IANA's top-level domains as the npm package tlds lists them, ASCII ones only (punycode is refused whole). */
const TOP_LEVEL_DOMAINS = new Set(topLevelDomains.filter((name) => /^[a-z][a-z0-9-]*$/.test(name)));

/**
 * Forms of a web address, read on normalised text (checkedText), the ideographic full stop counting as a dot:
 * http(s)://, "www.", a domain-like token followed by a slash, any scheme ("ftp://", "x-y+z:") or host:port, an IPv4
 * or IPv6 address, and punycode.
 */
const WEB_ADDRESS_FORMS = [
  /https?:\/\/|www[.\u3002]|[a-z0-9_-][.\u3002][a-z]{2,}\//i,
  /(?:^|[^a-z0-9+.-])[a-z][a-z0-9+.-]*:\S/i,
  /[0-9]{1,3}(?:[.\u3002][0-9]{1,3}){3}/,
  /[0-9a-f]*:[0-9a-f]*:/i,
  /xn--/i,
];
/** A label after a dot: a bare domain when it is a real top-level domain ("tapsheet-desk.com", not "Anne.Marie"). */
const LABEL_AFTER_DOT = /(?<=[a-z0-9_-])[.\u3002]([a-z0-9-]+)/g;

/** Whether a (normalised) name carries a web address. */
export function carriesWebAddress(value: string): boolean {
  if (WEB_ADDRESS_FORMS.some((form) => form.test(value))) return true;
  for (const [, label] of value.toLowerCase().matchAll(LABEL_AFTER_DOT)) {
    if (label && TOP_LEVEL_DOMAINS.has(label)) return true;
  }
  return false;
}

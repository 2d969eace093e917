// What counts as an e-mail address, in one place for the site's forms, the Edge Functions, the scripts and (as
// private.is_mail_address in supabase/migrations) the database: an address passes all of them or none, so nothing is
// stored that the mail functions would refuse to send to, and no staff member is invited at an address mail cannot
// reach. A test holds them to one table of addresses. This folder is imported by the site, by Deno and by Node
// (decision 044): plain TypeScript, nothing but erasable type syntax, relative imports with their `.ts` extension.
//
// One bare address: a dot-atom local part of at most 64 characters (no quotes, spaces, commas, angle brackets or
// empty parts), an @, and a domain of two or more labels of letters, digits and inner hyphens, the last one a
// top-level domain (letters, or an xn-- label); at most 254 characters. No display name, no trailing dot.

const MAIL_ADDRESS_MAX_CHARS = 254;

/** The rule as a regular expression; the database's function holds the same pattern. */
export const MAIL_ADDRESS_PATTERN =
  /^(?=[^@]{1,64}@)[A-Za-z0-9!#$%&*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** `value` when it is one such address, otherwise null. */
export function mailAddress(value: string): string | null {
  return value.length <= MAIL_ADDRESS_MAX_CHARS && MAIL_ADDRESS_PATTERN.test(value) ? value : null;
}

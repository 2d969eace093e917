/** How the calculator writes numbers: US English, the same in the prerendered HTML and in the browser. */

const WHOLE = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const PLAIN = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const USD_COMPACT = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  maximumFractionDigits: 1,
});

/** From a million up, amounts are written short ("$1.2M") so that they fit a phone's width. */
const COMPACT_FROM_USD = 1_000_000;

/** A count of hours, days or deals, rounded to a whole number: "1,234". */
export function formatWhole(value: number): string {
  return WHOLE.format(value);
}

/** A value as it stands in an input: "15,000", "7.5". */
export function formatPlain(value: number): string {
  return PLAIN.format(value);
}

/** An amount in US dollars: "$45,000", or "$1.2M" from a million. */
export function formatUsd(value: number): string {
  return value >= COMPACT_FROM_USD ? USD_COMPACT.format(value) : USD.format(value);
}

/** A fund size as the sign-up form's assets-under-management field expects it: "$50M", "$750K". */
export function formatAum(value: number): string {
  return USD_COMPACT.format(value);
}

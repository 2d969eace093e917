const LONG_US_DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Parses a date column. A date-only string is read as UTC midnight and formatted in UTC, so the day
 * shown never shifts with the reader's time zone.
 */
function parsePublishedDate(value: string): Date {
  return new Date(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
}

/** "2025-01-15" → "January 15, 2025" (long US English). */
export function formatPublishedDate(value: string): string {
  const date = parsePublishedDate(value);
  return Number.isNaN(date.getTime()) ? value : LONG_US_DATE.format(date);
}

/** The machine-readable form for <time dateTime>. */
export function isoDate(value: string): string | undefined {
  const date = parsePublishedDate(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

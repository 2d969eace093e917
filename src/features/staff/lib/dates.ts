/**
 * Every date and time the desk shows or exports, in the viewer's own time zone (the browser's), and the instants a
 * day filter means there. One module, so the desk writes a time one way everywhere.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number) => String(value).padStart(2, "0");

/** `yyyy-mm-dd` as a real calendar day, or null ("2026-02-30" is none). */
export function parseDay(day: string): { year: number; month: number; date: number } | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(year, month - 1, date);
  if (check.getFullYear() !== year || check.getMonth() !== month - 1 || check.getDate() !== date) return null;
  return { year, month, date };
}

/** The instant a day begins where the viewer is (local midnight, daylight-saving changes included). */
export function startOfDay(day: string): Date | null {
  const parts = parseDay(day);
  return parts ? new Date(parts.year, parts.month - 1, parts.date) : null;
}

/** The instant the day after `day` begins where the viewer is: a day filter reads up to, not including, it. */
export function endOfDay(day: string): Date | null {
  const parts = parseDay(day);
  return parts ? new Date(parts.year, parts.month - 1, parts.date + 1) : null;
}

/**
 * What a day filter from `from` to `to` (both `yyyy-mm-dd`, both included) means as instants: from the first day's
 * midnight where the viewer is to the midnight after the last. A missing or unreal day leaves that end open (null).
 */
export function dayRange(from?: string, to?: string): { from: string | null; before: string | null } {
  return {
    from: (from ? startOfDay(from) : null)?.toISOString() ?? null,
    before: (to ? endOfDay(to) : null)?.toISOString() ?? null,
  };
}

/** `hh:mm` in the viewer's zone, for a moment of today's work. */
export function formatClock(iso: string | Date): string {
  const when = new Date(iso);
  return `${pad(when.getHours())}:${pad(when.getMinutes())}`;
}

/** `yyyy-mm-dd hh:mm` in the viewer's zone: the desk's one way of writing a time, on screen and in exports. */
export function formatWhen(iso: string | Date): string {
  const when = new Date(iso);
  return `${formatDay(when)} ${pad(when.getHours())}:${pad(when.getMinutes())}`;
}

/** `yyyy-mm-ddThh:mm:ss` in the viewer's zone: the value of a `datetime-local` field for `iso`. */
export function toDateTimeInput(iso: string | Date): string {
  const when = new Date(iso);
  return `${formatDay(when)}T${pad(when.getHours())}:${pad(when.getMinutes())}:${pad(when.getSeconds())}`;
}

/** `yyyy-mm-dd` of the day `when` falls on in the viewer's zone. */
export function formatDay(when: Date): string {
  return `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}`;
}

/** `yyyy-mm-dd hh:mm` where the team works (`zone`, an IANA name), for what the database schedules in that zone. */
export function formatInZone(iso: string | Date, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

// Honolulu is UTC-10 all year; New York changes to UTC-5 on the first Sunday of November.
process.env.TZ = "Pacific/Honolulu";

import { afterEach, describe, expect, it } from "vitest";

import {
  dayRange,
  endOfDay,
  formatDay,
  formatInZone,
  formatWhen,
  parseDay,
  startOfDay,
  toDateTimeInput,
} from "./dates";

afterEach(() => {
  process.env.TZ = "Pacific/Honolulu";
});

describe("days in the viewer's time zone", () => {
  it("reads a day from local midnight to the next, so 22:00 on 26 Nov in Honolulu is on 26 Nov", () => {
    const lateEvening = new Date("2026-11-27T08:00:00Z"); // 22:00 on the 26th in Honolulu
    const start = startOfDay("2026-11-26");
    const end = endOfDay("2026-11-26");
    expect(start?.toISOString()).toBe("2026-11-26T10:00:00.000Z");
    expect(end?.toISOString()).toBe("2026-11-27T10:00:00.000Z");
    expect(start! <= lateEvening && lateEvening < end!).toBe(true);
    expect(formatWhen(lateEvening)).toBe("2026-11-26 22:00");
  });

  it("keeps a day whole across a daylight-saving change", () => {
    process.env.TZ = "America/New_York";
    expect(startOfDay("2026-11-01")?.toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(endOfDay("2026-11-01")?.toISOString()).toBe("2026-11-02T05:00:00.000Z");
  });

  it("refuses what is not a calendar day", () => {
    for (const text of ["2026-02-30", "2026-13-01", "26/11/2026", "", "2026-11-26T00:00"]) {
      expect(parseDay(text), text).toBeNull();
      expect(startOfDay(text), text).toBeNull();
    }
    expect(parseDay("2028-02-29")).toEqual({ year: 2028, month: 2, date: 29 });
  });

  it("writes times one way, yyyy-mm-dd hh:mm, and days as yyyy-mm-dd, in the viewer's zone", () => {
    expect(formatWhen("2026-01-05T03:04:00Z")).toBe("2026-01-04 17:04");
    expect(formatDay(new Date("2026-01-05T03:04:00Z"))).toBe("2026-01-04");
  });

  it("fills a date-and-time field with the viewer's own clock, to the second, and reads back the same moment", () => {
    const closes = "2026-01-05T03:04:05.000Z";
    expect(toDateTimeInput(closes)).toBe("2026-01-04T17:04:05");
    expect(new Date(toDateTimeInput(closes)).toISOString()).toBe(closes);
  });

  it("reads a day filter as the first day's midnight to the midnight after the last, an unreal day left open", () => {
    expect(dayRange("2026-11-26", "2026-11-26")).toEqual({
      from: "2026-11-26T10:00:00.000Z",
      before: "2026-11-27T10:00:00.000Z",
    });
    expect(dayRange(undefined, "2026-02-30")).toEqual({ from: null, before: null });
  });
});

describe("times where the team works", () => {
  it("writes 09:00 in London as London reads it, whatever the viewer's zone", () => {
    expect(formatInZone("2026-11-30T09:00:00Z", "Europe/London")).toBe("2026-11-30 09:00");
    expect(formatInZone("2026-07-01T08:00:00Z", "Europe/London")).toBe("2026-07-01 09:00");
    expect(formatWhen("2026-11-30T09:00:00Z")).toBe("2026-11-29 23:00");
  });
});

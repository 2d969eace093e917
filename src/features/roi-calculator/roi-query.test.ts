import { describe, expect, it } from "vitest";

import { INITIAL_ROI_INPUTS, ROI_INPUT_KEYS } from "./roi-inputs";
import { acceptedText, inputTexts, parseRoiField, parseRoiQuery, roiQuery } from "./roi-query";

describe("parseRoiField", () => {
  it("reads numbers as people type them", () => {
    expect(parseRoiField("deals", " 12 ")).toEqual({ ok: true, value: 12 });
    expect(parseRoiField("deals", "1,000")).toEqual({ ok: true, value: 1000 });
    expect(parseRoiField("partnerHours", "7.5")).toEqual({ ok: true, value: 7.5 });
    expect(parseRoiField("rate", "$250")).toEqual({ ok: true, value: 250 });
    expect(parseRoiField("closingCost", "15k")).toEqual({ ok: true, value: 15_000 });
    expect(parseRoiField("lostSize", "1.1M")).toEqual({ ok: true, value: 1_100_000 });
    expect(parseRoiField("fund", "$2.5b")).toEqual({ ok: true, value: 2_500_000_000 });
  });

  it("accepts the ends of each range", () => {
    expect(parseRoiField("deals", "0")).toEqual({ ok: true, value: 0 });
    expect(parseRoiField("deals", "1000")).toEqual({ ok: true, value: 1000 });
    expect(parseRoiField("days", "365")).toEqual({ ok: true, value: 365 });
  });

  it("refuses empty, negative, non-numeric, fractional counts and out-of-range values, saying what it accepts", () => {
    const refused: [Parameters<typeof parseRoiField>[0], string][] = [
      ["deals", ""],
      ["deals", "-3"],
      ["deals", "twelve"],
      ["deals", "12a"],
      ["deals", "2.5"],
      ["deals", "1001"],
      ["days", "366"],
      ["partnerHours", "1e3"],
      ["partnerHours", "NaN"],
      ["rate", "Infinity"],
      ["rate", "15k"],
      ["closingCost", "-$5"],
      ["fund", "0"],
      ["fund", "200b"],
    ];
    for (const [key, text] of refused) {
      expect(parseRoiField(key, text), `${key}: "${text}"`).toEqual({
        ok: false,
        message: acceptedText(key),
      });
    }
    expect(acceptedText("deals")).toBe("Enter a whole number from 0 to 1,000.");
    expect(acceptedText("closingCost")).toBe("Enter an amount from $0 to $5M, such as 15000 or 15k.");
    expect(acceptedText("lost")).toBe("Leave this empty, or enter a whole number from 0 to 100.");
  });

  it("takes an empty optional field as not entered", () => {
    expect(parseRoiField("lost", "")).toEqual({ ok: true, value: undefined });
    expect(parseRoiField("fund", "  ")).toEqual({ ok: true, value: undefined });
  });
});

describe("the query string", () => {
  it("gives the starting inputs when it carries none", () => {
    expect(parseRoiQuery(new URLSearchParams())).toEqual(INITIAL_ROI_INPUTS);
    expect(parseRoiQuery(new URLSearchParams("utm_source=newsletter"))).toEqual(INITIAL_ROI_INPUTS);
  });

  it("keeps each valid input and falls back for garbage or out-of-range ones", () => {
    const params = new URLSearchParams(
      "deals=30&days=banana&partnerHours=-4&analystHours=1e9&rate=300&closingCost=&lost=2&lostSize=%3Cscript%3E&fund=50000000",
    );
    expect(parseRoiQuery(params)).toEqual({
      ...INITIAL_ROI_INPUTS,
      deals: 30,
      rate: 300,
      lost: 2,
      fund: 50_000_000,
    });
  });

  it("round-trips every input through a link", () => {
    const inputs = {
      deals: 40,
      days: 9,
      partnerHours: 7.5,
      analystHours: 30,
      rate: 180,
      closingCost: 12_500,
      lost: 3,
      lostSize: 750_000,
      fund: 120_000_000,
    };
    const query = roiQuery(inputs);
    expect([...query.keys()]).toEqual(ROI_INPUT_KEYS);
    expect(parseRoiQuery(new URLSearchParams(query.toString()))).toEqual(inputs);
  });

  it("leaves optional inputs that were not entered out of the link", () => {
    expect([...roiQuery(INITIAL_ROI_INPUTS).keys()]).toEqual([
      "deals",
      "days",
      "partnerHours",
      "analystHours",
      "rate",
      "closingCost",
    ]);
  });

  it("shows the inputs in their fields as written numbers, optional ones empty", () => {
    expect(inputTexts({ ...INITIAL_ROI_INPUTS, partnerHours: 7.5 })).toMatchObject({
      deals: "12",
      partnerHours: "7.5",
      closingCost: "15,000",
      lost: "",
      fund: "",
    });
  });
});

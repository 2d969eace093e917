import { describe, expect, it } from "vitest";

import { TAPSHEET_ASSUMPTIONS, estimateRoi } from "./roi-formulas";
import { INITIAL_ROI_INPUTS, ROI_INPUTS, type RoiInputs } from "./roi-inputs";

const FUND: RoiInputs = {
  deals: 10,
  days: 21,
  partnerHours: 12,
  analystHours: 28,
  rate: 200,
  closingCost: 20_000,
};

const MAXIMA: RoiInputs = {
  deals: ROI_INPUTS.deals.max,
  days: ROI_INPUTS.days.max,
  partnerHours: ROI_INPUTS.partnerHours.max,
  analystHours: ROI_INPUTS.analystHours.max,
  rate: ROI_INPUTS.rate.max,
  closingCost: ROI_INPUTS.closingCost.max,
  lost: ROI_INPUTS.lost.max,
  lostSize: ROI_INPUTS.lostSize.max,
  fund: ROI_INPUTS.fund.max,
};

/** Every number in an estimate, wherever it sits. */
function numbersIn(value: unknown): number[] {
  if (typeof value === "number") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(numbersIn);
  return [];
}

describe("estimateRoi", () => {
  it("works out each output from the stated assumptions", () => {
    const estimate = estimateRoi(FUND);
    // 10 deals × 40 hours = 400 hours today; 75% of them given back.
    expect(TAPSHEET_ASSUMPTIONS.hoursRemovedShare).toBe(0.75);
    expect(estimate.hoursPerYear).toEqual({ today: 400, withTapsheet: 100, saved: 300 });
    expect(estimate.hoursSavedCost).toBe(60_000);
    // 21 days today, one with Tapsheet.
    expect(estimate.daysPerClose).toEqual({ today: 21, withTapsheet: 1, saved: 20 });
    // 10 × $20,000 = $200,000 today; half avoided.
    expect(estimate.closingCostsPerYear).toEqual({ today: 200_000, withTapsheet: 100_000, saved: 100_000 });
    expect(estimate.totalSavedPerYear).toBe(160_000);
    expect(estimate.allocationsKept).toBeNull();
  });

  it("counts allocations no longer lost only when both of their inputs are given", () => {
    expect(estimateRoi({ ...FUND, lost: 2 }).allocationsKept).toBeNull();
    expect(estimateRoi({ ...FUND, lostSize: 500_000 }).allocationsKept).toBeNull();
    expect(estimateRoi({ ...FUND, lost: 2, lostSize: 500_000 }).allocationsKept).toEqual({
      count: 2,
      value: 1_000_000,
    });
  });

  it("keeps no allocation, and saves no day, for a close already as fast as Tapsheet's", () => {
    for (const days of [0, 1]) {
      const estimate = estimateRoi({ ...FUND, days, lost: 3, lostSize: 250_000 });
      expect(estimate.daysPerClose.saved).toBe(0);
      expect(estimate.daysPerClose.withTapsheet).toBe(days);
      expect(estimate.allocationsKept).toEqual({ count: 0, value: 0 });
    }
  });

  it("gives zeros, not NaN, for a fund with no deals, hours or costs", () => {
    const estimate = estimateRoi({
      deals: 0,
      days: 0,
      partnerHours: 0,
      analystHours: 0,
      rate: 0,
      closingCost: 0,
    });
    expect(numbersIn(estimate).every((value) => value === 0)).toBe(true);
    expect(estimateRoi({ ...FUND, deals: 0 }).totalSavedPerYear).toBe(0);
    expect(estimateRoi({ ...FUND, rate: 0 }).hoursSavedCost).toBe(0);
  });

  it("stays finite at every maximum", () => {
    const estimate = estimateRoi(MAXIMA);
    expect(numbersIn(estimate).every(Number.isFinite)).toBe(true);
    expect(estimate.hoursPerYear.saved).toBe(1_000 * 1_500 * 0.75);
    expect(estimate.allocationsKept).toEqual({ count: 100, value: 100 * 1_000_000_000 });
  });

  it("never reports a negative saving, NaN or Infinity, whatever it is given", () => {
    const odd = [-1, -1e9, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
    for (const value of odd) {
      for (const key of Object.keys(MAXIMA) as (keyof RoiInputs)[]) {
        const estimate = estimateRoi({ ...INITIAL_ROI_INPUTS, lost: 2, lostSize: 1e6, [key]: value });
        for (const number of numbersIn(estimate)) {
          expect(Number.isFinite(number), `${key} = ${value}`).toBe(true);
          expect(number, `${key} = ${value}`).toBeGreaterThanOrEqual(0);
        }
        const { hoursPerYear, daysPerClose, closingCostsPerYear } = estimate;
        for (const comparison of [hoursPerYear, daysPerClose, closingCostsPerYear]) {
          expect(comparison.withTapsheet).toBeLessThanOrEqual(comparison.today);
        }
      }
    }
  });

  it("saves the same or more as any input that costs time or money grows", () => {
    const base = estimateRoi(FUND).totalSavedPerYear;
    for (const key of ["deals", "partnerHours", "analystHours", "rate", "closingCost"] as const) {
      expect(estimateRoi({ ...FUND, [key]: FUND[key] * 2 }).totalSavedPerYear).toBeGreaterThan(base);
    }
  });
});

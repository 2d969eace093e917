import type { RoiInputs } from "./roi-inputs";

/**
 * What Tapsheet is assumed to change about a close, taken from the site's claims. The page states each one in
 * words (content/roi-calculator.ts); change them together.
 */
export const TAPSHEET_ASSUMPTIONS: {
  readonly closeDays: number;
  readonly hoursRemovedShare: number;
  readonly closingCostRemovedShare: number;
} = {
  /** Terms agreed to money wired in under 24 hours: a close takes at most one day. */
  closeDays: 1,
  /** One-tap commitments and one-click legal and wire cut the time spent on a close by 75%. */
  hoursRemovedShare: 0.75,
  /** Standard documents generated from the terms, signed and wired in the app: half the outside closing costs. */
  closingCostRemovedShare: 0.5,
};

/** Today against Tapsheet for one measure; `saved` is never negative. */
export interface Comparison {
  today: number;
  withTapsheet: number;
  saved: number;
}

export interface RoiEstimate {
  /** Partner and analyst hours spent on closes in a year. */
  hoursPerYear: Comparison;
  /** What the hours given back would cost at the blended hourly rate. */
  hoursSavedCost: number;
  /** Days from agreed terms to money wired, per close. */
  daysPerClose: Comparison;
  /** Outside legal and closing costs in a year. */
  closingCostsPerYear: Comparison;
  /** Allocations a year no longer lost to a slow close, and their value; null when not entered. */
  allocationsKept: { count: number; value: number } | null;
  /** The hours' cost and the closing costs avoided, together. */
  totalSavedPerYear: number;
}

/** A usable, non-negative number: anything else (negative, NaN, infinite) counts as zero. */
function nonNegative(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : 0;
}

function compare(today: number, withTapsheet: number): Comparison {
  const kept = Math.min(nonNegative(withTapsheet), today);
  return { today, withTapsheet: kept, saved: today - kept };
}

/** The estimate for a fund's inputs. Pure: the same inputs always give the same figures. */
export function estimateRoi(inputs: RoiInputs): RoiEstimate {
  const deals = nonNegative(inputs.deals);
  const hoursPerClose = nonNegative(inputs.partnerHours) + nonNegative(inputs.analystHours);
  const hoursToday = deals * hoursPerClose;
  const hoursPerYear = compare(hoursToday, hoursToday * (1 - TAPSHEET_ASSUMPTIONS.hoursRemovedShare));

  const days = nonNegative(inputs.days);
  const daysPerClose = compare(days, Math.min(days, TAPSHEET_ASSUMPTIONS.closeDays));

  const closingToday = deals * nonNegative(inputs.closingCost);
  const closingCostsPerYear = compare(
    closingToday,
    closingToday * (1 - TAPSHEET_ASSUMPTIONS.closingCostRemovedShare),
  );

  const hoursSavedCost = hoursPerYear.saved * nonNegative(inputs.rate);
  return {
    hoursPerYear,
    hoursSavedCost,
    daysPerClose,
    closingCostsPerYear,
    allocationsKept: allocationsKept(inputs, daysPerClose.saved),
    totalSavedPerYear: hoursSavedCost + closingCostsPerYear.saved,
  };
}

/**
 * Allocations lost to a slow close are assumed kept once the close is fast; a close that is already no slower
 * than Tapsheet's keeps none it did not keep before.
 */
function allocationsKept(inputs: RoiInputs, daysSaved: number): RoiEstimate["allocationsKept"] {
  if (inputs.lost === undefined || inputs.lostSize === undefined) return null;
  const count = daysSaved > 0 ? Math.floor(nonNegative(inputs.lost)) : 0;
  return { count, value: count * nonNegative(inputs.lostSize) };
}

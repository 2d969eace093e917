/** What the calculator asks a fund manager, with the range and default of each answer. */

export const ROI_INPUT_KEYS = [
  "deals",
  "days",
  "partnerHours",
  "analystHours",
  "rate",
  "closingCost",
  "lost",
  "lostSize",
  "fund",
] as const;

/** Each key is also the input's name in the query string (`/roi-calculator?deals=12&days=21`). */
export type RoiInputKey = (typeof ROI_INPUT_KEYS)[number];

/** How a value is written and read: a count, a number of hours or days, or an amount in US dollars. */
export type RoiUnit = "count" | "days" | "hours" | "usd";

export interface RoiInputSpec {
  unit: RoiUnit;
  min: number;
  max: number;
  /** Whole numbers only (deals, days, allocations). */
  integer: boolean;
  /** May be left empty (it then plays no part in the estimate); the others start at INITIAL_ROI_INPUTS. */
  optional: boolean;
}

export const ROI_INPUTS: Record<RoiInputKey, RoiInputSpec> = {
  deals: { unit: "count", min: 0, max: 1_000, integer: true, optional: false },
  days: { unit: "days", min: 0, max: 365, integer: true, optional: false },
  partnerHours: { unit: "hours", min: 0, max: 500, integer: false, optional: false },
  analystHours: { unit: "hours", min: 0, max: 1_000, integer: false, optional: false },
  rate: { unit: "usd", min: 0, max: 5_000, integer: false, optional: false },
  closingCost: { unit: "usd", min: 0, max: 5_000_000, integer: false, optional: false },
  lost: { unit: "count", min: 0, max: 100, integer: true, optional: true },
  lostSize: { unit: "usd", min: 0, max: 1_000_000_000, integer: false, optional: true },
  fund: { unit: "usd", min: 1, max: 100_000_000_000, integer: false, optional: true },
};

/** Every input as a number; the optional ones (lost allocations, their size, fund size) may be absent. */
export interface RoiInputs {
  deals: number;
  days: number;
  partnerHours: number;
  analystHours: number;
  rate: number;
  closingCost: number;
  lost?: number;
  lostSize?: number;
  fund?: number;
}

/** The inputs before the visitor changes anything: what the prerendered page shows. */
export const INITIAL_ROI_INPUTS: RoiInputs = {
  deals: 12,
  days: 21,
  partnerHours: 12,
  analystHours: 25,
  rate: 250,
  closingCost: 15_000,
};

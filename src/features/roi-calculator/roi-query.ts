import { ROI_FIELD_MESSAGES } from "@/content/roi-calculator";

import { formatPlain, formatUsd } from "./roi-format";
import {
  INITIAL_ROI_INPUTS,
  ROI_INPUTS,
  ROI_INPUT_KEYS,
  type RoiInputKey,
  type RoiInputs,
} from "./roi-inputs";

/*
 * Reading what a visitor typed, and the inputs in a shared link. Parsed by hand rather than with zod: this page
 * would otherwise load zod's 22 KB gzip before it can show a figure (decision 031).
 */

export type FieldResult = { ok: true; value: number | undefined } | { ok: false; message: string };

const SUFFIXES: Record<string, number> = { k: 1e3, m: 1e6, b: 1e9 };

/**
 * The number a text means, or NaN: digits with an optional decimal part, thousands separators and spaces
 * ignored; amounts may start with "$" and end in k, m or b ("15k", "$1.5m").
 */
function numberIn(text: string, key: RoiInputKey): number {
  const { unit, integer } = ROI_INPUTS[key];
  const compact = text.replace(/[\s,]/g, "");
  const pattern =
    unit === "usd"
      ? /^\$?(\d+(?:\.\d+)?|\.\d+)([kmb])?$/i
      : integer
        ? /^(\d+)()$/
        : /^(\d+(?:\.\d+)?|\.\d+)()$/;
  const match = pattern.exec(compact);
  if (!match?.[1]) return Number.NaN;
  // To the cent, so that "1.1m" is 1100000 and not 1100000.0000000002.
  const value = Math.round(Number(match[1]) * (SUFFIXES[(match[2] ?? "").toLowerCase()] ?? 1) * 100) / 100;
  return integer && !Number.isInteger(value) ? Number.NaN : value;
}

/** "0 to 1,000", or "$0 to $5,000,000" for amounts. */
export function rangeText(key: RoiInputKey): string {
  const { unit, min, max } = ROI_INPUTS[key];
  const write = unit === "usd" ? (value: number) => formatUsd(value) : formatPlain;
  return `${write(min)} to ${write(max)}`;
}

/** What the field accepts, in words: its error message. */
export function acceptedText(key: RoiInputKey): string {
  const { unit, integer, optional } = ROI_INPUTS[key];
  const range = rangeText(key);
  const message =
    unit === "usd"
      ? ROI_FIELD_MESSAGES.amount(range)
      : integer
        ? ROI_FIELD_MESSAGES.wholeNumber(range)
        : ROI_FIELD_MESSAGES.number(range);
  return optional ? ROI_FIELD_MESSAGES.optional(message) : message;
}

/** One field's text: its number (undefined for an optional field left empty), or what it accepts instead. */
export function parseRoiField(key: RoiInputKey, text: string): FieldResult {
  const { min, max, optional } = ROI_INPUTS[key];
  if (text.trim() === "" && optional) return { ok: true, value: undefined };
  const value = numberIn(text.trim(), key);
  return Number.isFinite(value) && value >= min && value <= max
    ? { ok: true, value }
    : { ok: false, message: acceptedText(key) };
}

/**
 * The inputs a query string carries. Anything missing, unreadable or out of range falls back to the starting
 * value (optional inputs: to empty), so a mangled link still opens a working calculator.
 */
export function parseRoiQuery(params: URLSearchParams): RoiInputs {
  const inputs: RoiInputs = { ...INITIAL_ROI_INPUTS };
  for (const key of ROI_INPUT_KEYS) {
    const text = params.get(key);
    if (text === null) continue;
    const result = parseRoiField(key, text);
    if (result.ok && result.value !== undefined) inputs[key] = result.value;
  }
  return inputs;
}

/** The query string that carries `inputs`: every input that has a value, as plain digits. */
export function roiQuery(inputs: RoiInputs): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ROI_INPUT_KEYS) {
    const value = inputs[key];
    if (value !== undefined) params.set(key, String(value));
  }
  return params;
}

/** Each input's text as its field shows it ("15,000"; an empty optional field is ""). */
export function inputTexts(inputs: RoiInputs): Record<RoiInputKey, string> {
  const entries = ROI_INPUT_KEYS.map((key) => {
    const value = inputs[key];
    return [key, value === undefined ? "" : formatPlain(value)] as const;
  });
  return Object.fromEntries(entries) as Record<RoiInputKey, string>;
}

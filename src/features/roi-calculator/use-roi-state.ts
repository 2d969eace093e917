import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";

import { useHydrating } from "@/lib/use-hydrating";

import { estimateRoi, type RoiEstimate } from "./roi-formulas";
import { ROI_INPUT_KEYS, type RoiInputKey, type RoiInputs } from "./roi-inputs";
import { inputTexts, parseRoiField, parseRoiQuery, roiQuery } from "./roi-query";

/** Stands for the prerendered page's location, which had no query string. */
const PRERENDERED = "prerendered";

/** Marks the history entries this page writes while the visitor types, each with its own number. */
interface TypedState {
  roiWrite: number;
}

function writeOf(state: unknown): number | undefined {
  return typeof state === "object" && state !== null && "roiWrite" in state
    ? (state as TypedState).roiWrite
    : undefined;
}

interface Shown {
  /** What each field holds, as typed. */
  texts: Record<RoiInputKey, string>;
  /** The location the texts belong to. */
  key: string;
  /** Writes to the URL sent while typing whose location has not rendered yet. */
  pending: readonly number[];
  /** How many writes this page has sent, which numbers the next. */
  written: number;
}

export interface RoiState {
  texts: Record<RoiInputKey, string>;
  /** What an invalid field accepts instead, by field. */
  errors: Partial<Record<RoiInputKey, string>>;
  /** The inputs the estimate uses: each valid field, else its last valid value (the one in the URL). */
  inputs: RoiInputs;
  estimate: RoiEstimate;
  setText: (key: RoiInputKey, text: string) => void;
  /**
   * Whether the page's code runs: until then (the prerendered page) the fields are read-only, as nothing typed
   * there could be worked out, and the query string would replace it.
   */
  ready: boolean;
}

/**
 * The calculator's inputs, kept in the query string so that a link restores them. The prerendered page shows the
 * starting values, and so does the first render in the browser (a hydration must match the HTML); the query
 * string takes over right after (decision 031). While the visitor types, each change replaces the current history
 * entry, so Back leaves the page instead of undoing keystrokes. A navigation that did not come from typing (a
 * link to this page, Back or Forward) brings the fields back in line with its URL.
 */
export function useRoiState(): RoiState {
  const hydrated = !useHydrating();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const urlInputs = parseRoiQuery(hydrated ? searchParams : new URLSearchParams());
  const key = hydrated ? location.key : PRERENDERED;

  const [shown, setShown] = useState<Shown>(() => ({
    texts: inputTexts(urlInputs),
    key,
    pending: [],
    written: 0,
  }));
  let current = shown;
  if (shown.key !== key) {
    const write = writeOf(location.state);
    const position = write === undefined ? -1 : shown.pending.indexOf(write);
    current =
      position >= 0
        ? { ...shown, key, pending: shown.pending.slice(position + 1) }
        : { ...shown, texts: inputTexts(urlInputs), key, pending: [] };
    setShown(current);
  }

  const results = ROI_INPUT_KEYS.map((name) => [name, parseRoiField(name, current.texts[name])] as const);
  const inputs: RoiInputs = { ...urlInputs };
  const errors: RoiState["errors"] = {};
  for (const [name, result] of results) {
    if (!result.ok) errors[name] = result.message;
    else if (result.value === undefined) delete inputs[name];
    else inputs[name] = result.value;
  }

  function setText(name: RoiInputKey, text: string) {
    const texts = { ...current.texts, [name]: text };
    const result = parseRoiField(name, text);
    if (!result.ok) {
      setShown({ ...current, texts });
      return;
    }
    const next: RoiInputs = { ...inputs };
    if (result.value === undefined) delete next[name];
    else next[name] = result.value;
    const written = current.written + 1;
    const state: TypedState = { roiWrite: written };
    setShown({ texts, key: current.key, pending: [...current.pending, written], written });
    void setSearchParams(roiQuery(next), { replace: true, preventScrollReset: true, state });
  }

  return { texts: current.texts, errors, inputs, estimate: estimateRoi(inputs), setText, ready: hydrated };
}

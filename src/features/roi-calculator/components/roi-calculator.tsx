import { useEffect } from "react";

import { Section } from "@/components/sections/section";
import { ROI_FIELD_GROUPS, ROI_RESULTS } from "@/content/roi-calculator";

import { formatAum } from "../roi-format";
import type { RoiInputKey } from "../roi-inputs";
import { useRoiState } from "../use-roi-state";

import { RoiAssumptions } from "./roi-assumptions";
import { RoiField } from "./roi-field";
import { RoiResults } from "./roi-results";

const GROUPS: { legend: string; fields: readonly RoiInputKey[] }[] = [
  { legend: ROI_FIELD_GROUPS.deals, fields: ["deals", "days", "closingCost"] },
  { legend: ROI_FIELD_GROUPS.time, fields: ["partnerHours", "analystHours", "rate"] },
  { legend: ROI_FIELD_GROUPS.optional, fields: ["lost", "lostSize", "fund"] },
];

interface RoiCalculatorProps {
  /**
   * Called with the assets-under-management text the visitor's fund size suggests for the page's sign-up form
   * (undefined when they entered none) whenever it changes.
   */
  onSuggestedAum: (suggestedAum: string | undefined) => void;
}

/** The calculator (inputs beside their estimate) and the assumptions behind it. */
export function RoiCalculator({ onSuggestedAum }: RoiCalculatorProps) {
  const { texts, errors, inputs, estimate, setText, ready } = useRoiState();
  const suggestedAum = inputs.fund === undefined ? undefined : formatAum(inputs.fund);
  // An effect, as a render cannot set the page's state; the value follows the URL as well as typing.
  useEffect(() => onSuggestedAum(suggestedAum), [onSuggestedAum, suggestedAum]);
  return (
    <>
      <Section labelledBy="roi-inputs-heading">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
          <div className="grid gap-8">
            <h2 id="roi-inputs-heading" className="text-2xl font-bold tracking-tight">
              {ROI_RESULTS.inputsHeading}
            </h2>
            {GROUPS.map(({ legend, fields }) => (
              <fieldset key={legend} className="grid gap-5">
                <legend className="mb-4 text-lg font-semibold">{legend}</legend>
                {fields.map((name) => (
                  <RoiField
                    key={name}
                    name={name}
                    text={texts[name]}
                    error={errors[name]}
                    onText={setText}
                    readOnly={!ready}
                  />
                ))}
              </fieldset>
            ))}
          </div>
          <div className="lg:sticky lg:top-20">
            <RoiResults estimate={estimate} stale={Object.keys(errors).length > 0} />
          </div>
        </div>
      </Section>
      <RoiAssumptions />
    </>
  );
}

import { Section } from "@/components/sections/section";
import { ROI_ASSUMPTIONS } from "@/content/roi-calculator";

import { TAPSHEET_ASSUMPTIONS } from "../roi-formulas";

const percent = (share: number) => `${Math.round(share * 100)}%`;

const { claims } = ROI_ASSUMPTIONS;
const { closeDays, hoursRemovedShare, closingCostRemovedShare } = TAPSHEET_ASSUMPTIONS;

/** Each assumption in words, with the very numbers the formulas use. */
const ITEMS = [
  {
    title: claims.closeTime.title,
    text: claims.closeTime.text(closeDays === 1 ? "1 day" : `${closeDays} days`),
  },
  { title: claims.hours.title, text: claims.hours.text(percent(hoursRemovedShare)) },
  { title: claims.closingCosts.title, text: claims.closingCosts.text(percent(closingCostRemovedShare)) },
  claims.allocations,
];

/** What every figure rests on, in plain words, with the formula of each output. */
export function RoiAssumptions() {
  return (
    <Section tone="muted" labelledBy="roi-assumptions-heading">
      <div className="mx-auto max-w-3xl">
        <h2 id="roi-assumptions-heading" className="text-3xl font-bold tracking-tight">
          {ROI_ASSUMPTIONS.heading}
        </h2>
        <p className="mt-4 text-lg text-muted-foreground">{ROI_ASSUMPTIONS.intro}</p>
        <ul className="mt-8 grid gap-6">
          {ITEMS.map(({ title, text }) => (
            <li key={title} className="rounded-xl border bg-card p-5">
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-2 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

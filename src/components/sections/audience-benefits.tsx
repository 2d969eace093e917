import { CheckCircle2 } from "lucide-react";

import type { AudienceBenefits } from "@/content/how-it-works";

/** Side-by-side benefit lists, one per audience (investors, founders). */
export function AudienceBenefitsGrid({ groups }: { groups: readonly AudienceBenefits[] }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:gap-6 md:grid-cols-2">
      {groups.map((group) => (
        <section
          key={group.id}
          aria-labelledby={`benefits-${group.id}`}
          className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
        >
          <h3 id={`benefits-${group.id}`} className="text-xl font-semibold">
            {group.title}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{group.audience}</p>
          <ul className="mt-5 space-y-3">
            {group.items.map((benefit) => (
              <li key={benefit} className="flex gap-3">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

import { CalendarClock, CircleDollarSign } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import type { CaseStudy } from "@/content/case-studies";
import { cn } from "@/lib/utils";

import { MetricList } from "./metric-list";

/** One success story: labels, title, headline figures, three metrics, then challenge, solution and results. */
export function CaseStudyCard({ study, className }: { study: CaseStudy; className?: string }) {
  const titleId = `${study.id}-title`;
  const narrative = [
    { id: "challenge", title: "Challenge", text: study.challenge },
    { id: "solution", title: "Solution", text: study.solution },
    { id: "results", title: "Results", text: study.results },
  ] as const;

  return (
    <article
      aria-labelledby={titleId}
      className={cn("rounded-xl border bg-card text-card-foreground shadow-sm", className)}
    >
      <div className="grid gap-8 p-5 sm:p-8 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <div className="flex flex-wrap gap-2">
            <Badge>
              <span className="sr-only">Category: </span>
              {study.category}
            </Badge>
            <Badge variant="secondary">
              <span className="sr-only">Industry: </span>
              {study.industry}
            </Badge>
          </div>
          <h3 id={titleId} className="mt-4 text-xl leading-snug font-bold sm:text-2xl">
            {study.title}
          </h3>
          <dl className="mt-5 grid grid-cols-2 gap-4 border-y py-4">
            <div>
              <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground uppercase">
                <CircleDollarSign aria-hidden="true" className="size-4" />
                Funding amount
              </dt>
              <dd className="mt-1 text-2xl font-bold">{study.fundingAmount}</dd>
            </div>
            <div>
              <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground uppercase">
                <CalendarClock aria-hidden="true" className="size-4" />
                Timeline
              </dt>
              <dd className="mt-1 text-2xl font-bold">{study.timeframe}</dd>
            </div>
          </dl>
          <MetricList metrics={study.metrics} className="mt-5" />
        </div>
        <div className="space-y-6 lg:col-span-3">
          {narrative.map((part) => (
            <section key={part.id} aria-labelledby={`${study.id}-${part.id}`}>
              <h4 id={`${study.id}-${part.id}`} className="text-base font-semibold">
                {part.title}
              </h4>
              <p className="mt-2 leading-relaxed text-muted-foreground">{part.text}</p>
            </section>
          ))}
          <ul className="flex flex-wrap gap-2" aria-label="Tags">
            {study.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline">{tag}</Badge>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </article>
  );
}

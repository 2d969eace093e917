import { Banknote, Building2, Clock, MapPin } from "lucide-react";

import { cn } from "@/lib/utils";

import { EMPLOYMENT_TYPE_LABELS, payText } from "../job-content";
import type { Job } from "../types";

/** Department, location, employment type and pay (when set), as a small labelled list. */
export function JobFacts({
  job,
  className,
}: {
  job: Pick<
    Job,
    "department" | "location" | "employment_type" | "pay_min" | "pay_max" | "pay_currency" | "pay_unit"
  >;
  className?: string;
}) {
  const pay = payText(job);
  const facts = [
    { label: "Department", value: job.department, icon: Building2 },
    { label: "Location", value: job.location, icon: MapPin },
    { label: "Type", value: EMPLOYMENT_TYPE_LABELS[job.employment_type] ?? job.employment_type, icon: Clock },
    ...(pay ? [{ label: "Pay", value: pay, icon: Banknote }] : []),
  ];
  return (
    <dl className={cn("flex flex-wrap gap-x-4 gap-y-1 text-sm", className)}>
      {facts.map(({ label, value, icon: Icon }) => (
        <div key={label} className="flex items-center gap-1.5">
          <dt>
            <Icon className="size-4" aria-hidden="true" />
            <span className="sr-only">{label}</span>
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

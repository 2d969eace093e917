import { Building2, Clock, MapPin } from "lucide-react";

import { cn } from "@/lib/utils";

import type { Job } from "../types";

/** Department, location and employment type, as a small labelled list. */
export function JobFacts({
  job,
  className,
}: {
  job: Pick<Job, "department" | "location" | "type">;
  className?: string;
}) {
  const facts = [
    { label: "Department", value: job.department, icon: Building2 },
    { label: "Location", value: job.location, icon: MapPin },
    { label: "Type", value: job.type, icon: Clock },
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

import { useId } from "react";

import { lazyPart } from "@/components/lazy-part";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

import { APPLICATION_FORM_PART } from "../application-copy";
import type { Job } from "../types";

/*
 * The form and its libraries (react-hook-form, zod, the upload client) are most of this page's code. A prerendered
 * page carries the form's HTML, complete, in the document and in the tab order, and harmless before its code runs
 * (decision 037); the code loads when the visitor reaches into the form. What they entered meanwhile,
 * a chosen file included, is taken into the form when it arrives.
 */
const ApplicationForm = lazyPart(() => import("./application-form"), {
  what: APPLICATION_FORM_PART,
  loadOn: "intent",
});

/** The application form in its card; a focus inside it calls `onIntent`. */
export function ApplicationCard({
  job,
  onIntent,
  onSubmitted,
}: {
  job: Job;
  onIntent: () => void;
  onSubmitted: () => void;
}) {
  const headingId = useId();
  return (
    <Card className="lg:sticky lg:top-24">
      <CardHeader>
        <h2 id={headingId} className="text-xl leading-tight font-semibold">
          Apply for this role
        </h2>
        <CardDescription>
          Fields marked <span aria-hidden="true">*</span>
          <span className="sr-only">as required</span> are required. We only accept PDF resumes up to 10 MB.
        </CardDescription>
      </CardHeader>
      <CardContent onFocus={onIntent}>
        <ApplicationForm fallback={<ApplicationFormSkeleton />} job={job} onSubmitted={onSubmitted} />
      </CardContent>
    </Card>
  );
}

function ApplicationFormSkeleton() {
  return (
    <div className="grid gap-5">
      <p role="status" className="sr-only">
        Loading the application form…
      </p>
      {["full-name", "email", "phone", "linkedin", "portfolio", "resume"].map((key) => (
        <div key={key} className="grid gap-2" aria-hidden="true">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
      <Skeleton className="h-11 w-full" aria-hidden="true" />
    </div>
  );
}

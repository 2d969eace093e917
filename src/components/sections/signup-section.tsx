import { CircleCheck } from "lucide-react";
import type * as React from "react";

import type { ClosingSignupCopy } from "@/content/types";

import { Section } from "./section";

interface SignupSectionProps {
  /** The heading, its description and the short selling points listed beside the form. */
  copy: Pick<ClosingSignupCopy, "title" | "description" | "points">;
  /** Id for the section's h2. */
  headingId?: string;
  /** The sign-up form card (passed in by the route, which owns the feature import). */
  children: React.ReactNode;
  tone?: "default" | "muted";
}

/** The closing block of a marketing page: copy and selling points beside the sign-up form. */
export function SignupSection({
  copy: { title, description, points },
  headingId = "signup-heading",
  children,
  tone = "muted",
}: SignupSectionProps) {
  return (
    <Section tone={tone} labelledBy={headingId}>
      <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          {description ? <p className="mt-4 text-lg text-muted-foreground">{description}</p> : null}
          {points.length > 0 ? (
            <ul className="mt-6 space-y-3">
              {points.map((point) => (
                <li key={point} className="flex gap-3">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="w-full">{children}</div>
      </div>
    </Section>
  );
}

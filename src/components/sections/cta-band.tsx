import type * as React from "react";

import { Section } from "./section";

interface CtaBandProps {
  title: string;
  description?: string;
  /** The band's buttons or links. */
  children: React.ReactNode;
  /** Id for the heading (the band is labelled by it). */
  headingId: string;
}

/** A dark closing band with a heading, a line of copy and call-to-action buttons. */
export function CtaBand({ title, description, children, headingId }: CtaBandProps) {
  return (
    <Section tone="hero" labelledBy={headingId}>
      <div className="mx-auto max-w-3xl text-center">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        {description ? <p className="mt-4 text-lg text-hero-foreground/80">{description}</p> : null}
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          {children}
        </div>
      </div>
    </Section>
  );
}

import { Mail, Users } from "lucide-react";
import { Link } from "react-router";

import { lazyPart } from "@/components/lazy-part";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

import { CAREERS_HERO, CAREERS_MAILTO, CAREERS_PARTS, COMPANY_VALUES, OPEN_APPLICATION } from "../content";
import { scrollToSection } from "../lib/scroll-to-section";
import { JobListPending } from "./job-list-pending";

/** The open positions and their data code: a chunk of their own, which checks the prerendered list once it has arrived. */
const JobList = lazyPart(() => import("./job-list"), { what: CAREERS_PARTS.jobs, loadOn: "idle" });

const OPEN_POSITIONS_ID = "open-positions";
const VALUES_ID = "values";

export function CareersPage() {
  return (
    <>
      <CareersHero />
      <ValuesSection />
      <OpenPositionsSection />
      <OpenApplicationSection />
    </>
  );
}

function CareersHero() {
  return (
    <section className="bg-hero text-hero-foreground">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <p className="text-sm font-semibold tracking-wide uppercase opacity-80">{CAREERS_HERO.eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">
          {CAREERS_HERO.title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg opacity-90">{CAREERS_HERO.description}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button size="lg" onClick={() => scrollToSection(OPEN_POSITIONS_ID)}>
            View Open Positions
          </Button>
          <Button
            size="lg"
            variant="outline"
            className="border-hero-foreground/40 bg-transparent text-hero-foreground hover:bg-hero-foreground/10 hover:text-hero-foreground"
            onClick={() => scrollToSection(VALUES_ID)}
          >
            Our Values
          </Button>
        </div>
      </div>
    </section>
  );
}

function ValuesSection() {
  return (
    <section
      id={VALUES_ID}
      tabIndex={-1}
      aria-labelledby="values-heading"
      className="scroll-mt-20 bg-muted focus:outline-none"
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="values-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          What we value
        </h2>
        <p className="mt-3 max-w-2xl text-muted-foreground">
          Four ideas guide how we hire, build and work with the investors who rely on us.
        </p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {COMPANY_VALUES.map(({ title, description, icon: Icon }) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader>
                  <span className="flex size-10 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <CardTitle className="mt-2 text-lg">{title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-sm text-muted-foreground">{description}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function OpenPositionsSection() {
  return (
    <section
      id={OPEN_POSITIONS_ID}
      tabIndex={-1}
      aria-labelledby="open-positions-heading"
      className="scroll-mt-20 focus:outline-none"
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="open-positions-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Open positions
        </h2>
        <p className="mt-3 max-w-2xl text-muted-foreground">
          Every role below is open now. Pick one to read the details and apply in a few minutes, from any
          device.
        </p>
        <div className="mt-10">
          <JobList fallback={<JobListPending />} />
        </div>
      </div>
    </section>
  );
}

function OpenApplicationSection() {
  return (
    <section aria-labelledby="open-application-heading" className="bg-muted">
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2 id="open-application-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {OPEN_APPLICATION.title}
        </h2>
        <p className="mt-3 text-muted-foreground">{OPEN_APPLICATION.description}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <a href={CAREERS_MAILTO}>
              <Mail aria-hidden="true" />
              Send Us Your Resume
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/about/team">
              <Users aria-hidden="true" />
              Meet the Team
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

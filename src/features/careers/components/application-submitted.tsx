import { CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";

import { Button } from "@/components/ui/button";

/** The confirmation that replaces the job page once the application is stored. */
export function ApplicationSubmitted({ jobTitle }: { jobTitle: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form the visitor was in (far down the page) has gone: start the new screen at the top and move
  // focus to the news that replaced it. "instant" overrides the site's smooth scrolling.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <div className="text-center">
      <CircleCheck className="mx-auto size-14 text-success" aria-hidden="true" />
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="mt-6 text-3xl font-bold tracking-tight focus:outline-none"
      >
        Application Submitted!
      </h1>
      <p className="mt-4 text-muted-foreground">
        Thank you for applying for the {jobTitle} role. We've received your resume and will review your
        application carefully. If there's a match, someone from the team will be in touch by email.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/about/careers">View Other Positions</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Back to Home</Link>
        </Button>
      </div>
    </div>
  );
}

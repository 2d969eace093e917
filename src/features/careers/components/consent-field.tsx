import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { Link } from "react-router";

import { APPLICATION_FIELDS } from "../application-copy";

interface ConsentFieldProps {
  registration: UseFormRegisterReturn<"consentPrivacy">;
  error: FieldError | undefined;
}

/** The required agreement to the privacy policy: a checkbox whose label links to the policy. */
export function ConsentField({ registration, error }: ConsentFieldProps) {
  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-3">
        <input
          id="consentPrivacy"
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? "consentPrivacy-error" : undefined}
          aria-required
          {...registration}
        />
        <label htmlFor="consentPrivacy" className="text-sm leading-snug">
          {APPLICATION_FIELDS.consent.before}{" "}
          <Link to="/privacy" className="font-medium text-primary underline underline-offset-4">
            {APPLICATION_FIELDS.consent.link}
          </Link>{" "}
          {APPLICATION_FIELDS.consent.after}
          <span className="text-destructive" aria-hidden="true">
            {" "}
            *
          </span>
        </label>
      </div>
      {error ? (
        <p id="consentPrivacy-error" className="text-sm font-medium text-destructive">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

import { useId } from "react";

import { lazyPart } from "@/components/lazy-part";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { SignupRole } from "@/config/limits";
import { SIGNUP_CARD_DEFAULTS, SIGNUP_FORM_PART } from "@/features/signup/signup-copy";
import { cn } from "@/lib/utils";

import { signupFieldIds } from "./signup-field-ids";

/*
 * The form (react-hook-form, zod, react-query and, on submit, the Data API client) is a chunk of its own, which a
 * prerendered page loads when the visitor reaches into the form (decision 037). Prerendered pages already contain
 * its HTML (src/entry.server.tsx waits for it), and React keeps that HTML on screen, usable and in the tab order,
 * until the chunk has arrived; a submission made before then is held (decision 037).
 */
const SignupForm = lazyPart(() => import("./signup-form"), { what: SIGNUP_FORM_PART, loadOn: "intent" });

export interface SignupFormCardProps {
  /** "hero" sits on the dark hero band; "default" on a light section. */
  variant?: "default" | "hero";
  title?: string;
  description?: string;
  buttonText?: string;
  /** The page's audience, pre-selected as the role (a `?role=` in the URL wins). */
  defaultRole?: SignupRole;
  /** Text for the amount field while the visitor has not typed one (the ROI calculator's fund size). */
  suggestedAum?: string;
  className?: string;
}

/** Shown only after a client-side navigation, while the form's code loads. */
function SignupFormPlaceholder() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      {["name", "email", "company", "role", "source"].map((field) => (
        <div key={field} className="grid gap-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
      <Skeleton className="mt-2 h-11 w-full" />
    </div>
  );
}

/** The beta sign-up card: a title, a description and the form. */
export function SignupFormCard({
  variant = "default",
  title = SIGNUP_CARD_DEFAULTS.title,
  description = SIGNUP_CARD_DEFAULTS.description,
  buttonText = SIGNUP_CARD_DEFAULTS.buttonText,
  defaultRole,
  suggestedAum,
  className,
}: SignupFormCardProps) {
  const formId = useId();
  const ids = signupFieldIds(formId, false);
  return (
    <Card
      className={cn(
        variant === "hero" ? "border-hero-foreground/15 shadow-2xl" : "shadow-md",
        "w-full text-left",
        className,
      )}
    >
      <CardHeader>
        <h2 id={ids.title} className="text-2xl leading-tight font-semibold">
          {title}
        </h2>
        <p id={ids.description} className="text-sm text-muted-foreground">
          {description}
        </p>
      </CardHeader>
      <CardContent>
        <SignupForm
          fallback={<SignupFormPlaceholder />}
          formId={formId}
          buttonText={buttonText}
          defaultRole={defaultRole}
          suggestedAum={suggestedAum}
        />
      </CardContent>
    </Card>
  );
}

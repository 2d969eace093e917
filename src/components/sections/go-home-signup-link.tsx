import { ArrowRight } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";

import { Button } from "@/components/ui/button";
import { useSignupFocus } from "@/components/signup-focus";

interface GoHomeSignupLinkProps {
  /** The label, e.g. "Start Your Journey". */
  children: string;
  variant?: "default" | "secondary" | "outline";
  className?: string;
}

function isPlainLeftClick(event: React.MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Goes to the home page and, about 100 ms later, focuses the sign-up form's name field. A real link to "/",
 * so it works before hydration and in a new tab; a plain click takes the focusing path instead.
 */
export function GoHomeSignupLink({ children, variant = "default", className }: GoHomeSignupLinkProps) {
  const { goHomeAndFocus: goHomeAndFocusSignup } = useSignupFocus();
  return (
    <Button asChild variant={variant} size="lg" className={className}>
      <Link
        to="/"
        onClick={(event) => {
          if (!isPlainLeftClick(event)) return;
          event.preventDefault();
          goHomeAndFocusSignup();
        }}
      >
        {children}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}

/** A button that goes to the home page and focuses the sign-up form's name field, as GoHomeSignupLink does. */
export function GoHomeSignupButton({ children, className }: { children: string; className?: string }) {
  const { goHomeAndFocus: goHomeAndFocusSignup } = useSignupFocus();
  return (
    <Button size="lg" className={className} onClick={goHomeAndFocusSignup}>
      {children}
    </Button>
  );
}

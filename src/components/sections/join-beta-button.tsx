import { ArrowRight } from "lucide-react";

import { Button } from "@/components/ui/button";
import { JOIN_BETA_LABEL } from "@/content/shared";
import { useSignupFocus } from "@/components/signup-focus";

interface JoinBetaButtonProps {
  /** The label, e.g. "Get VC Early Access" or "Start Your Raise"; defaults to "Join the Beta". */
  children?: string;
  variant?: "default" | "secondary" | "outline";
  size?: "default" | "lg";
  className?: string;
}

/** Scrolls smoothly to this page's sign-up form and focuses its name field after 500 ms. */
export function JoinBetaButton({
  children = JOIN_BETA_LABEL,
  variant = "default",
  size = "lg",
  className,
}: JoinBetaButtonProps) {
  const { scrollToForm } = useSignupFocus();
  return (
    <Button type="button" variant={variant} size={size} className={className} onClick={scrollToForm}>
      {children}
      <ArrowRight aria-hidden="true" />
    </Button>
  );
}

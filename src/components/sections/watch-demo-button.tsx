import { Play } from "lucide-react";

import { Button } from "@/components/ui/button";
import { WATCH_DEMO_LABEL, WATCH_DEMO_TOAST } from "@/content/shared";
import { toast } from "@/lib/toast";

interface WatchDemoButtonProps {
  variant?: "outline" | "secondary" | "ghost";
  size?: "default" | "lg";
  className?: string;
}

/** There is no demo video yet: the button says so and points the visitor to the sign-up form. */
export function WatchDemoButton({ variant = "secondary", size = "lg", className }: WatchDemoButtonProps) {
  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      className={className}
      onClick={() => toast({ ...WATCH_DEMO_TOAST })}
    >
      <Play aria-hidden="true" />
      {WATCH_DEMO_LABEL}
    </Button>
  );
}

import { CalendarDays } from "lucide-react";

import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";

interface DemoNoticeButtonProps {
  /** The label, e.g. "Schedule a Demo". */
  children: string;
  /** What the toast says: demos are not bookable yet. */
  notice: string;
  variant?: "default" | "secondary" | "outline";
  className?: string;
}

/** 'Schedule a Demo': there is no booking yet, so it says when to come back instead of doing nothing. */
export function DemoNoticeButton({
  children,
  notice,
  variant = "secondary",
  className,
}: DemoNoticeButtonProps) {
  return (
    <Button
      type="button"
      variant={variant}
      size="lg"
      className={className}
      onClick={() => toast({ title: notice })}
    >
      <CalendarDays aria-hidden="true" />
      {children}
    </Button>
  );
}

import { Coins, Smartphone, TrendingUp } from "lucide-react";

import { cn } from "@/lib/utils";

/** The icon named by the post's icon_name; unknown or missing names fall back to TrendingUp. */
function Glyph({ iconName }: { iconName: string | null | undefined }) {
  const props = { className: "size-5", "aria-hidden": true } as const;
  switch (iconName) {
    case "Smartphone":
      return <Smartphone {...props} />;
    case "Coins":
      return <Coins {...props} />;
    default:
      return <TrendingUp {...props} />;
  }
}

export function PostIcon({
  iconName,
  className,
}: {
  iconName: string | null | undefined;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground",
        className,
      )}
    >
      <Glyph iconName={iconName} />
    </span>
  );
}

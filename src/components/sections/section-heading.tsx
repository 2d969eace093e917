import { cn } from "@/lib/utils";

interface SectionHeadingProps {
  title: string;
  /** Id for the heading, so the enclosing `<Section labelledBy>` can point at it. */
  id?: string;
  /** A short kicker above the title. */
  eyebrow?: string;
  description?: string;
  align?: "center" | "start";
  /** Heading level; sections on a page are h2, sub-sections h3. */
  level?: 2 | 3;
  /** Use on dark (hero-toned) bands so secondary text keeps its contrast. */
  onDark?: boolean;
  className?: string;
}

export function SectionHeading({
  title,
  id,
  eyebrow,
  description,
  align = "center",
  level = 2,
  onDark = false,
  className,
}: SectionHeadingProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className={cn("mb-10 max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? (
        <p
          className={cn(
            "mb-2 text-sm font-semibold tracking-wide uppercase",
            onDark ? "text-hero-foreground/80" : "text-primary",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <Heading
        id={id}
        className={cn("font-bold tracking-tight", level === 2 ? "text-3xl sm:text-4xl" : "text-2xl")}
      >
        {title}
      </Heading>
      {description ? (
        <p className={cn("mt-4 text-lg", onDark ? "text-hero-foreground/80" : "text-muted-foreground")}>
          {description}
        </p>
      ) : null}
    </div>
  );
}

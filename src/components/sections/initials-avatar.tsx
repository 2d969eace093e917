import { cn } from "@/lib/utils";

const TONES = [
  "bg-primary text-primary-foreground",
  "bg-secondary text-secondary-foreground",
  "bg-accent text-accent-foreground",
  "bg-hero text-hero-foreground",
] as const;

const SIZES = {
  md: "size-12 text-base",
  lg: "size-16 text-xl",
} as const;

/** "Maya Okafor" → "MO": the first letters of the first and last words. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? "") : "";
  return (first + last).toUpperCase();
}

/** A stable colour per name, so the same person always gets the same avatar. */
function toneFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 997;
  return TONES[hash % TONES.length] ?? TONES[0];
}

interface InitialsAvatarProps {
  name: string;
  size?: keyof typeof SIZES;
  className?: string;
}

/**
 * A round badge with a person's initials, used instead of photos (nothing is loaded from the network).
 * Decorative: the name is always printed next to it.
 */
export function InitialsAvatar({ name, size = "md", className }: InitialsAvatarProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full font-semibold tracking-wide select-none",
        SIZES[size],
        toneFor(name),
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}

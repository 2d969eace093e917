import type { AlsoApplied as OtherApplication } from "@/features/staff/schemas/records";
import { formatWhen } from "@/features/staff/lib/dates";

/** "Also applied to … on …": the same mailbox's other applications, as position and date only. */
export function AlsoApplied({ others }: { others: readonly OtherApplication[] }) {
  if (others.length === 0) return null;
  return (
    <p className="text-sm">
      Also applied to{" "}
      {others.map((other, index) => (
        <span key={`${other.created_at}-${index}`}>
          {index > 0 ? "; " : ""}
          {other.position_title ?? "a position"} on{" "}
          <time dateTime={other.created_at}>{formatWhen(other.created_at)}</time>
        </span>
      ))}
    </p>
  );
}

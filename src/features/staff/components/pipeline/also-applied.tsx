import type { ApplicationListRow } from "@/features/staff/schemas/records";
import { formatWhen } from "@/features/staff/lib/dates";

/** "Also applied to … on …": the same mailbox's other applications, as position and date only. */
export function AlsoApplied({ row }: { row: ApplicationListRow }) {
  if (row.also_applied.length === 0) return null;
  return (
    <p className="text-sm">
      Also applied to{" "}
      {row.also_applied.map((other, index) => (
        <span key={`${other.created_at}-${index}`}>
          {index > 0 ? "; " : ""}
          {other.position_title ?? "a position"} on{" "}
          <time dateTime={other.created_at}>{formatWhen(other.created_at)}</time>
        </span>
      ))}
    </p>
  );
}

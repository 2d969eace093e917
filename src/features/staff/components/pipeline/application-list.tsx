import { STAGE_LABELS } from "@/features/staff/content";
import { formatWhen } from "@/features/staff/lib/dates";
import type { ApplicationListRow } from "@/features/staff/schemas/records";
import { AlsoApplied } from "./also-applied";
import { ApplicationLink } from "./application-link";

/** The page's applications, each with a checkbox for the bulk actions, and one that selects the whole page. */
export function ApplicationList({
  rows,
  selected,
  onSelect,
}: {
  rows: ApplicationListRow[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], chosen: boolean) => void;
}) {
  const selectable = rows.filter((row) => !row.erased_at);
  const all = selectable.length > 0 && selectable.every((row) => selected.has(row.id));
  return (
    <div className="grid gap-2">
      {selectable.length > 0 ? (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={all}
            onChange={(event) =>
              onSelect(
                selectable.map((row) => row.id),
                event.target.checked,
              )
            }
          />
          Select all {selectable.length} on this page
        </label>
      ) : null}
      <ul className="grid gap-2">
        {rows.map((row) => (
          <li
            key={row.id}
            className="grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1 rounded-md border p-3"
          >
            {row.erased_at ? (
              <span />
            ) : (
              <input
                type="checkbox"
                className="mt-1 size-4"
                aria-label={`Select ${row.full_name ?? "application"}`}
                checked={selected.has(row.id)}
                onChange={(event) => onSelect([row.id], event.target.checked)}
              />
            )}
            <div className="grid min-w-0 gap-1 sm:grid-cols-[2fr_2fr_1fr_1fr]">
              <ApplicationLink id={row.id}>
                {row.erased_at ? "Erased application" : row.full_name}
              </ApplicationLink>
              <span className="text-sm break-all">{row.email ?? ""}</span>
              <span className="text-sm">{row.position_title}</span>
              <span className="text-sm">
                {STAGE_LABELS[row.stage]} ·{" "}
                <time dateTime={row.created_at}>{formatWhen(row.created_at)}</time>
              </span>
              <div className="sm:col-span-4">
                <AlsoApplied row={row} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

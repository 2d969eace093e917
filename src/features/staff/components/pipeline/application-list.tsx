import { Table, TableCell, TableRow } from "@/components/ui/table";
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
      {rows.length === 0 ? null : (
        <Table
          caption="Applications"
          columns={["Select", "Applicant", "E-mail", "Position", "Stage", "Received"]}
        >
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>
                {row.erased_at ? null : (
                  <input
                    type="checkbox"
                    className="size-4"
                    aria-label={`Select ${row.full_name ?? "application"}`}
                    checked={selected.has(row.id)}
                    onChange={(event) => onSelect([row.id], event.target.checked)}
                  />
                )}
              </TableCell>
              <TableCell>
                <div className="grid gap-1">
                  <ApplicationLink id={row.id}>
                    {row.erased_at ? "Erased application" : row.full_name}
                  </ApplicationLink>
                  <AlsoApplied others={row.also_applied} />
                </div>
              </TableCell>
              <TableCell className="break-all">{row.email ?? ""}</TableCell>
              <TableCell>{row.position_title}</TableCell>
              <TableCell>{STAGE_LABELS[row.stage]}</TableCell>
              <TableCell>
                <time dateTime={row.created_at}>{formatWhen(row.created_at)}</time>
              </TableCell>
            </TableRow>
          ))}
        </Table>
      )}
    </div>
  );
}

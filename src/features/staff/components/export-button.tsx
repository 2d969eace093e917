import type { UseMutationResult } from "@tanstack/react-query";

import { Button } from "@/components/ui/button";

import { FailureNotice } from "./failure-notice";

interface ExportButtonProps<Filters> {
  /** The export: it resolves to how many records it wrote. */
  exporting: UseMutationResult<number, Error, Filters>;
  /** What the list on screen is filtered by: the export holds exactly those records. */
  filters: Filters;
  /** What one record is called, then several ("entry", "entries"). */
  noun: readonly [one: string, several: string];
}

/** "Export CSV" of every record the filters match, then how many were exported, or what went wrong. */
export function ExportButton<Filters>({ exporting, filters, noun }: ExportButtonProps<Filters>) {
  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant="outline"
        disabled={exporting.isPending}
        onClick={() => exporting.mutate(filters)}
        className="justify-self-start"
      >
        {exporting.isPending ? "Exporting…" : "Export CSV"}
      </Button>
      <p role="status" className="text-sm">
        {exporting.isSuccess ? `Exported ${exporting.data} ${exporting.data === 1 ? noun[0] : noun[1]}.` : ""}
      </p>
      {exporting.error ? <FailureNotice error={exporting.error} /> : null}
    </div>
  );
}

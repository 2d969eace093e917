import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

import { type StageMove, useMoveApplications } from "@/features/staff/api/applications";
import { STAGE_LABELS, rejectionReasonLabel } from "@/features/staff/content";
import { STAGES, type Stage } from "@/features/staff/schemas/records";
import { FailureNotice } from "../failure-notice";
import { RejectReason } from "./reject-reason";

const plural = (count: number) => `${count} application${count === 1 ? "" : "s"}`;

/** What a finished bulk action says. */
function result(move: StageMove, changed: number) {
  const unchanged = move.ids.length - changed;
  const rest = unchanged > 0 ? ` ${plural(unchanged)} already there.` : "";
  return move.stage === "rejected"
    ? `Rejected ${plural(changed)}: ${rejectionReasonLabel(move.reason ?? "")}.${rest}`
    : `Moved ${plural(changed)} to ${STAGE_LABELS[move.stage]}.${rest}`;
}

/** Moves or rejects the chosen applications together: all of them, or none when the database refuses. */
export function BulkActions({
  ids,
  onDone,
}: {
  ids: string[];
  onDone: (message: string, move: StageMove) => void;
}) {
  const move = useMoveApplications();
  const [stage, setStage] = useState<Stage>("screening");
  const [reason, setReason] = useState("");
  const [missingReason, setMissingReason] = useState(false);
  const run = (request: StageMove) =>
    move.mutate(request, { onSuccess: (changed) => onDone(result(request, changed), request) });
  return (
    <section aria-label="Selected applications" className="grid gap-3 rounded-md border p-3">
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-2">
          <Label htmlFor="bulk-stage">Move selected to</Label>
          <NativeSelect
            id="bulk-stage"
            value={stage}
            onChange={(event) => setStage(event.target.value as Stage)}
          >
            {STAGES.filter((value) => value !== "rejected").map((value) => (
              <option key={value} value={value}>
                {STAGE_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="button" disabled={move.isPending} onClick={() => run({ ids, stage })}>
          Move {plural(ids.length)}
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <RejectReason
          id="bulk-reason"
          value={reason}
          onChange={(value) => {
            setReason(value);
            setMissingReason(false);
          }}
        />
        <Button
          type="button"
          variant="destructive"
          disabled={move.isPending}
          aria-describedby={missingReason ? "bulk-reason-error" : undefined}
          onClick={() => {
            if (!reason) setMissingReason(true);
            else run({ ids, stage: "rejected", reason });
          }}
        >
          Reject {plural(ids.length)}
        </Button>
      </div>
      {missingReason ? (
        <p id="bulk-reason-error" role="alert" className="text-sm text-destructive">
          Choose a reason for rejecting first.
        </p>
      ) : null}
      {move.error ? <FailureNotice error={move.error} /> : null}
    </section>
  );
}

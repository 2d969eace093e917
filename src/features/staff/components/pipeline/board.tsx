import { type DragEvent, useEffect, useRef, useState } from "react";

import { Button } from "@/components/ui/button";

import { useMoveApplications } from "@/features/staff/api/applications";
import { STAGE_LABELS, rejectionReasonLabel } from "@/features/staff/content";
import { formatWhen } from "@/features/staff/lib/dates";
import { type ApplicationListRow, STAGES, type Stage } from "@/features/staff/schemas/records";
import { FailureNotice } from "../failure-notice";
import { AlsoApplied } from "./also-applied";
import { ApplicationLink } from "./application-link";
import { RejectReason } from "./reject-reason";

const DRAG_TYPE = "application/x-tapsheet-application";

function name(row: ApplicationListRow) {
  return row.erased_at ? "Erased application" : (row.full_name ?? "Application");
}

/** A card's "Move to…" menu: every other stage as a button; a rejection asks for its reason first. */
function MoveMenu({
  row,
  rejecting,
  onMove,
  onClose,
  pending,
}: {
  row: ApplicationListRow;
  rejecting: boolean;
  onMove: (stage: Stage, reason?: string) => void;
  onClose: () => void;
  pending: boolean;
}) {
  const [chosen, setChosen] = useState<Stage | null>(rejecting ? "rejected" : null);
  const [reason, setReason] = useState("");
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div role="group" aria-label={`Move ${name(row)} to`} className="grid gap-2 rounded-md border p-2">
      {chosen === "rejected" ? (
        <>
          <RejectReason id={`reject-${row.id}`} value={reason} onChange={setReason} />
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              disabled={!reason || pending}
              onClick={() => onMove("rejected", reason)}
            >
              Reject
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
          </div>
        </>
      ) : (
        <div className="flex flex-wrap gap-2">
          {STAGES.filter((stage) => stage !== row.stage).map((stage, index) => (
            <Button
              key={stage}
              ref={index === 0 ? first : undefined}
              type="button"
              size="sm"
              variant="outline"
              disabled={pending}
              onClick={() => (stage === "rejected" ? setChosen("rejected") : onMove(stage))}
            >
              {STAGE_LABELS[stage]}
            </Button>
          ))}
          <Button type="button" size="sm" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
        </div>
      )}
    </div>
  );
}

function Card({
  row,
  focused,
  open,
  rejecting,
  onOpen,
  onClose,
  onMove,
  pending,
}: {
  row: ApplicationListRow;
  focused: boolean;
  open: boolean;
  rejecting: boolean;
  onOpen: () => void;
  onClose: () => void;
  onMove: (stage: Stage, reason?: string) => void;
  pending: boolean;
}) {
  const moveButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focused && !open) moveButton.current?.focus();
  }, [focused, open]);
  const movable = !row.erased_at;
  return (
    <li
      className="grid gap-1 rounded-md border bg-background p-3"
      draggable={movable}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, row.id);
        event.dataTransfer.effectAllowed = "move";
      }}
    >
      <ApplicationLink id={row.id}>{name(row)}</ApplicationLink>
      <span className="text-sm break-words">{row.position_title}</span>
      <time dateTime={row.created_at} className="text-sm">
        {formatWhen(row.created_at)}
      </time>
      <AlsoApplied others={row.also_applied} />
      {movable ? (
        open ? (
          <MoveMenu row={row} rejecting={rejecting} onMove={onMove} onClose={onClose} pending={pending} />
        ) : (
          <Button
            ref={moveButton}
            type="button"
            size="sm"
            variant="outline"
            className="justify-self-start"
            aria-label={`Move ${name(row)} to…`}
            onClick={onOpen}
          >
            Move to…
          </Button>
        )
      ) : null}
    </li>
  );
}

/**
 * The page's applications as a column per stage. A card moves by its "Move to…" menu (keyboard and pointer) or by
 * dragging it onto a column; the result is announced and focus follows the card to its new column.
 */
export function Board({ rows }: { rows: ApplicationListRow[] }) {
  const move = useMoveApplications();
  const [menu, setMenu] = useState<{ id: string; rejecting: boolean } | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [target, setTarget] = useState<Stage | null>(null);

  function moveCard(row: ApplicationListRow, stage: Stage, reason?: string) {
    setAnnouncement("");
    move.mutate(
      { ids: [row.id], stage, reason },
      {
        onSuccess: () => {
          setMenu(null);
          setFocusId(row.id);
          setAnnouncement(
            stage === "rejected"
              ? `Rejected ${name(row)}: ${rejectionReasonLabel(reason ?? "")}.`
              : `Moved ${name(row)} to ${STAGE_LABELS[stage]}.`,
          );
        },
      },
    );
  }

  function drop(stage: Stage, event: DragEvent) {
    event.preventDefault();
    setTarget(null);
    const row = rows.find((candidate) => candidate.id === event.dataTransfer.getData(DRAG_TYPE));
    if (!row || row.stage === stage) return;
    if (stage === "rejected") setMenu({ id: row.id, rejecting: true });
    else moveCard(row, stage);
  }

  return (
    <div className="grid gap-3">
      <p role="status" className="text-sm">
        {announcement}
      </p>
      {move.error ? <FailureNotice error={move.error} /> : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
        {STAGES.map((stage) => {
          const cards = rows.filter((row) => row.stage === stage);
          return (
            <section
              key={stage}
              aria-labelledby={`column-${stage}`}
              data-stage-column={stage}
              className={`grid content-start gap-2 rounded-md border p-2 ${target === stage ? "bg-muted" : ""}`}
              onDragOver={(event) => {
                if (event.dataTransfer.types.includes(DRAG_TYPE)) {
                  event.preventDefault();
                  setTarget(stage);
                }
              }}
              onDragLeave={() => setTarget(null)}
              onDrop={(event) => drop(stage, event)}
            >
              <h3 id={`column-${stage}`} className="font-semibold">
                {STAGE_LABELS[stage]} <span className="font-normal">({cards.length})</span>
              </h3>
              <ul className="grid gap-2">
                {cards.map((row) => (
                  <Card
                    key={row.id}
                    row={row}
                    focused={focusId === row.id}
                    open={menu?.id === row.id}
                    rejecting={menu?.id === row.id && menu.rejecting}
                    onOpen={() => setMenu({ id: row.id, rejecting: false })}
                    onClose={() => {
                      setMenu(null);
                      setFocusId(row.id);
                    }}
                    onMove={(next, reason) => moveCard(row, next, reason)}
                    pending={move.isPending}
                  />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}

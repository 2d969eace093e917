import { useState } from "react";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";

import { FailureNotice } from "./failure-notice";

interface ConfirmDialogProps {
  /** The button that opens the dialog; a long one (an address) wraps rather than widening the page. */
  trigger: string;
  title: string;
  description: string;
  confirm: string;
  /** Runs on confirmation; the dialog closes when it resolves and shows the failure when it rejects. */
  onConfirm: () => Promise<unknown>;
}

/** A destructive action asked for twice: a button, then a dialog that names what will happen. */
export function ConfirmDialog({ trigger, title, description, confirm, onConfirm }: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function run() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button
          type="button"
          variant="destructive"
          className="h-auto min-h-10 py-2 text-left whitespace-normal wrap-anywhere"
        >
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {error ? <FailureNotice error={error} /> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button type="button" variant="destructive" disabled={busy} onClick={() => void run()}>
            {busy ? "Working…" : confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

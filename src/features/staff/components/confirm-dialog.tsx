import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";

import { Button } from "@/components/ui/button";

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
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      <Dialog.Trigger asChild>
        <Button
          type="button"
          variant="destructive"
          className="h-auto min-h-10 py-2 text-left whitespace-normal wrap-anywhere"
        >
          {trigger}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-foreground/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 shadow-lg">
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">{description}</Dialog.Description>
          {error ? <FailureNotice error={error} /> : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </Dialog.Close>
            <Button type="button" variant="destructive" disabled={busy} onClick={() => void run()}>
              {busy ? "Working…" : confirm}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import * as Dialog from "@radix-ui/react-dialog";

import { Button } from "@/components/ui/button";

const SHORTCUTS: [key: string, what: string][] = [
  ["j", "Next application"],
  ["k", "Previous application"],
  ["s", "Stage (on an application)"],
  ["n", "Note (on an application)"],
  ["/", "Search"],
  ["?", "These shortcuts"],
];

/** `?` opens it: the keys of the desk, in a dialog that takes the focus and gives it back on close. */
export function ShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button type="button" variant="ghost" size="sm" className="justify-self-start">
          Keyboard shortcuts
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 shadow-lg">
          <Dialog.Title className="text-lg font-semibold">Keyboard shortcuts</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">
            Single keys work when the focus is not in a field. Everything is also reachable with Tab.
          </Dialog.Description>
          <dl className="grid grid-cols-[3rem_1fr] gap-2">
            {SHORTCUTS.map(([key, what]) => (
              <div key={key} className="contents">
                <dt>
                  <kbd className="rounded border px-1.5 py-0.5 font-mono text-sm">{key}</kbd>
                </dt>
                <dd>{what}</dd>
              </div>
            ))}
          </dl>
          <Dialog.Close asChild>
            <Button type="button" className="justify-self-end">
              Close
            </Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";

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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" variant="ghost" size="sm" className="justify-self-start">
          Keyboard shortcuts
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Keyboard shortcuts</DialogTitle>
        <DialogDescription>
          Single keys work when the focus is not in a field. Everything is also reachable with Tab.
        </DialogDescription>
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
        <DialogClose asChild>
          <Button type="button" className="justify-self-end">
            Close
          </Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}

import * as Dialog from "@radix-ui/react-dialog";
import { useCallback } from "react";

import { Button } from "@/components/ui/button";

import { useSignOut } from "../api/sign-out";
import { DESK } from "../content";
import { useIdleSignOut } from "../lib/use-idle-sign-out";

const COPY = DESK.idle;

/** What a screen reader hears while the warning counts down: a few steps, never every second. */
function announcement(secondsLeft: number): string {
  if (secondsLeft <= 10) return COPY.announce(10);
  if (secondsLeft <= 30) return COPY.announce(30);
  return "";
}

/**
 * Signs the desk out after the idle limit shared by all its tabs, and warns a minute before in an alert dialog
 * whose one button keeps the session (focus starts there).
 */
export function IdleGuard() {
  const { mutate } = useSignOut();
  const onIdle = useCallback(() => mutate({ scope: "local", reason: "idle" }), [mutate]);
  const { secondsLeft, stay } = useIdleSignOut(onIdle);

  return (
    <Dialog.Root open={secondsLeft !== null} onOpenChange={(open) => (open ? undefined : stay())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-foreground/40" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 shadow-lg"
        >
          <Dialog.Title className="text-lg font-semibold">{COPY.title}</Dialog.Title>
          <Dialog.Description className="text-sm">
            {COPY.countdown(secondsLeft ?? 0)} {COPY.kept}
          </Dialog.Description>
          <p role="status" className="sr-only">
            {announcement(secondsLeft ?? 0)}
          </p>
          <Button type="button" className="justify-self-end" onClick={stay}>
            {COPY.stay}
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

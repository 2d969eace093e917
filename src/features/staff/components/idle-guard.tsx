import { useCallback } from "react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";

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
    <Dialog open={secondsLeft !== null} onOpenChange={(open) => (open ? undefined : stay())}>
      <DialogContent role="alertdialog">
        <DialogTitle>{COPY.title}</DialogTitle>
        <DialogDescription className="text-foreground">
          {COPY.countdown(secondsLeft ?? 0)} {COPY.kept}
        </DialogDescription>
        <p role="status" className="sr-only">
          {announcement(secondsLeft ?? 0)}
        </p>
        <Button type="button" className="justify-self-end" onClick={stay}>
          {COPY.stay}
        </Button>
      </DialogContent>
    </Dialog>
  );
}

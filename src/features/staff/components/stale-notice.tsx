import { useState } from "react";

import { Button } from "@/components/ui/button";

import { useRefreshApplication } from "../api/application";
import { DESK } from "../content";
import { type StaleChange, staleChangeText } from "../lib/stale-change";

/**
 * A save refused because a colleague saved first: `text` says who and when, and a button reloads the record (with
 * `reload`) while what the member typed stays in the form.
 */
export function ReloadNotice({
  text,
  reload,
  onReloaded,
}: {
  text: string;
  reload: () => Promise<unknown>;
  onReloaded: () => void;
}) {
  const [reloading, setReloading] = useState(false);
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-destructive p-3">
      <p className="text-sm text-destructive">{text}</p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-disabled={reloading}
        onClick={() => {
          if (reloading) return;
          setReloading(true);
          void reload().finally(() => {
            setReloading(false);
            onReloaded();
          });
        }}
      >
        {reloading ? DESK.reloading : DESK.reload}
      </Button>
    </div>
  );
}

/** The application's: a reload of the application and its timeline. */
export function StaleNotice({
  applicationId,
  change,
  onReloaded,
}: {
  applicationId: string;
  change: StaleChange;
  onReloaded: () => void;
}) {
  const refresh = useRefreshApplication(applicationId);
  return <ReloadNotice text={staleChangeText(change)} reload={refresh} onReloaded={onReloaded} />;
}

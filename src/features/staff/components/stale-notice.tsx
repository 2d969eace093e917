import { useState } from "react";

import { Button } from "@/components/ui/button";

import { useRefreshApplication } from "../api/application";
import { type StaleChange, staleChangeText } from "../lib/stale-change";

/**
 * A save refused because a colleague changed the application first: who and when, and a reload of the application
 * and its timeline that leaves what the member typed in the form.
 */
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
  const [reloading, setReloading] = useState(false);
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-destructive p-3">
      <p className="text-sm text-destructive">{staleChangeText(change)}</p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-disabled={reloading}
        onClick={() => {
          if (reloading) return;
          setReloading(true);
          void refresh().finally(() => {
            setReloading(false);
            onReloaded();
          });
        }}
      >
        {reloading ? "Reloading…" : "Reload"}
      </Button>
    </div>
  );
}

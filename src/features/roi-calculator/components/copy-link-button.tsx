import { Check, Link2 } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ROI_SHARE } from "@/content/roi-calculator";

type CopyState = { kind: "idle" } | { kind: "copied" } | { kind: "refused"; url: string };

/**
 * Copies the page's address, which carries the inputs. The result is announced in a status line that is on the
 * page from the start (a live region added later is not always read out). When the browser refuses the
 * clipboard, the link is shown selected in a field, to copy by hand.
 */
export function CopyLinkButton() {
  const [state, setState] = useState<CopyState>({ kind: "idle" });

  async function copy() {
    const url = window.location.href;
    try {
      await navigator.clipboard.writeText(url);
      setState({ kind: "copied" });
    } catch {
      setState({ kind: "refused", url });
    }
  }

  return (
    <div className="grid gap-3">
      <Button type="button" variant="outline" className="w-full sm:w-auto" onClick={copy}>
        {state.kind === "copied" ? <Check aria-hidden="true" /> : <Link2 aria-hidden="true" />}
        {ROI_SHARE.button}
      </Button>
      <p role="status" className="text-sm text-muted-foreground">
        {state.kind === "copied" ? ROI_SHARE.copied : state.kind === "refused" ? ROI_SHARE.refused : ""}
      </p>
      {state.kind === "refused" ? (
        <Input
          readOnly
          aria-label={ROI_SHARE.linkLabel}
          value={state.url}
          onFocus={(event) => event.currentTarget.select()}
          ref={(input) => {
            input?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

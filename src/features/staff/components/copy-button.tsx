import { useState } from "react";

import { Button } from "@/components/ui/button";

/**
 * Copies a text the applicant wrote, as plain text. The result is said in a polite live region; when the browser
 * refuses the clipboard, it says to select the text instead.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [said, setSaid] = useState("");
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => {
          setSaid("");
          navigator.clipboard.writeText(text).then(
            () => setSaid("Copied."),
            () => setSaid("Could not copy: select the text and copy it."),
          );
        }}
      >
        {label}
      </Button>
      <span role="status" className="text-sm">
        {said}
      </span>
    </span>
  );
}

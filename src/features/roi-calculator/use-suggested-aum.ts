import { startTransition, useCallback, useState } from "react";

/**
 * The assets-under-management text the calculator suggests for the page's sign-up form, and the callback through
 * which the calculator reports it. The form is a lazily loaded part whose prerendered HTML React keeps until its
 * code has arrived, but only for updates made in a transition: an urgent update would replace that HTML, and what
 * the visitor typed into it, with a placeholder. So the suggestion always reaches the form in a transition, which
 * waits for the form's code instead.
 */
export function useSuggestedAum(): [string | undefined, (suggestedAum: string | undefined) => void] {
  const [suggestedAum, setSuggestedAum] = useState<string>();
  const suggest = useCallback((next: string | undefined) => startTransition(() => setSuggestedAum(next)), []);
  return [suggestedAum, suggest];
}

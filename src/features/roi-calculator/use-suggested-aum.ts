import { startTransition, useCallback, useState } from "react";

/**
 * The assets-under-management text the calculator suggests for the page's sign-up form, and the callback through
 * which the calculator reports it. The suggestion reaches the form in a transition: typing in the calculator stays
 * urgent and re-renders only the calculator, and the form follows when React has time (or once its code, loaded
 * lazily, has arrived; decision 040).
 */
export function useSuggestedAum(): [string | undefined, (suggestedAum: string | undefined) => void] {
  const [suggestedAum, setSuggestedAum] = useState<string>();
  const suggest = useCallback((next: string | undefined) => startTransition(() => setSuggestedAum(next)), []);
  return [suggestedAum, suggest];
}

import { useState } from "react";
import { useLocation, useNavigate } from "react-router";

import { readKeptForm, useKeptText } from "./kept-text";

/**
 * What a record's editor holds between its actions: the form kept in the tab as it is typed (back after a preview,
 * an idle sign-out or a reload, and cleared once saved), the words for what the last action did, and the action a
 * retry repeats.
 */
export function useEditorFlow<F extends object, A>(keptKey: string, blank: F, firstAction: A) {
  const navigate = useNavigate();
  const location = useLocation();
  const kept = useKeptText(keptKey);
  const [restored] = useState(() => readKeptForm(kept.initial(), blank));
  const [done, setDone] = useState(() => (location.state as { done?: string } | null)?.done ?? "");
  const [last, setLast] = useState<A>(firstAction);
  return {
    /** The form kept from before, if there was one. */
    restored,
    done,
    last,
    keep: (values: F) => kept.keep(JSON.stringify(values)),
    /** An action starts: the last one's words go, and this is the one a retry repeats. */
    begin: (action: A) => {
      setDone("");
      setLast(action);
    },
    /** A new record is stored: its own page takes over and says what was done. */
    created: (path: string, words: string) => {
      kept.clear();
      void navigate(path, { replace: true, state: { done: words } });
    },
    /** The record is stored as the form shows it: nothing needs keeping, and the page says what was done. */
    stored: (words: string) => {
      kept.clear();
      setDone(words);
    },
  };
}

import { useEffect } from "react";

import { APPLICATION_FIRST_FIELD_ID, goToApplication } from "../lib/go-to-application";

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Gives the job page's "Apply for this role" link (`href="#fullName"`) its smooth scroll and focus rules. Without
 * script the link is a plain jump to the field, which the browser scrolls to and focuses. With it, the jump must not
 * become a navigation: React Router would take the new `#fullName` entry as one, and the job's details, whose code
 * loads on demand, would give way to their loading skeleton. The listener sits on the window, in the capture phase,
 * and is installed by the route's own code, so it works before the job's details have their code (React stops a
 * click inside a part it cannot hydrate yet, and the link lives in that part).
 */
export function useApplyLink() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainLeftClick(event) || !(event.target instanceof Element)) return;
      if (!event.target.closest(`a[href="#${APPLICATION_FIRST_FIELD_ID}"]`)) return;
      event.preventDefault();
      void goToApplication();
    };
    window.addEventListener("click", onClick, true);
    return () => window.removeEventListener("click", onClick, true);
  }, []);
}

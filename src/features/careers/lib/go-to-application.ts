/** The job page's application area (the form's card, or what stands in its place). */
export const APPLICATION_ID = "application";
/** The id of the application form's first field, "Full name": where "Apply for this role" takes the visitor. */
export const APPLICATION_FIRST_FIELD_ID = "fullName";
/** The smooth scroll has mostly settled by then; the field is focused after it, as the join buttons do theirs. */
const APPLICATION_FOCUS_DELAY_MS = 500;
/** A form that takes longer than this to appear (rendered anew, its code on the way) is not focused any more. */
const FIELD_WAIT_LIMIT_MS = 3000;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/** Resolves with the element once it is in the document, or null after `limitMs`. */
function elementOnceThere(id: string, limitMs: number): Promise<HTMLElement | null> {
  const now = document.getElementById(id);
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = (element: HTMLElement | null) => {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve(element);
    };
    const observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (element) done(element);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => done(null), limitMs);
  });
}

/**
 * Takes the visitor to the application form and focuses its first field: a smooth scroll (an instant one when they
 * prefer reduced motion) that brings the field to the middle of the screen, then focus without a second scroll.
 * A prerendered field is there before the form's code, and focusing it is what loads that code. A form rendered
 * anew whose code is still on its way: the visitor is taken to its card at once, which holds focus until the field
 * appears (if it does so in time). Where there is no form (the job has closed), the card is where they land.
 */
export async function goToApplication(): Promise<void> {
  const behavior: ScrollBehavior = prefersReducedMotion() ? "auto" : "smooth";
  const focusDelay = behavior === "smooth" ? APPLICATION_FOCUS_DELAY_MS : 0;
  const focusField = () =>
    document.getElementById(APPLICATION_FIRST_FIELD_ID)?.focus({ preventScroll: true });

  const field = document.getElementById(APPLICATION_FIRST_FIELD_ID);
  if (field) {
    field.scrollIntoView({ behavior, block: "center" });
    if (focusDelay === 0) focusField();
    else window.setTimeout(focusField, focusDelay);
    return;
  }
  const area = document.getElementById(APPLICATION_ID);
  if (!area) return;
  area.scrollIntoView({ behavior, block: "start" });
  area.focus({ preventScroll: true });
  const arrived = await elementOnceThere(APPLICATION_FIRST_FIELD_ID, FIELD_WAIT_LIMIT_MS);
  // Unless the visitor has moved on meanwhile.
  if (arrived && document.activeElement === area) focusField();
}

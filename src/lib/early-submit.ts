import { STILL_LOADING_MS } from "@/config/code-loading";

/**
 * Forms that must stay harmless before their code has run (decision 037). The prerendered HTML of such a
 * form carries HOLD_ATTRIBUTE and `method="post"`, and the page carries HOLD_EARLY_SUBMITS_SCRIPT, a small inline
 * script (hashed into the Content-Security-Policy by the build) that runs before any bundle: a submission made
 * while the form's code is still loading is stopped before the browser sends anything (no navigation, no field in
 * a URL), remembered on the form, and the form's PENDING_NOTE_ATTRIBUTE element is shown; should the code still be
 * missing STILL_LOADING_MS later, its NOT_SENT_NOTE_ATTRIBUTE element says so, with a button that asks the module
 * loader (decision 037) to try again at once. Once the form's code has
 * hydrated it marks the form READY_ATTRIBUTE and sends a remembered submission once (`sendHeldSubmission`).
 */
export const HOLD_ATTRIBUTE = "data-hold-until-ready";
const READY_ATTRIBUTE = "data-ready";
export const PENDING_ATTRIBUTE = "data-submit-pending";
export const PENDING_NOTE_ATTRIBUTE = "data-pending-note";
/** Shown with its "Try again" button when a held submission is still unsent after STILL_LOADING_MS. */
export const NOT_SENT_NOTE_ATTRIBUTE = "data-not-sent-note";

export const HOLD_EARLY_SUBMITS_SCRIPT = `document.addEventListener("submit", function (event) {
  var form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.hasAttribute("${HOLD_ATTRIBUTE}") || form.hasAttribute("${READY_ATTRIBUTE}")) return;
  event.preventDefault();
  form.setAttribute("${PENDING_ATTRIBUTE}", "");
  var note = form.querySelector("[${PENDING_NOTE_ATTRIBUTE}]");
  if (note) note.hidden = false;
  setTimeout(function () {
    var late = form.querySelector("[${NOT_SENT_NOTE_ATTRIBUTE}]");
    if (late && form.hasAttribute("${PENDING_ATTRIBUTE}")) late.hidden = false;
  }, ${STILL_LOADING_MS});
}, true);
document.addEventListener("click", function (event) {
  var target = event.target;
  if (target instanceof Element && target.closest("[${NOT_SENT_NOTE_ATTRIBUTE}] button") && window.tapsheetCode) window.tapsheetCode.retry();
}, true);`;

/**
 * Called by a hydrated form: from now on its own handler takes submissions; one made before it was ready is sent
 * now, once.
 */
export function sendHeldSubmission(form: HTMLFormElement) {
  form.setAttribute(READY_ATTRIBUTE, "");
  if (!form.hasAttribute(PENDING_ATTRIBUTE)) return;
  form.removeAttribute(PENDING_ATTRIBUTE);
  for (const note of form.querySelectorAll<HTMLElement>(
    `[${PENDING_NOTE_ATTRIBUTE}], [${NOT_SENT_NOTE_ATTRIBUTE}]`,
  ))
    note.hidden = true;
  form.requestSubmit();
}

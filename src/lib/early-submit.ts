/**
 * Forms that must stay harmless before their code has run (decisions 011 and 022). The prerendered HTML of such a
 * form carries HOLD_ATTRIBUTE and `method="post"`, and the page carries HOLD_EARLY_SUBMITS_SCRIPT, a small inline
 * script (hashed into the Content-Security-Policy by the build) that runs before any bundle: a submission made
 * while the form's code is still loading is stopped before the browser sends anything (no navigation, no field in
 * a URL), remembered on the form, and the form's PENDING_NOTE_ATTRIBUTE element is shown. Once the form's code has
 * hydrated it marks the form READY_ATTRIBUTE and sends a remembered submission once (`sendHeldSubmission`).
 */
export const HOLD_ATTRIBUTE = "data-hold-until-ready";
const READY_ATTRIBUTE = "data-ready";
export const PENDING_ATTRIBUTE = "data-submit-pending";
export const PENDING_NOTE_ATTRIBUTE = "data-pending-note";

export const HOLD_EARLY_SUBMITS_SCRIPT = `document.addEventListener("submit", function (event) {
  var form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.hasAttribute("${HOLD_ATTRIBUTE}") || form.hasAttribute("${READY_ATTRIBUTE}")) return;
  event.preventDefault();
  form.setAttribute("${PENDING_ATTRIBUTE}", "");
  var note = form.querySelector("[${PENDING_NOTE_ATTRIBUTE}]");
  if (note) note.hidden = false;
}, true);`;

/**
 * Called by a hydrated form: from now on its own handler takes submissions; one made before it was ready is sent
 * now, once.
 */
export function sendHeldSubmission(form: HTMLFormElement) {
  form.setAttribute(READY_ATTRIBUTE, "");
  if (!form.hasAttribute(PENDING_ATTRIBUTE)) return;
  form.removeAttribute(PENDING_ATTRIBUTE);
  const note = form.querySelector<HTMLElement>(`[${PENDING_NOTE_ATTRIBUTE}]`);
  if (note) note.hidden = true;
  form.requestSubmit();
}

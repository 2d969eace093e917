/** The honeypot's field name, by which HeldForm finds it. */
export const HONEYPOT_NAME = "company_url";

/**
 * A field only form-filling bots fill in: off-screen, out of the tab order and out of the accessibility tree.
 * HeldForm reads it before sending and pretends to succeed when it is filled.
 */
export function HoneypotField({ id, label }: { id: string; label: string }) {
  return (
    <div className="sr-only" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={HONEYPOT_NAME} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

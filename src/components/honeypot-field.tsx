import type * as React from "react";

/**
 * A field only form-filling bots fill in (decision 006): off-screen, out of the tab order and out of
 * the accessibility tree. The form reads it through `ref` before sending and pretends to succeed when it is filled.
 */
export function HoneypotField({
  id,
  label,
  ref,
}: {
  id: string;
  label: string;
  ref: React.Ref<HTMLInputElement>;
}) {
  return (
    <div className="sr-only" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        name="company_url"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

import { useCallback } from "react";
import { useNavigate } from "react-router";

import { loadGroup } from "@/lib/on-demand";

/** The id of the sign-up form's name field; every "join" button targets it. */
export const SIGNUP_NAME_FIELD_ID = "name";
/** Header "Join the Beta" and the go-home-and-focus buttons wait this long after navigating home. */
const GO_HOME_FOCUS_DELAY_MS = 100;
/** Marketing-page buttons scroll smoothly, then focus the name field after this delay. */
export const MARKETING_FOCUS_DELAY_MS = 500;
/** How long to keep looking for the field while the home page's code is still loading. */
const FIELD_WAIT_LIMIT_MS = 3000;

/** The on-demand group of the sign-up forms' code, which every "join" button loads. */
export const SIGNUP_FORMS = "signup-forms";

/** Marks a sign-up card whose form is still loading; which card owns the id "name" is settled once none is. */
export const SIGNUP_FORM_LOADING_ATTRIBUTE = "data-signup-form-loading";

function nameField(): HTMLElement | null {
  return document.getElementById(SIGNUP_NAME_FIELD_ID);
}

/** The field, once no sign-up card is still loading its form; null while one is. */
function settledNameField(): HTMLElement | null {
  return document.querySelector(`[${SIGNUP_FORM_LOADING_ATTRIBUTE}]`) ? null : nameField();
}

/**
 * 'Join the Beta' / 'Get VC Early Access' on a page with a form: loads the form's code if it has not run yet (the
 * name field takes its id then), scrolls to it and focuses it after 500 ms.
 */
export function scrollToSignupForm(startedAt = Date.now()) {
  loadGroup(SIGNUP_FORMS);
  const field = settledNameField();
  if (!field) {
    if (Date.now() - startedAt < FIELD_WAIT_LIMIT_MS)
      window.setTimeout(() => scrollToSignupForm(startedAt), 50);
    return;
  }
  field.scrollIntoView({ behavior: "smooth", block: "center" });
  window.setTimeout(() => field.focus({ preventScroll: true }), MARKETING_FOCUS_DELAY_MS);
}

function focusWhenPresent(startedAt: number) {
  loadGroup(SIGNUP_FORMS);
  const field = settledNameField();
  if (field) {
    field.scrollIntoView({ behavior: "smooth", block: "center" });
    field.focus({ preventScroll: true });
  } else if (Date.now() - startedAt < FIELD_WAIT_LIMIT_MS) {
    window.setTimeout(() => focusWhenPresent(startedAt), 50);
  }
}

/**
 * Goes to the home page, then about 100 ms after it is shown focuses the sign-up name field, centred in view.
 * The wait starts when the navigation has completed: until then the page being left is still on screen, and
 * its own sign-up form would be the one found.
 */
export function useGoHomeAndFocusSignup() {
  const navigate = useNavigate();
  return useCallback(() => {
    void Promise.resolve(navigate("/")).then(() => {
      window.setTimeout(() => focusWhenPresent(Date.now()), GO_HOME_FOCUS_DELAY_MS);
    });
  }, [navigate]);
}

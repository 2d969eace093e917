import { useCallback } from "react";
import { useNavigate } from "react-router";

/** The id of the sign-up form's name field; every "join" button targets it. */
export const SIGNUP_NAME_FIELD_ID = "name";
/** Header "Join the Beta" and the go-home-and-focus buttons wait this long after navigating home. */
const GO_HOME_FOCUS_DELAY_MS = 100;
/** Marketing-page buttons scroll smoothly, then focus the name field after this delay. */
export const MARKETING_FOCUS_DELAY_MS = 500;
/** How long to keep looking for the field while the home page's code is still loading. */
const FIELD_WAIT_LIMIT_MS = 3000;

/** Marks a sign-up card whose form is still loading; which card owns the id "name" is settled once none is. */
export const SIGNUP_FORM_LOADING_ATTRIBUTE = "data-signup-form-loading";

function nameField(): HTMLElement | null {
  return document.getElementById(SIGNUP_NAME_FIELD_ID);
}

/** 'Join the Beta' / 'Get VC Early Access' on a page with a form: scroll to it, focus after 500 ms. */
export function scrollToSignupForm() {
  const field = nameField();
  if (!field) return;
  field.scrollIntoView({ behavior: "smooth", block: "center" });
  window.setTimeout(() => field.focus({ preventScroll: true }), MARKETING_FOCUS_DELAY_MS);
}

function focusWhenPresent(startedAt: number) {
  const field = document.querySelector(`[${SIGNUP_FORM_LOADING_ATTRIBUTE}]`) ? null : nameField();
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

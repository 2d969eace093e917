import { type ReactNode, useMemo } from "react";
import { useNavigate } from "react-router";

import { type SignupFocus, SignupFocusContext } from "@/components/signup-focus";

/** The id of the sign-up form's name field; every "join" button targets it. */
export const SIGNUP_NAME_FIELD_ID = "name";
/** Marks every sign-up form, so a join button finds the first one's name field before its code has run. */
export const SIGNUP_FORM_ATTRIBUTE = "data-signup-form";
/** Header "Join the Beta" and the go-home-and-focus buttons wait this long after navigating home. */
const GO_HOME_FOCUS_DELAY_MS = 100;
/** Marketing-page buttons scroll smoothly, then focus the name field after this delay. */
export const MARKETING_FOCUS_DELAY_MS = 500;
/** A form whose code takes longer than this to arrive is not focused: the visitor has moved on by then. */
const FIELD_WAIT_LIMIT_MS = 3000;

/**
 * The name field, once it is there: the first sign-up form's. It takes its id when the form's code has run; before
 * that it is the prerendered field, which the focus brings the code to. Null when there is no sign-up form within
 * FIELD_WAIT_LIMIT_MS (after going home, the page renders anew).
 */
function nameFieldOnceThere(): Promise<HTMLElement | null> {
  const find = () =>
    document.getElementById(SIGNUP_NAME_FIELD_ID) ??
    document.querySelector<HTMLElement>(`form[${SIGNUP_FORM_ATTRIBUTE}] input[name="name"]`);
  const field = find();
  if (field) return Promise.resolve(field);
  return new Promise((resolve) => {
    const done = (found: HTMLElement | null) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(found);
    };
    const observer = new MutationObserver(() => {
      const found = find();
      if (found) done(found);
    });
    const timer = setTimeout(() => done(null), FIELD_WAIT_LIMIT_MS);
    observer.observe(document.body, { subtree: true, childList: true, attributeFilter: ["id"] });
  });
}

/** 'Join the Beta' / 'Get VC Early Access' on a page with a form: scrolls to its name field, focuses it 500 ms later. */
async function scrollToSignupForm() {
  const field = await nameFieldOnceThere();
  if (!field) return;
  field.scrollIntoView({ behavior: "smooth", block: "center" });
  window.setTimeout(() => field.focus({ preventScroll: true }), MARKETING_FOCUS_DELAY_MS);
}

async function focusSignupForm() {
  const field = await nameFieldOnceThere();
  if (!field) return;
  field.scrollIntoView({ behavior: "smooth", block: "center" });
  field.focus({ preventScroll: true });
}

/**
 * Gives the site's join buttons their actions. Going home focuses the name field about 100 ms after the home page is
 * shown; the wait starts when the navigation has completed: until then the page being left is still on screen, and
 * its own sign-up form would be the one found.
 */
export function SignupFocusProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const focus = useMemo<SignupFocus>(
    () => ({
      scrollToForm: () => void scrollToSignupForm(),
      goHomeAndFocus: () => {
        void Promise.resolve(navigate("/")).then(() => {
          window.setTimeout(() => void focusSignupForm(), GO_HOME_FOCUS_DELAY_MS);
        });
      },
    }),
    [navigate],
  );
  return <SignupFocusContext value={focus}>{children}</SignupFocusContext>;
}

import { type ReactNode, useMemo } from "react";
import { useNavigate } from "react-router";

import { loadGroup } from "@/components/on-demand";
import { type SignupFocus, SignupFocusContext } from "@/components/signup-focus";

/** The id of the sign-up form's name field; every "join" button targets it. */
export const SIGNUP_NAME_FIELD_ID = "name";
/** Header "Join the Beta" and the go-home-and-focus buttons wait this long after navigating home. */
const GO_HOME_FOCUS_DELAY_MS = 100;
/** Marketing-page buttons scroll smoothly, then focus the name field after this delay. */
export const MARKETING_FOCUS_DELAY_MS = 500;
/** A form whose code takes longer than this to arrive is not focused: the visitor has moved on by then. */
const FIELD_WAIT_LIMIT_MS = 3000;

/** The on-demand group of the sign-up forms' code, which every "join" button loads. */
export const SIGNUP_FORMS = "signup-forms";

/** Loads the sign-up forms' code if it has not run yet, then the name field (which takes its id then), if in time. */
async function nameFieldOnceThere(): Promise<HTMLElement | null> {
  const startedAt = Date.now();
  await loadGroup(SIGNUP_FORMS);
  return Date.now() - startedAt <= FIELD_WAIT_LIMIT_MS ? document.getElementById(SIGNUP_NAME_FIELD_ID) : null;
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

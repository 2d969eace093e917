import { createContext, useContext } from "react";

/**
 * What the site's "join" buttons do. The sign-up feature knows its forms and provides this
 * (`SignupFocusProvider`, around the whole app in src/root.tsx); the shared buttons only ask for it, so they do not
 * import the feature.
 */
export interface SignupFocus {
  /** On a page with a sign-up form: scroll to its name field, then focus it. */
  scrollToForm: () => void;
  /** Anywhere: go to the home page, then focus its sign-up form's name field. */
  goHomeAndFocus: () => void;
}

export const SignupFocusContext = createContext<SignupFocus | null>(null);

export function useSignupFocus(): SignupFocus {
  const focus = useContext(SignupFocusContext);
  if (!focus) throw new Error("A join button needs the sign-up feature's SignupFocusProvider above it.");
  return focus;
}

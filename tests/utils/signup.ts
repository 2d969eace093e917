import { waitFor } from "@testing-library/react";

import { signupFieldIds } from "@/features/signup/components/signup-field-ids";

// A card's title id is `${prefix}${useId()}${suffix}`; derive both from the real id scheme instead of copying it.
const ID_MARKER = "\u0000";
const [TITLE_ID_PREFIX = "", TITLE_ID_SUFFIX = ""] = signupFieldIds(ID_MARKER, false).title.split(ID_MARKER);

function isSignupCardTitle(element: Element) {
  return element.id.startsWith(TITLE_ID_PREFIX) && element.id.endsWith(TITLE_ID_SUFFIX);
}

/**
 * The sign-up form is a lazily loaded chunk: a card shows its title and description at once and a placeholder
 * until the form has loaded. Waits until every sign-up card on the page shows its form (there must be at least
 * one card), so that synchronous queries for fields and buttons can follow.
 */
export async function waitForSignupForms(container: ParentNode = document) {
  await waitFor(() => {
    const titles = [...container.querySelectorAll("[id]")].filter(isSignupCardTitle);
    if (titles.length === 0) throw new Error("No sign-up card is on the page");
    const formLabels = new Set(
      [...container.querySelectorAll("form[aria-labelledby]")].map((form) =>
        form.getAttribute("aria-labelledby"),
      ),
    );
    const waiting = titles.filter((title) => !formLabels.has(title.id));
    if (waiting.length > 0) {
      throw new Error(
        `Sign-up forms still loading for: ${waiting.map((title) => title.textContent).join(", ")}`,
      );
    }
  });
}

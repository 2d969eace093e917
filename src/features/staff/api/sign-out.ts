import { useMutation } from "@tanstack/react-query";

import { throwIfError } from "../lib/call-function";
import { forgetKeptTexts } from "../lib/kept-text";
import { getStaffClient } from "../lib/staff-client";
import { type SignedOutReason, useShowSignedOut } from "./session";

/** `local`: this browser only; `global`: every session of the member, on every device. */
async function signOut(scope: "local" | "global"): Promise<void> {
  const supabase = await getStaffClient();
  const { error } = await supabase.auth.signOut({ scope });
  // Signed out here even when the API could not be told (offline): the local session is gone either way.
  if (scope === "global") throwIfError(error);
}

export function useSignOut() {
  const showSignedOut = useShowSignedOut();
  return useMutation({
    mutationFn: ({ scope }: { scope: "local" | "global"; reason?: SignedOutReason }) => signOut(scope),
    onSuccess: (_data, { reason = "signed-out" }) => {
      // Signing out on purpose leaves nothing half-typed behind; an idle sign-out keeps it for the next sign-in.
      if (reason === "signed-out") forgetKeptTexts();
      showSignedOut(reason);
    },
  });
}

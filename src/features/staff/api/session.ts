import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

import { throwIfError } from "../lib/call-function";
import { getStaffClient } from "../lib/staff-client";
import { type StaffMember, StaffMemberSchema } from "../schemas/records";
import { staffKeys } from "./keys";

/** Why the desk shows its sign-in again. */
export type SignedOutReason = "signed-out" | "no-access" | "idle" | "ended";

/** Where a visitor of the desk stands: each sign-in step in turn, then the desk itself (only at aal2). */
export type DeskSession =
  | { step: "signed-out"; reason?: SignedOutReason }
  | { step: "enrol" }
  | { step: "verify"; factorId: string }
  | { step: "ready"; member: StaffMember };

async function getDeskSession(): Promise<DeskSession> {
  const supabase = await getStaffClient();
  const { data, error } = await supabase.auth.getSession();
  throwIfError(error);
  if (!data.session) return { step: "signed-out" };
  const aal = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  throwIfError(aal.error);
  if (aal.data?.currentLevel !== "aal2") {
    const factors = await supabase.auth.mfa.listFactors();
    throwIfError(factors.error);
    const verified = factors.data?.totp.find((factor) => factor.status === "verified");
    return verified ? { step: "verify", factorId: verified.id } : { step: "enrol" };
  }
  const {
    data: row,
    error: rowError,
    status,
  } = await supabase
    .from("staff_members")
    .select("user_id,email,role,invited_at")
    .eq("user_id", data.session.user.id)
    .maybeSingle();
  throwIfError(rowError, status);
  if (!row) {
    // Signed in, but not staff: nothing to show, and no session to keep.
    await supabase.auth.signOut({ scope: "local" });
    return { step: "signed-out", reason: "no-access" };
  }
  return { step: "ready", member: StaffMemberSchema.parse(row) };
}

/** The desk's sign-in state; read once and then moved along by the sign-in steps and sign-out. */
export function useDeskSession() {
  return useQuery({ queryKey: staffKeys.session(), queryFn: getDeskSession, staleTime: Infinity });
}

/** The signed-in member (only inside the desk, which renders its pages at aal2 only). */
export function useStaffMember(): StaffMember {
  const { data } = useDeskSession();
  if (data?.step !== "ready") throw new Error("The desk renders its pages only for a signed-in member");
  return data.member;
}

/** Shows the sign-in again, saying why, and forgets every record the desk had read. */
export function useShowSignedOut() {
  const queryClient = useQueryClient();
  return (reason: SignedOutReason) => {
    queryClient.removeQueries({ queryKey: staffKeys.data() });
    const next: DeskSession = { step: "signed-out", reason };
    queryClient.setQueryData(staffKeys.session(), next);
  };
}

/** A session that ends elsewhere (signed out everywhere, refresh refused) brings this tab back to the sign-in. */
export function useSessionEndings() {
  const showSignedOut = useShowSignedOut();
  const queryClient = useQueryClient();
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void getStaffClient().then((supabase) => {
      if (cancelled) return;
      const { data } = supabase.auth.onAuthStateChange((event) => {
        const current = queryClient.getQueryData<DeskSession>(staffKeys.session());
        if (event === "SIGNED_OUT" && current && current.step !== "signed-out") showSignedOut("ended");
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [queryClient, showSignedOut]);
}

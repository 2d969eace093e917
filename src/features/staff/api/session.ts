import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

import { RequestError } from "@/lib/request-error";

import { throwIfError } from "../lib/call-function";
import { getStaffClient } from "../lib/staff-client";
import { forgetActivity } from "../lib/use-idle-sign-out";
import { type StaffMember, StaffMemberSchema } from "../schemas/records";
import { staffKeys } from "./keys";

/** Why the desk shows its sign-in again. */
export type SignedOutReason = "signed-out" | "no-access" | "idle" | "ended" | "removed" | "role-changed";

/** Where a visitor of the desk stands: each sign-in step in turn, then the desk itself (only at aal2). */
export type DeskSession =
  | { step: "signed-out"; reason?: SignedOutReason }
  | { step: "enrol" }
  | { step: "verify"; factorId: string }
  | { step: "ready"; member: StaffMember };

/** The member's own staff_members row (row-level security shows a user only their own), or null for none. */
async function readMember(userId: string): Promise<StaffMember | null> {
  const supabase = await getStaffClient();
  const { data, error, status } = await supabase
    .from("staff_members")
    .select("user_id,email,role,invited_at")
    .eq("user_id", userId)
    .maybeSingle();
  throwIfError(error, status);
  return data ? StaffMemberSchema.parse(data) : null;
}

async function getDeskSession(): Promise<DeskSession> {
  const supabase = await getStaffClient();
  const { data, error } = await supabase.auth.getSession();
  throwIfError(error);
  if (!data.session) {
    // No tab is signed in, so the next sign-in starts the idle clock afresh.
    forgetActivity();
    return { step: "signed-out" };
  }
  const aal = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  throwIfError(aal.error);
  if (aal.data?.currentLevel !== "aal2") {
    forgetActivity();
    const factors = await supabase.auth.mfa.listFactors();
    throwIfError(factors.error);
    const verified = factors.data?.totp.find((factor) => factor.status === "verified");
    return verified ? { step: "verify", factorId: verified.id } : { step: "enrol" };
  }
  const member = await readMember(data.session.user.id);
  if (!member) {
    // Signed in, but not staff: nothing to show, and no session to keep.
    await supabase.auth.signOut({ scope: "local" });
    return { step: "signed-out", reason: "no-access" };
  }
  return { step: "ready", member };
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
    forgetActivity();
    queryClient.removeQueries({ queryKey: staffKeys.data() });
    const next: DeskSession = { step: "signed-out", reason };
    queryClient.setQueryData(staffKeys.session(), next);
  };
}

/** A read the database refused: a token no longer good, or a permission the member no longer has. */
function isRefusal(error: unknown): boolean {
  if (!(error instanceof RequestError)) return false;
  return error.status === 401 || error.status === 403 || error.code === "42501" || error.code === "PGRST301";
}

/** A read that found nothing at all, which is also what row-level security shows a member who was removed. */
function isEmpty(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  if (data && typeof data === "object" && "total" in data) return data.total === 0;
  return data === null;
}

/** The start of every desk record query's hash (not the session's). */
const DATA_HASH = JSON.stringify(staffKeys.data()).slice(0, -1);

/** At most one membership check in this long, however many reads come back empty at once. */
const RECHECK_EVERY_MS = 5_000;

/**
 * A session that ends elsewhere (signed out everywhere, refresh refused) brings this tab back to the sign-in, and so
 * does a membership that ended or changed: the desk reads the member's row again when a read is refused or comes
 * back empty, and when the window gets focus, and signs out saying why instead of showing an empty desk.
 */
export function useSessionEndings() {
  const showSignedOut = useShowSignedOut();
  const queryClient = useQueryClient();
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    let checkedAt = 0;
    const current = () => queryClient.getQueryData<DeskSession>(staffKeys.session());

    const recheck = async () => {
      const session = current();
      if (session?.step !== "ready" || Date.now() - checkedAt < RECHECK_EVERY_MS) return;
      checkedAt = Date.now();
      let member: StaffMember | null;
      try {
        member = await readMember(session.member.user_id);
      } catch (error) {
        // Unreachable is not removed: only a refusal ends the session.
        if (!isRefusal(error)) return;
        member = null;
      }
      if (cancelled || current()?.step !== "ready") return;
      if (member && member.role === session.member.role) return;
      showSignedOut(member ? "role-changed" : "removed");
      const supabase = await getStaffClient();
      await supabase.auth.signOut({ scope: "local" });
    };

    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || !event.query.queryHash.startsWith(DATA_HASH)) return;
      const { action } = event;
      if (
        (action.type === "success" && isEmpty(action.data)) ||
        (action.type === "error" && isRefusal(action.error))
      )
        void recheck();
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error" && isRefusal(event.action.error))
        void recheck();
    });
    const onFocus = () => void recheck();
    window.addEventListener("focus", onFocus);

    void getStaffClient().then((supabase) => {
      if (cancelled) return;
      const { data } = supabase.auth.onAuthStateChange((event) => {
        const session = current();
        if (event === "SIGNED_OUT" && session && session.step !== "signed-out") showSignedOut("ended");
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    return () => {
      cancelled = true;
      queries();
      mutations();
      window.removeEventListener("focus", onFocus);
      unsubscribe?.();
    };
  }, [queryClient, showSignedOut]);
}

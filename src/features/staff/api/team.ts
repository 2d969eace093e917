import { FunctionsHttpError } from "@supabase/supabase-js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { RequestError } from "@/lib/request-error";

import { throwIfError } from "../lib/call-function";
import { getStaffClient } from "../lib/staff-client";
import { type StaffMember, StaffMemberSchema, type StaffRole } from "../schemas/records";
import { staffKeys } from "./keys";

const STAFF_ADMIN = "staff-admin";

async function getTeam(): Promise<StaffMember[]> {
  const supabase = await getStaffClient();
  const { data, error, status } = await supabase
    .from("staff_members")
    .select("user_id,email,role,invited_at")
    .order("email");
  throwIfError(error, status);
  return StaffMemberSchema.array().parse(data);
}

export function useTeam() {
  return useQuery({ queryKey: staffKeys.team(), queryFn: getTeam });
}

/** Calls the `staff-admin` Edge Function, which checks in the database that the caller is an admin. */
async function callStaffAdmin(body: Record<string, string>): Promise<void> {
  const supabase = await getStaffClient();
  const result: { error: Error | null } = await supabase.functions.invoke(STAFF_ADMIN, { body });
  const { error } = result;
  if (!error) return;
  // An answer with an error status carries the Response; a relay or fetch failure has none.
  const context: unknown = error instanceof FunctionsHttpError ? error.context : undefined;
  if (!(context instanceof Response)) throw new RequestError(error.message, { code: "network" });
  const answer: unknown = await context.json().catch(() => null);
  const said =
    typeof answer === "object" && answer !== null && "error" in answer && typeof answer.error === "string"
      ? answer.error
      : error.message;
  throw new RequestError(said, { status: context.status });
}

function useTeamChange<Input>(call: (input: Input) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.team() }),
  });
}

export function useInviteMember() {
  return useTeamChange(({ email, role }: { email: string; role: StaffRole }) =>
    callStaffAdmin({ action: "invite", email, role }),
  );
}

export function useRemoveMember() {
  return useTeamChange((userId: string) => callStaffAdmin({ action: "remove", user_id: userId }));
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { StaffRole } from "@common/staff-roles";

import { callEdgeFunction } from "../lib/edge-function";
import { throwIfError } from "../lib/call-function";
import { getStaffClient } from "../lib/staff-client";
import { type StaffMember, StaffMemberSchema } from "../schemas/records";
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
  await callEdgeFunction(STAFF_ADMIN, body);
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

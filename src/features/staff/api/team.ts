import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { STAFF_ROLES, type StaffRole } from "@common/staff-roles";

import { z } from "@/lib/zod";

import { callEdgeFunction } from "../lib/edge-function";
import { callFunction } from "../lib/call-function";
import { type TeamMember, TeamMemberSchema } from "../schemas/records";
import { staffKeys } from "./keys";

const STAFF_ADMIN = "staff-admin";
const WAITING = new Set(["queued", "deferred", "sending"]);

/** The team with each member's last sign-in, authenticator and latest invitation, read by the database for admins. */
async function getTeam(): Promise<TeamMember[]> {
  return TeamMemberSchema.array().parse(await callFunction("list_staff_members"));
}

export function useTeam() {
  return useQuery({
    queryKey: staffKeys.team(),
    queryFn: getTeam,
    // While an invitation waits in the outbox, look again soon: the page then says when it was e-mailed.
    refetchInterval: (query) =>
      query.state.data?.some((member) => WAITING.has(member.invitation_status ?? "")) ? 5_000 : false,
  });
}

function useTeamChange<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.team() }),
  });
}

const InvitedSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  previous_role: z.enum(STAFF_ROLES).nullable(),
});
export type Invited = z.infer<typeof InvitedSchema>;

/** Invites through the `staff-admin` Edge Function, which checks in the database that the caller is an admin. */
export function useInviteMember() {
  return useTeamChange(async ({ email, role }: { email: string; role: StaffRole }) =>
    InvitedSchema.parse(await callEdgeFunction(STAFF_ADMIN, { action: "invite", email, role })),
  );
}

export function useRemoveMember() {
  return useTeamChange(async (userId: string) => {
    await callEdgeFunction(STAFF_ADMIN, { action: "remove", user_id: userId });
  });
}

/** Changes another member's role; the answer is the role before, as the database saw it. */
export function useChangeRole() {
  return useTeamChange(async ({ userId, role }: { userId: string; role: StaffRole }) =>
    z.enum(STAFF_ROLES).parse(await callFunction("change_staff_role", { member_id: userId, new_role: role })),
  );
}

export function useResendInvitation() {
  return useTeamChange(async (userId: string) => {
    await callFunction("resend_staff_invitation", { member_id: userId });
  });
}

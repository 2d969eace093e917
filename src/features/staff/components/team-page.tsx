import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { STAFF_ROLES, type StaffRole } from "@common/staff-roles";

import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Table, TableCell, TableRow } from "@/components/ui/table";

import { useStaffMember } from "../api/session";
import { useInviteMember, useRemoveMember, useTeam } from "../api/team";
import { ROLE_LABELS } from "../content";
import { type InviteForm, InviteFormSchema } from "../schemas/forms";
import { ConfirmDialog } from "./confirm-dialog";
import { FailureNotice } from "./failure-notice";
import { Loading } from "./loading";
import { RolePage } from "./role-page";

function Members() {
  const me = useStaffMember();
  const team = useTeam();
  const remove = useRemoveMember();
  if (team.isPending) return <Loading />;
  if (team.isError) return <FailureNotice error={team.error} onRetry={() => void team.refetch()} />;
  return (
    <Table caption="Staff members" columns={["E-mail", "Role"]} actions="Remove">
      {team.data.map((member) => (
        <TableRow key={member.user_id} className="align-middle">
          <TableCell className="break-all">{member.email}</TableCell>
          <TableCell>{ROLE_LABELS[member.role]}</TableCell>
          <TableCell className="text-right">
            {member.user_id === me.user_id ? null : (
              <ConfirmDialog
                trigger={`Remove ${member.email}`}
                title="Remove this member?"
                description={`${member.email} loses access to the desk at once.`}
                confirm="Remove member"
                onConfirm={() => remove.mutateAsync(member.user_id)}
              />
            )}
          </TableCell>
        </TableRow>
      ))}
    </Table>
  );
}

function InviteMember() {
  const invite = useInviteMember();
  const form = useForm<InviteForm, unknown, { email: string; role: StaffRole }>({
    resolver: zodResolver(InviteFormSchema),
    defaultValues: { email: "", role: "hiring" },
  });
  return (
    <form
      noValidate
      className="grid gap-3 sm:max-w-md"
      onSubmit={form.handleSubmit((values) => invite.mutate(values, { onSuccess: () => form.reset() }))}
    >
      <FormField id="invite-email" label="E-mail" error={form.formState.errors.email?.message} required>
        {(control) => <Input {...control} {...form.register("email")} type="email" autoComplete="off" />}
      </FormField>
      <FormField id="invite-role" label="Role" error={form.formState.errors.role?.message}>
        {(control) => (
          <NativeSelect {...control} {...form.register("role")}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {invite.error ? <FailureNotice error={invite.error} /> : null}
      {invite.isSuccess ? <p role="status">Invitation sent.</p> : null}
      <Button type="submit" className="justify-self-start" disabled={invite.isPending}>
        {invite.isPending ? "Inviting…" : "Invite"}
      </Button>
    </form>
  );
}

export function TeamPage() {
  return (
    <RolePage page="team" title="Team">
      <section aria-labelledby="team-members" className="grid gap-3">
        <h2 id="team-members" className="text-lg font-semibold">
          Members
        </h2>
        <Members />
      </section>
      <section aria-labelledby="team-invite" className="grid gap-3">
        <h2 id="team-invite" className="text-lg font-semibold">
          Invite a member
        </h2>
        <InviteMember />
      </section>
    </RolePage>
  );
}

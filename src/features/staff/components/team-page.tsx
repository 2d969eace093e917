import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { STAFF_ROLES, type StaffRole } from "@common/staff-roles";

import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Table, TableCell, TableRow } from "@/components/ui/table";

import { useStaffMember } from "../api/session";
import {
  type Invited,
  useChangeRole,
  useInviteMember,
  useRemoveMember,
  useResendInvitation,
  useTeam,
} from "../api/team";
import { ROLE_LABELS } from "../content";
import { formatWhen } from "../lib/dates";
import { type InviteForm, InviteFormSchema } from "../schemas/forms";
import type { TeamMember } from "../schemas/records";
import { ConfirmDialog } from "./confirm-dialog";
import { FailureNotice } from "./failure-notice";
import { Loading } from "./loading";
import { RolePage } from "./role-page";

const role = (value: StaffRole) => ROLE_LABELS[value].toLowerCase();

/** A button naming a member: a long address wraps instead of widening the page past a phone's screen. */
const WRAPPING = "h-auto min-h-10 py-2 text-left whitespace-normal wrap-anywhere";

/** What an invitation did, in the words the page shows. */
function invitedWords({ email, role: now, previous_role: before }: Invited): string {
  if (before === null) return `Added ${email} as ${role(now)}; invitation queued for e-mail.`;
  if (before === now) return `${email} is already a member as ${role(now)}: nothing changed, no e-mail sent.`;
  return `${email} was already a member: role changed from ${role(before)} to ${role(now)}; no e-mail sent.`;
}

/** Where the member's latest invitation is: the outbox's status in words. */
function invitationWords(member: TeamMember): string {
  const at = member.invitation_at ? formatWhen(member.invitation_at) : "";
  switch (member.invitation_status) {
    case null:
      return "none from the desk";
    case "sent":
      return `e-mailed ${at}`;
    case "queued":
    case "deferred":
    case "sending":
      return member.invitation_error
        ? `waiting to be e-mailed (${member.invitation_error})`
        : "waiting to be e-mailed";
    default:
      return `not delivered (${member.invitation_error ?? member.invitation_status})`;
  }
}

function RoleChange({ member, onDone }: { member: TeamMember; onDone: (words: string) => void }) {
  const change = useChangeRole();
  const [next, setNext] = useState<StaffRole>(member.role);
  const id = `role-${member.user_id}`;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate(
          { userId: member.user_id, role: next },
          {
            onSuccess: (before) =>
              onDone(
                before === next
                  ? `${member.email} is already ${role(next)}: nothing changed.`
                  : `Role of ${member.email} changed from ${role(before)} to ${role(next)}.`,
              ),
          },
        );
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor={id} className="wrap-anywhere">
          Role of {member.email}
        </Label>
        <NativeSelect id={id} value={next} onChange={(event) => setNext(event.target.value as StaffRole)}>
          {STAFF_ROLES.map((value) => (
            <option key={value} value={value}>
              {ROLE_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" variant="outline" disabled={change.isPending || next === member.role}>
        {change.isPending ? "Changing…" : "Change role"}
      </Button>
      {change.error ? <FailureNotice error={change.error} /> : null}
    </form>
  );
}

function MemberActions({ member, onDone }: { member: TeamMember; onDone: (words: string) => void }) {
  const resend = useResendInvitation();
  const remove = useRemoveMember();
  return (
    <div className="grid gap-3">
      <RoleChange member={member} onDone={onDone} />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          className={WRAPPING}
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(member.user_id, {
              onSuccess: () => onDone(`Invitation to ${member.email} queued for e-mail again.`),
            })
          }
        >
          {resend.isPending ? "Resending…" : `Resend invitation to ${member.email}`}
        </Button>
        <ConfirmDialog
          trigger={`Remove ${member.email}`}
          title="Remove this member?"
          description={`${member.email} loses access to the desk at once.`}
          confirm="Remove member"
          onConfirm={async () => {
            await remove.mutateAsync(member.user_id);
            onDone(`Removed ${member.email}; they are signed out.`);
          }}
        />
      </div>
      {resend.error ? <FailureNotice error={resend.error} /> : null}
    </div>
  );
}

function Members({ onDone }: { onDone: (words: string) => void }) {
  const me = useStaffMember();
  const team = useTeam();
  if (team.isPending) return <Loading />;
  if (team.isError) return <FailureNotice error={team.error} onRetry={() => void team.refetch()} />;
  return (
    <Table
      caption="Staff members"
      columns={["Member", "Role", "Last sign-in", "Authenticator", "Invitation"]}
      actions="Change, resend or remove"
    >
      {team.data.map((member) => (
        <TableRow key={member.user_id}>
          <TableCell className="font-medium break-all">
            {member.email}
            {member.user_id === me.user_id ? " · you" : ""}
          </TableCell>
          <TableCell>{ROLE_LABELS[member.role]}</TableCell>
          <TableCell>
            {member.last_sign_in_at ? (
              <time dateTime={member.last_sign_in_at}>{formatWhen(member.last_sign_in_at)}</time>
            ) : (
              "never"
            )}
          </TableCell>
          <TableCell>{member.authenticator ? "set up" : "not set up yet"}</TableCell>
          <TableCell>{invitationWords(member)}</TableCell>
          <TableCell>
            {member.user_id === me.user_id ? null : <MemberActions member={member} onDone={onDone} />}
          </TableCell>
        </TableRow>
      ))}
    </Table>
  );
}

function InviteMember({ onDone }: { onDone: (words: string) => void }) {
  const invite = useInviteMember();
  const form = useForm<InviteForm, unknown, { email: string; role: StaffRole }>({
    resolver: zodResolver(InviteFormSchema),
    defaultValues: { email: "", role: "hiring" },
  });
  return (
    <form
      noValidate
      className="grid gap-3 sm:max-w-md"
      onSubmit={form.handleSubmit((values) =>
        invite.mutate(values, {
          onSuccess: (invited) => {
            form.reset();
            onDone(invitedWords(invited));
          },
        }),
      )}
    >
      <FormField id="invite-email" label="E-mail" error={form.formState.errors.email?.message} required>
        {(control) => <Input {...control} {...form.register("email")} type="email" autoComplete="off" />}
      </FormField>
      <FormField id="invite-role" label="Role" error={form.formState.errors.role?.message}>
        {(control) => (
          <NativeSelect {...control} {...form.register("role")}>
            {STAFF_ROLES.map((value) => (
              <option key={value} value={value}>
                {ROLE_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {invite.error ? <FailureNotice error={invite.error} /> : null}
      <Button type="submit" className="justify-self-start" disabled={invite.isPending}>
        {invite.isPending ? "Inviting…" : "Invite"}
      </Button>
    </form>
  );
}

export function TeamPage() {
  const [done, setDone] = useState("");
  return (
    <RolePage page="team" title="Team">
      <p role="status" className="min-h-6 font-medium break-words">
        {done}
      </p>
      <section aria-labelledby="team-members" className="grid gap-3">
        <h2 id="team-members" className="text-lg font-semibold">
          Members
        </h2>
        <Members onDone={setDone} />
      </section>
      <section aria-labelledby="team-invite" className="grid gap-3">
        <h2 id="team-invite" className="text-lg font-semibold">
          Invite a member
        </h2>
        <InviteMember onDone={setDone} />
      </section>
    </RolePage>
  );
}

import { useId, useState } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Table, TableCell, TableHead, TableRow } from "@/components/ui/table";

import {
  type Funnel,
  type Wave,
  type WaveChoice,
  type WavePerson,
  useCancelWave,
  useCreateWave,
  useFunnel,
  usePreviewWave,
  useRetryWave,
  useSendWave,
  useWaveMembers,
  useWaves,
} from "../api/waves";
import { SIGNUP_ROLE_OPTIONS, SIGNUP_SOURCE_OPTIONS, signupRoleLabel, signupSourceLabel } from "../content";
import { endOfDay, formatWhen, startOfDay } from "../lib/dates";
import { ConfirmDialog } from "./confirm-dialog";
import { FailureNotice } from "./failure-notice";
import { Loading } from "./loading";
import { OptionSelect } from "./option-select";

const MAX_WAVE = 1000;

/** The form's values as a wave choice, or what is wrong with them. */
function readChoice(form: HTMLFormElement): WaveChoice | string {
  const data = new FormData(form);
  const value = (name: string) => {
    const entry = data.get(name);
    return typeof entry === "string" && entry !== "" ? entry : undefined;
  };
  const size = Number(value("size"));
  if (!Number.isInteger(size) || size < 1 || size > MAX_WAVE) return `A wave has 1 to ${MAX_WAVE} people.`;
  const from = value("from");
  const to = value("to");
  const signedUpFrom = from ? startOfDay(from)?.toISOString() : undefined;
  const signedUpBefore = to ? endOfDay(to)?.toISOString() : undefined;
  if ((from && !signedUpFrom) || (to && !signedUpBefore)) return "Enter the sign-up dates as days.";
  if (signedUpFrom && signedUpBefore && signedUpBefore <= signedUpFrom)
    return "The last sign-up day comes before the first.";
  return { role: value("role"), source: value("source"), signedUpFrom, signedUpBefore, size };
}

function People({ people, caption }: { people: WavePerson[]; caption: string }) {
  return (
    <Table
      caption={caption}
      showCaption
      className="table-fixed"
      columns={["Place", "Name", "E-mail", "Role", "Source", "Status"]}
    >
      {people.map((person) => (
        <TableRow key={person.signup_id}>
          <TableCell>{person.place}</TableCell>
          <TableHead scope="row" className="font-medium">
            {person.name}
          </TableHead>
          <TableCell className="break-all">{person.email}</TableCell>
          <TableCell>{signupRoleLabel(person.role)}</TableCell>
          <TableCell>{person.source ? signupSourceLabel(person.source) : "no source"}</TableCell>
          <TableCell>{personStatus(person)}</TableCell>
        </TableRow>
      ))}
    </Table>
  );
}

function personStatus(person: WavePerson): string {
  if (person.accepted_at) return `accepted ${formatWhen(person.accepted_at)}`;
  if (person.invited_at) return `invited ${formatWhen(person.invited_at)}`;
  if (person.status === "cancelled") return "withdrawn";
  if (person.mail_status === "failed" || person.mail_status === "suppressed")
    return `not sent: ${person.last_error ?? person.mail_status}`;
  if (person.status === "queued") return "waiting to be sent";
  if (person.status === "selected") return "selected";
  return person.referrals ? `in line, ${person.referrals} referrals` : "in line";
}

function NewWave() {
  const id = useId();
  const preview = usePreviewWave();
  const create = useCreateWave();
  const [choice, setChoice] = useState<WaveChoice | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <section aria-labelledby={`${id}-new`} className="grid gap-3">
      <h3 id={`${id}-new`} className="font-semibold">
        New wave
      </h3>
      <form
        noValidate
        aria-label="Choose a wave"
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          const read = readChoice(event.currentTarget);
          create.reset();
          if (typeof read === "string") {
            setProblem(read);
            return;
          }
          setProblem(null);
          setChoice(read);
          preview.mutate(read);
        }}
      >
        <OptionSelect
          id={`${id}-role`}
          name="role"
          label="Role"
          options={SIGNUP_ROLE_OPTIONS}
          optionLabel={signupRoleLabel}
        />
        <OptionSelect
          id={`${id}-source`}
          name="source"
          label="Source"
          options={SIGNUP_SOURCE_OPTIONS}
          optionLabel={signupSourceLabel}
        />
        <div className="grid gap-2">
          <Label htmlFor={`${id}-from`}>Signed up from</Label>
          <Input id={`${id}-from`} name="from" type="date" />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-to`}>Signed up until</Label>
          <Input id={`${id}-to`} name="to" type="date" />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-size`}>People, at most</Label>
          <Input id={`${id}-size`} name="size" type="number" min={1} max={MAX_WAVE} defaultValue={50} />
        </div>
        <Button type="submit" disabled={preview.isPending}>
          {preview.isPending ? "Previewing…" : "Preview wave"}
        </Button>
      </form>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      {preview.error ? (
        <FailureNotice error={preview.error} onRetry={() => choice && preview.mutate(choice)} />
      ) : null}
      {preview.data && choice ? (
        preview.data.length === 0 ? (
          <p role="status">Nobody in line matches these filters.</p>
        ) : (
          <div className="grid gap-3">
            <People people={preview.data} caption={`Next ${preview.data.length} in line`} />
            <Button
              type="button"
              className="justify-self-start"
              disabled={create.isPending || create.isSuccess}
              onClick={() => create.mutate(choice)}
            >
              {create.isPending ? "Choosing…" : `Choose these ${preview.data.length}`}
            </Button>
            {create.isSuccess ? (
              <p role="status">Wave chosen. Nothing is sent until you send it below.</p>
            ) : null}
            {create.error ? (
              <FailureNotice error={create.error} onRetry={() => create.mutate(choice)} />
            ) : null}
          </div>
        )
      ) : null}
    </section>
  );
}

function waveStatus(wave: Wave): string {
  if (wave.status === "cancelled") return "cancelled";
  if (wave.status === "selected") return `${wave.selected} selected, not sent`;
  const parts = [`${wave.sent} sent`];
  if (wave.waiting > 0)
    parts.push(
      wave.send_at && new Date(wave.send_at) > new Date()
        ? `${wave.waiting} scheduled for ${formatWhen(wave.send_at)}`
        : `${wave.waiting} waiting`,
    );
  if (wave.failed > 0) parts.push(`${wave.failed} failed`);
  parts.push(`${wave.accepted} accepted`);
  return parts.join(", ");
}

function WaveActions({ wave }: { wave: Wave }) {
  const id = useId();
  const send = useSendWave();
  const cancel = useCancelWave();
  const retry = useRetryWave();
  const [when, setWhen] = useState("");
  const error = send.error ?? retry.error;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end gap-2">
        {wave.status === "selected" ? (
          <>
            <Button type="button" disabled={send.isPending} onClick={() => send.mutate({ id: wave.id })}>
              Send now
            </Button>
            <div className="grid gap-1">
              <Label htmlFor={`${id}-when`}>Send at</Label>
              <Input
                id={`${id}-when`}
                type="datetime-local"
                value={when}
                onChange={(event) => setWhen(event.target.value)}
              />
            </div>
            <Button
              type="button"
              variant="outline"
              disabled={send.isPending || when === ""}
              onClick={() => send.mutate({ id: wave.id, sendAt: new Date(when).toISOString() })}
            >
              Schedule
            </Button>
          </>
        ) : null}
        {wave.status !== "cancelled" && (wave.status === "selected" || wave.waiting > 0) ? (
          <ConfirmDialog
            trigger="Cancel wave"
            title="Cancel this wave?"
            description="Invitations that have not left are withdrawn, and those people go back in line."
            confirm="Cancel wave"
            onConfirm={() => cancel.mutateAsync(wave.id)}
          />
        ) : null}
        {wave.status === "scheduled" && wave.failed > 0 ? (
          <Button
            type="button"
            variant="outline"
            disabled={retry.isPending}
            onClick={() => retry.mutate(wave.id)}
          >
            Send the failed ones again
          </Button>
        ) : null}
      </div>
      {error ? <FailureNotice error={error} /> : null}
    </div>
  );
}

/** The wave's people with each one's state: selected, waiting, invited, accepted, withdrawn or not sent. */
function WaveMembers({ id }: { id: string }) {
  const members = useWaveMembers(id);
  if (members.isPending) return <Loading />;
  if (members.isError) return <FailureNotice error={members.error} onRetry={() => void members.refetch()} />;
  return <People people={members.data} caption="People in this wave" />;
}

function WavePeople({ id }: { id: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? "Hide people" : "Show people"}
      </Button>
      {open ? <WaveMembers id={id} /> : null}
    </div>
  );
}

function WaveList() {
  const waves = useWaves();
  if (waves.isPending) return <Loading />;
  if (waves.isError) return <FailureNotice error={waves.error} onRetry={() => void waves.refetch()} />;
  if (waves.data.length === 0) return <p>No waves yet.</p>;
  return (
    <ul className="grid gap-2" aria-label="Waves">
      {waves.data.map((wave) => (
        <li key={wave.id} className="grid gap-2 rounded-md border p-3">
          <p className="font-medium">
            Wave of {formatWhen(wave.created_at)} by {wave.created_by_email}
          </p>
          <p className="text-sm" data-testid="wave-status">
            {waveStatus(wave)}
          </p>
          <WaveActions wave={wave} />
          <WavePeople id={wave.id} />
        </li>
      ))}
    </ul>
  );
}

const FUNNEL_TITLES: Record<keyof Funnel, string> = { role: "Role", source: "Source", wave: "Wave" };

function FunnelTable({ funnel, dimension }: { funnel: Funnel; dimension: keyof Funnel }) {
  const label = (key: string) =>
    dimension === "role"
      ? signupRoleLabel(key)
      : dimension === "source"
        ? signupSourceLabel(key)
        : key.slice(0, 8);
  return (
    <Table
      caption={`Per ${FUNNEL_TITLES[dimension].toLowerCase()}`}
      showCaption
      className="table-fixed"
      columns={[FUNNEL_TITLES[dimension], "Signed up", "Confirmed", "Invited", "Accepted"]}
    >
      {funnel[dimension].map((row) => (
        <TableRow key={row.key}>
          <TableHead scope="row" className="font-medium">
            {label(row.key)}
          </TableHead>
          <TableCell>{row.signed_up}</TableCell>
          <TableCell>{row.confirmed}</TableCell>
          <TableCell>{row.invited}</TableCell>
          <TableCell>{row.accepted}</TableCell>
        </TableRow>
      ))}
    </Table>
  );
}

/** Signed up → confirmed → invited → accepted, per role, per source and per wave. */
export function FunnelSection() {
  const funnel = useFunnel();
  return (
    <section aria-labelledby="signups-funnel" className="grid gap-3">
      <h2 id="signups-funnel" className="text-lg font-semibold">
        Funnel
      </h2>
      {funnel.isPending ? (
        <Loading />
      ) : funnel.isError ? (
        <FailureNotice error={funnel.error} onRetry={() => void funnel.refetch()} />
      ) : (
        (["role", "source", "wave"] as const).map((dimension) => (
          <FunnelTable key={dimension} funnel={funnel.data} dimension={dimension} />
        ))
      )}
    </section>
  );
}

/** Waves: people from the line, previewed, chosen, then sent now or at a time, or cancelled before they leave. */
export function WavesSection() {
  return (
    <section aria-labelledby="signups-waves" className="grid gap-4">
      <h2 id="signups-waves" className="text-lg font-semibold">
        Waves
      </h2>
      <NewWave />
      <WaveList />
    </section>
  );
}

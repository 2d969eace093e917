import { useSearchParams } from "react-router";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Table, TableCell, TableHead, TableRow } from "@/components/ui/table";

import {
  SIGNUP_STATUSES,
  type SignupFilters,
  type SignupStatus,
  useEraseSignup,
  useExportSignups,
  useSignupCounts,
  useSignups,
} from "../api/signups";
import { SIGNUP_ROLE_OPTIONS, SIGNUP_SOURCE_OPTIONS, signupRoleLabel, signupSourceLabel } from "../content";
import { formatWhen } from "../lib/dates";
import { ConfirmDialog } from "./confirm-dialog";
import { ExportButton } from "./export-button";
import { OptionSelect } from "./option-select";
import { FilterForm } from "./filter-form";
import { FailureNotice } from "./failure-notice";
import { Loading } from "./loading";
import { Pager, usePageParam } from "./pager";
import { RolePage } from "./role-page";
import { FunnelSection, WavesSection } from "./waves-section";

function useFilters(): SignupFilters {
  const [params] = useSearchParams();
  const status = params.get("status");
  return {
    page: usePageParam(),
    role: params.get("role") || undefined,
    source: params.get("source") || undefined,
    status: SIGNUP_STATUSES.includes(status as SignupStatus) ? (status as SignupStatus) : undefined,
    text: params.get("q") || undefined,
  };
}

/** A filter of the list, its choice read from the URL. */
function Select(props: {
  name: string;
  label: string;
  options: readonly string[];
  optionLabel?: (option: string) => string;
}) {
  const [params] = useSearchParams();
  return <OptionSelect id={`signups-${props.name}`} defaultValue={params.get(props.name) ?? ""} {...props} />;
}

function Counts() {
  const counts = useSignupCounts();
  if (counts.isPending) return <Loading />;
  if (counts.isError) return <FailureNotice error={counts.error} onRetry={() => void counts.refetch()} />;
  return (
    <Table className="table-fixed" columns={["Role", "All", "Confirmed", "Unconfirmed", "Unsubscribed"]}>
      {counts.data.map((count) => (
        <TableRow key={signupRoleLabel(count.role)}>
          <TableHead scope="row" className="font-medium">
            {signupRoleLabel(count.role)}
          </TableHead>
          <TableCell>{count.total}</TableCell>
          <TableCell>{count.confirmed}</TableCell>
          <TableCell>{count.unconfirmed}</TableCell>
          <TableCell>{count.suppressed}</TableCell>
        </TableRow>
      ))}
    </Table>
  );
}

function SignupList() {
  const filters = useFilters();
  const signups = useSignups(filters);
  const erase = useEraseSignup();
  if (signups.isPending) return <Loading />;
  if (signups.isError) return <FailureNotice error={signups.error} onRetry={() => void signups.refetch()} />;
  return (
    <section aria-labelledby="signups-results" className="grid gap-4">
      <h2 id="signups-results" className="text-lg font-semibold">
        {signups.data.total === 0 ? "No sign-ups match" : "Newest first"}
      </h2>
      {signups.data.total === 0 ? null : (
        <Table
          caption="Sign-ups, newest first"
          columns={["Name", "E-mail", "Company, role, source", "Status", "Signed up"]}
          actions="Erase"
        >
          {signups.data.rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell className="font-medium">{row.name}</TableCell>
              <TableCell className="break-all">{row.email}</TableCell>
              <TableCell>
                {row.company} · {signupRoleLabel(row.role)} ·{" "}
                {row.source ? signupSourceLabel(row.source) : "no source"}
              </TableCell>
              <TableCell>
                {row.confirmed_at ? "confirmed" : "unconfirmed"}
                {row.suppressed ? " · unsubscribed" : ""}
              </TableCell>
              <TableCell>
                <time dateTime={row.created_at}>{formatWhen(row.created_at)}</time>
              </TableCell>
              <TableCell className="text-right">
                <ConfirmDialog
                  trigger={`Erase ${row.name}`}
                  title="Erase this sign-up?"
                  description={`${row.name} (${row.email}) is removed for good.`}
                  confirm="Erase sign-up"
                  onConfirm={() => erase.mutateAsync(row.id)}
                />
              </TableCell>
            </TableRow>
          ))}
        </Table>
      )}
      <Pager page={filters.page} total={signups.data.total} label="Sign-ups" />
    </section>
  );
}

function SignupsExport() {
  const { role, source, status, text } = useFilters();
  const exportSignups = useExportSignups();
  return (
    <ExportButton
      exporting={exportSignups}
      filters={{ role, source, status, text }}
      noun={["sign-up", "sign-ups"]}
    />
  );
}

export function SignupsPage() {
  const [params] = useSearchParams();
  return (
    <RolePage page="signups" title="Sign-ups">
      <section aria-labelledby="signups-counts" className="grid gap-2">
        <h2 id="signups-counts" className="text-lg font-semibold">
          Sign-ups per role
        </h2>
        <Counts />
      </section>
      <FunnelSection />
      <WavesSection />
      <SignupsExport />
      <FilterForm label="Filter sign-ups" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        <div className="grid gap-2">
          <Label htmlFor="signups-q">Name or e-mail</Label>
          <Input id="signups-q" name="q" type="search" defaultValue={params.get("q") ?? ""} />
        </div>
        <Select name="role" label="Role" options={SIGNUP_ROLE_OPTIONS} optionLabel={signupRoleLabel} />
        <Select
          name="source"
          label="Source"
          options={SIGNUP_SOURCE_OPTIONS}
          optionLabel={signupSourceLabel}
        />
        <Select name="status" label="Status" options={SIGNUP_STATUSES} />
        <Button type="submit">Filter</Button>
      </FilterForm>
      <SignupList />
    </RolePage>
  );
}

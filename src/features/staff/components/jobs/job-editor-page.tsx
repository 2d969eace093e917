import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";

import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { COUNTRY_CODES, EMPLOYMENT_TYPES, PAY_UNITS, WORKPLACES } from "@/config/jobs";
import { RequestError } from "@/lib/request-error";

import { type JobMove, useCreateJob, useDeskJob, useReloadJob, useSaveJob } from "@/features/staff/api/jobs";
import { JOBS, PAGE_PATHS, jobPath } from "@/features/staff/content";
import { formatWhen, toDateTimeInput } from "@/features/staff/lib/dates";
import { useEditorFlow } from "@/features/staff/lib/use-editor-flow";
import { stalePostSave } from "@/features/staff/lib/stale-change";
import {
  type DeskJob,
  type JobFields,
  type JobForm,
  JobFormSchema,
  jobState,
  opensAtProblem,
  saysWhere,
} from "@/features/staff/schemas/jobs";
import { isSlugTaken } from "@/features/staff/schemas/posts";
import * as Editor from "../editor-parts";
import { FailureNotice } from "../failure-notice";
import { RolePage } from "../role-page";
import { ScheduleField } from "../schedule-field";
import { ReloadNotice } from "../stale-notice";
import { JobOnSite, JobStateBadge } from "./job-status";

const FIELDS = JOBS.fields;
const ACTIONS = JOBS.actions;

/** The form's values of a saved job, or of a new one. */
function formOf(job: DeskJob | null): JobForm {
  const amount = (value: number | null | undefined) => (value == null ? "" : String(value));
  return {
    title: job?.title ?? "",
    slug: job?.slug ?? "",
    department: job?.department ?? "",
    body: { json: job?.description_json ?? null, html: job?.description_html ?? "" },
    city: job?.city ?? "",
    region: job?.region ?? "",
    country: job?.country ?? "",
    workplace: job?.workplace ?? "on_site",
    remoteCountries: job?.remote_countries.join(", ") ?? "",
    employmentType: job?.employment_type ?? "FULL_TIME",
    payMin: amount(job?.pay_min),
    payMax: amount(job?.pay_max),
    payCurrency: job?.pay_currency ?? "",
    payUnit: job?.pay_unit ?? "",
    closesAt: job?.closes_at ? toDateTimeInput(job.closes_at) : "",
  };
}

function doneWords(move: JobMove, created: boolean, job: DeskJob): string {
  switch (move.to) {
    case "open":
      return JOBS.done.opened;
    case "scheduled":
      return JOBS.done.scheduled(formatWhen(job.opens_at ?? move.opensAt));
    case "closed":
      return JOBS.done.closed;
    case "archived":
      return JOBS.done.archived;
    case "keep":
      return created ? JOBS.done.created : JOBS.done.saved;
  }
}

/** A check of the lifecycle refused the times (a closing time passed, an opening time ahead). */
const isRefusedNow = (error: unknown) => error instanceof RequestError && error.code === "23514";

/**
 * The database refused a new address for a job that has been published: its slug is fixed from then on, and that
 * check comes before the times'. Only a form kept from before the job opened can still hold another address.
 */
const isSlugRefused = (error: unknown, job: DeskJob | null, slug: string | undefined) =>
  isRefusedNow(error) && job?.first_published_at != null && slug !== undefined && slug !== job.slug;

const countryName = (() => {
  const names = new Intl.DisplayNames(["en"], { type: "region" });
  return (code: string) => `${names.of(code) ?? code} (${code})`;
})();

/**
 * The job's fields, description and lifecycle actions. What the member types is kept in the tab as it is typed
 * (through an idle sign-out or a refused save) and cleared once saved.
 */
function JobEditor({ job }: { job: DeskJob | null }) {
  const id = job?.id ?? "new";
  const reload = useReloadJob(id);
  const flow = useEditorFlow<JobForm, JobMove>(`job:${id}`, formOf(null), { to: "keep" });
  const form = useForm<JobForm, unknown, JobFields>({
    resolver: zodResolver(JobFormSchema),
    defaultValues: flow.restored ?? formOf(job),
  });
  const create = useCreateJob();
  const save = useSaveJob(id);
  const failed = job ? save : create;
  const busy = create.isPending || save.isPending;
  const stale = stalePostSave(save.error);
  const slugTaken = isSlugTaken(failed.error);
  const slugRefused = isSlugRefused(save.error, job, save.variables?.fields.slug);
  const keep = () => flow.keep(form.getValues());
  const slugFixed = job?.first_published_at != null;
  const state = job ? jobState(job) : "draft";
  const workplace = useWatch({ control: form.control, name: "workplace" });

  const run = (move: JobMove) => {
    if (busy) return;
    flow.begin(move);
    create.reset();
    save.reset();
    void form.handleSubmit((fields) => {
      const opening =
        move.to === "open" || move.to === "scheduled" || (move.to === "keep" && state === "open");
      if (opening && !saysWhere(fields)) {
        form.setError(
          fields.workplace === "remote" ? "remoteCountries" : "country",
          { message: JOBS.where },
          { shouldFocus: true },
        );
        return;
      }
      const closesAtChanged = fields.closesAt !== (job?.closes_at ? toDateTimeInput(job.closes_at) : "");
      if (
        fields.closesAt !== "" &&
        move.to !== "closed" &&
        move.to !== "archived" &&
        (closesAtChanged || move.to === "open") &&
        new Date(fields.closesAt).getTime() <= Date.now()
      ) {
        form.setError("closesAt", { message: JOBS.closesAtPassed }, { shouldFocus: true });
        return;
      }
      const onError = (error: unknown) => {
        if (isSlugTaken(error)) form.setError("slug", { message: JOBS.slugTaken }, { shouldFocus: true });
        if (job && isSlugRefused(error, job, fields.slug)) {
          form.setValue("slug", job.slug);
          keep();
          form.setError("slug", { message: JOBS.slugKept }, { shouldFocus: true });
        }
      };
      if (!job) {
        create.mutate(
          { fields, move },
          {
            onSuccess: (created) => flow.created(jobPath(created.id), doneWords(move, true, created)),
            onError,
          },
        );
        return;
      }
      save.mutate(
        { version: job.version, fields, move },
        {
          onSuccess: (saved) => {
            form.reset(formOf(saved));
            flow.stored(doneWords(move, false, saved));
          },
          onError,
        },
      );
    })();
  };

  const errors = form.formState.errors;
  const actionButton = (label: string, move: JobMove) => (
    <Editor.Action busy={busy} onClick={() => run(move)}>
      {label}
    </Editor.Action>
  );
  return (
    <div className="grid gap-6">
      {job ? (
        <Editor.Header
          badge={<JobStateBadge job={job} />}
          saved={`${JOBS.version(job.version)}${JOBS.savedAt(formatWhen(job.updated_at), job.saved_by_schedule)}`}
          onSite={<JobOnSite job={job} />}
        />
      ) : null}
      {flow.restored ? <p className="text-sm">{JOBS.kept}</p> : null}
      <Editor.Form onChange={keep} onSave={() => run({ to: "keep" })}>
        <Editor.TitleAndSlug idPrefix="job" words={FIELDS} form={form} fixed={slugFixed} onFill={keep} />
        <FormField id="job-department" label={FIELDS.department} error={errors.department?.message} required>
          {(control) => <Input {...control} {...form.register("department")} />}
        </FormField>
        <Editor.RichTextField
          id="job-description"
          label={FIELDS.description}
          error={errors.body?.html?.message}
          initial={form.getValues("body")}
          onChange={(body) => {
            form.setValue("body", body, { shouldDirty: true });
            keep();
          }}
        />

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">{FIELDS.place}</legend>
          <FormField id="job-workplace" label={FIELDS.workplace}>
            {(control) => (
              <NativeSelect {...control} {...form.register("workplace")}>
                {WORKPLACES.map((value) => (
                  <option key={value} value={value}>
                    {JOBS.workplaces[value]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id="job-employment-type" label={FIELDS.employmentType}>
            {(control) => (
              <NativeSelect {...control} {...form.register("employmentType")}>
                {EMPLOYMENT_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {JOBS.employmentTypes[value]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id="job-city" label={FIELDS.city} error={errors.city?.message}>
            {(control) => <Input {...control} {...form.register("city")} autoComplete="off" />}
          </FormField>
          <FormField id="job-region" label={FIELDS.region} error={errors.region?.message}>
            {(control) => <Input {...control} {...form.register("region")} autoComplete="off" />}
          </FormField>
          <FormField
            id="job-country"
            label={FIELDS.country}
            error={errors.country?.message}
            description={FIELDS.countryHint}
          >
            {(control) => (
              <NativeSelect {...control} {...form.register("country")}>
                <option value="">{FIELDS.noCountry}</option>
                {COUNTRY_CODES.map((code) => (
                  <option key={code} value={code}>
                    {countryName(code)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {workplace === "remote" || errors.remoteCountries ? (
            <FormField
              id="job-remote-countries"
              label={FIELDS.remoteCountries}
              error={errors.remoteCountries?.message}
              description={FIELDS.remoteCountriesHint}
            >
              {(control) => <Input {...control} {...form.register("remoteCountries")} autoComplete="off" />}
            </FormField>
          ) : null}
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">{FIELDS.pay}</legend>
          <FormField id="job-pay-min" label={FIELDS.payMin} error={errors.payMin?.message}>
            {(control) => <Input {...control} {...form.register("payMin")} inputMode="decimal" />}
          </FormField>
          <FormField id="job-pay-max" label={FIELDS.payMax} error={errors.payMax?.message}>
            {(control) => <Input {...control} {...form.register("payMax")} inputMode="decimal" />}
          </FormField>
          <FormField
            id="job-pay-currency"
            label={FIELDS.payCurrency}
            error={errors.payCurrency?.message}
            description={FIELDS.payCurrencyHint}
          >
            {(control) => (
              <Input {...control} {...form.register("payCurrency")} autoComplete="off" maxLength={3} />
            )}
          </FormField>
          <FormField id="job-pay-unit" label={FIELDS.payUnit} error={errors.payUnit?.message}>
            {(control) => (
              <NativeSelect {...control} {...form.register("payUnit")}>
                <option value="">{FIELDS.noPayUnit}</option>
                {PAY_UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {JOBS.payUnits[unit]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </fieldset>

        <div className="grid gap-2 sm:max-w-md">
          <FormField
            id="job-closes-at"
            label={FIELDS.closesAt}
            error={errors.closesAt?.message}
            description={FIELDS.closesAtHint}
          >
            {(control) => (
              <Input {...control} {...form.register("closesAt")} type="datetime-local" step={1} />
            )}
          </FormField>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="justify-self-start"
            onClick={() => {
              form.setValue("closesAt", "", { shouldDirty: true });
              keep();
            }}
          >
            {ACTIONS.clearClosesAt}
          </Button>
        </div>

        {stale && job ? (
          <ReloadNotice
            text={JOBS.stale(stale.by, stale.at ? formatWhen(stale.at) : null)}
            reload={reload}
            onReloaded={() => save.reset()}
          />
        ) : slugRefused ? null : failed.error && isRefusedNow(failed.error) ? (
          <div role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
            {JOBS.refusedNow}
          </div>
        ) : failed.error && !slugTaken ? (
          <FailureNotice error={failed.error} onRetry={() => run(flow.last)} />
        ) : null}

        <Editor.Actions busy={busy} draft={state === "draft"} words={ACTIONS}>
          {state !== "open" ? actionButton(ACTIONS.openNow, { to: "open" }) : null}
          {state === "open" || state === "scheduled"
            ? actionButton(ACTIONS.closeNow, { to: "closed" })
            : null}
          {job && state !== "archived" ? actionButton(ACTIONS.archive, { to: "archived" }) : null}
        </Editor.Actions>

        {state !== "open" ? (
          <ScheduleField
            key={job?.version}
            label={FIELDS.opensAt}
            hint={FIELDS.opensAtHint}
            action={ACTIONS.schedule}
            initial={job && state === "scheduled" ? job.opens_at : null}
            problem={opensAtProblem}
            busy={busy}
            onSchedule={(opensAt) => run({ to: "scheduled", opensAt })}
          />
        ) : null}
      </Editor.Form>
      <Editor.Outcome done={flow.done} />
      <Editor.BackToList to={PAGE_PATHS.jobs} label={ACTIONS.backToJobs} />
    </div>
  );
}

function SavedJob({ id }: { id: string }) {
  return (
    <Editor.Saved query={useDeskJob(id)} notFound={JOBS.notFound}>
      {(job) => <JobEditor job={job} />}
    </Editor.Saved>
  );
}

/** `/staff/jobs/new` (no id) and `/staff/jobs/:id`. */
export function JobEditorPage({ id }: { id?: string }) {
  return (
    <RolePage page="jobs" title={id ? JOBS.editTitle : JOBS.newTitle}>
      {id ? <SavedJob key={id} id={id} /> : <JobEditor job={null} />}
    </RolePage>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";

import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { COUNTRY_CODES, EMPLOYMENT_TYPES, PAY_UNITS, WORKPLACES } from "@/config/jobs";
import { RequestError } from "@/lib/request-error";

import { type JobMove, useCreateJob, useDeskJob, useReloadJob, useSaveJob } from "@/features/staff/api/jobs";
import { JOBS, PAGE_PATHS, jobPath } from "@/features/staff/content";
import { formatWhen } from "@/features/staff/lib/dates";
import { useKeptText } from "@/features/staff/lib/kept-text";
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
import { slugFrom } from "@/features/staff/schemas/posts";
import { FailureNotice } from "../failure-notice";
import { Loading } from "../loading";
import { RichTextEditor } from "../posts/rich-text-editor";
import { RolePage } from "../role-page";
import { ScheduleField } from "../schedule-field";
import { ReloadNotice } from "../stale-notice";
import { JobOnSite, JobStateBadge } from "./job-status";

const FIELDS = JOBS.fields;
const ACTIONS = JOBS.actions;

/** `yyyy-mm-ddThh:mm:ss` in the viewer's zone, for the datetime-local fields. */
function localInput(iso: string): string {
  const when = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}T${pad(when.getHours())}:${pad(
    when.getMinutes(),
  )}:${pad(when.getSeconds())}`;
}

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
    closesAt: job?.closes_at ? localInput(job.closes_at) : "",
  };
}

/** The unsaved form this tab kept for the job (through a sign-out or a reload), if any. */
function readKeptJob(text: string): JobForm | null {
  if (text === "") return null;
  try {
    const value: unknown = JSON.parse(text);
    return JobFormSchema.safeParse(value).success ? (value as JobForm) : null;
  } catch {
    return null;
  }
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

/** Postgres's unique violation: another job has the slug. */
const isSlugTaken = (error: unknown) => error instanceof RequestError && error.code === "23505";
/** A check of the lifecycle refused the times (a closing time passed, an opening time ahead). */
const isRefusedNow = (error: unknown) => error instanceof RequestError && error.code === "23514";

const countryName = (() => {
  const names = new Intl.DisplayNames(["en"], { type: "region" });
  return (code: string) => `${names.of(code) ?? code} (${code})`;
})();

/**
 * The job's fields, description and lifecycle actions. What the member types is kept in the tab as it is typed
 * (through an idle sign-out or a refused save) and cleared once saved.
 */
function JobEditor({ job }: { job: DeskJob | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const id = job?.id ?? "new";
  const reload = useReloadJob(id);
  const kept = useKeptText(`job:${id}`);
  const [restored] = useState(() => readKeptJob(kept.initial()));
  const form = useForm<JobForm, unknown, JobFields>({
    resolver: zodResolver(JobFormSchema),
    defaultValues: restored ?? formOf(job),
  });
  const [done, setDone] = useState(() => (location.state as { done?: string } | null)?.done ?? "");
  const [opensAt, setOpensAt] = useState(() =>
    job?.opens_at && jobState(job) === "scheduled" ? localInput(job.opens_at) : "",
  );
  const [opensAtError, setOpensAtError] = useState<string | null>(null);
  const [lastMove, setLastMove] = useState<JobMove>({ to: "keep" });
  const create = useCreateJob();
  const save = useSaveJob(id);
  const failed = job ? save : create;
  const busy = create.isPending || save.isPending;
  const stale = stalePostSave(save.error);
  const slugTaken = isSlugTaken(failed.error);
  const descriptionLabelId = useId();
  const opensAtId = useId();
  const keep = () => kept.keep(JSON.stringify(form.getValues()));
  const slugFixed = job?.first_published_at != null;
  const state = job ? jobState(job) : "draft";
  const workplace = useWatch({ control: form.control, name: "workplace" });

  const run = (move: JobMove) => {
    if (busy) return;
    setDone("");
    setLastMove(move);
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
      const closesAtChanged = fields.closesAt !== (job?.closes_at ? localInput(job.closes_at) : "");
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
      };
      if (!job) {
        create.mutate(
          { fields, move },
          {
            onSuccess: (created) => {
              kept.clear();
              void navigate(jobPath(created.id), {
                replace: true,
                state: { done: doneWords(move, true, created) },
              });
            },
            onError,
          },
        );
        return;
      }
      save.mutate(
        { version: job.version, fields, move },
        {
          onSuccess: (saved) => {
            kept.clear();
            form.reset(formOf(saved));
            setOpensAt(saved.opens_at && jobState(saved) === "scheduled" ? localInput(saved.opens_at) : "");
            setDone(doneWords(move, false, saved));
          },
          onError,
        },
      );
    })();
  };

  const schedule = () => {
    const problem = opensAtProblem(opensAt);
    setOpensAtError(problem);
    if (!problem) run({ to: "scheduled", opensAt: new Date(opensAt).toISOString() });
  };

  const errors = form.formState.errors;
  const actionButton = (label: string, move: JobMove) => (
    <Button
      type="button"
      variant="outline"
      className="aria-disabled:opacity-60"
      aria-disabled={busy}
      onClick={() => run(move)}
    >
      {label}
    </Button>
  );
  return (
    <div className="grid gap-6">
      {job ? (
        <div className="grid gap-2">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <JobStateBadge job={job} />
            <span className="text-muted-foreground">
              {JOBS.version(job.version)}
              {JOBS.savedAt(formatWhen(job.updated_at), job.saved_by_schedule)}
            </span>
          </p>
          <JobOnSite job={job} />
        </div>
      ) : null}
      {restored ? <p className="text-sm">{JOBS.kept}</p> : null}
      <form
        noValidate
        className="grid gap-4"
        onChange={keep}
        onSubmit={(event) => {
          event.preventDefault();
          run({ to: "keep" });
        }}
      >
        <FormField id="job-title" label={FIELDS.title} error={errors.title?.message} required>
          {(control) => (
            <Input
              {...control}
              {...form.register("title", {
                onBlur: () => {
                  if (!slugFixed && form.getValues("slug") === "") {
                    form.setValue("slug", slugFrom(form.getValues("title")));
                    keep();
                  }
                },
              })}
            />
          )}
        </FormField>
        <FormField
          id="job-slug"
          label={FIELDS.slug}
          error={errors.slug?.message}
          description={slugFixed ? FIELDS.slugFixed : FIELDS.slugHint}
          required
        >
          {(control) => <Input {...control} {...form.register("slug")} readOnly={slugFixed} />}
        </FormField>
        <FormField id="job-department" label={FIELDS.department} error={errors.department?.message} required>
          {(control) => <Input {...control} {...form.register("department")} />}
        </FormField>
        <div className="grid gap-2">
          <span id={descriptionLabelId} className="text-sm leading-none font-medium">
            {FIELDS.description}
          </span>
          <RichTextEditor
            id="job-description"
            labelId={descriptionLabelId}
            describedBy={errors.body?.html ? "job-description-error" : undefined}
            initial={form.getValues("body")}
            onChange={(body) => {
              form.setValue("body", body, { shouldDirty: true });
              keep();
            }}
          />
          {errors.body?.html ? (
            <p id="job-description-error" className="text-sm text-destructive">
              {errors.body.html.message}
            </p>
          ) : null}
        </div>

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
        ) : failed.error && isRefusedNow(failed.error) ? (
          <div role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
            {JOBS.refusedNow}
          </div>
        ) : failed.error && !slugTaken ? (
          <FailureNotice error={failed.error} onRetry={() => run(lastMove)} />
        ) : null}

        <div className="flex flex-wrap gap-2">
          <Button type="submit" className="aria-disabled:opacity-60" aria-disabled={busy}>
            {busy ? ACTIONS.saving : state === "draft" ? ACTIONS.saveDraft : ACTIONS.save}
          </Button>
          {state !== "open" ? actionButton(ACTIONS.openNow, { to: "open" }) : null}
          {state === "open" || state === "scheduled"
            ? actionButton(ACTIONS.closeNow, { to: "closed" })
            : null}
          {job && state !== "archived" ? actionButton(ACTIONS.archive, { to: "archived" }) : null}
        </div>

        {state !== "open" ? (
          <ScheduleField
            id={opensAtId}
            label={FIELDS.opensAt}
            hint={FIELDS.opensAtHint}
            error={opensAtError}
            value={opensAt}
            onChange={setOpensAt}
            busy={busy}
            onSchedule={schedule}
            action={ACTIONS.schedule}
          />
        ) : null}
      </form>
      <p role="status" className="min-h-6 font-medium break-words">
        {done}
      </p>
      <p>
        <Link to={PAGE_PATHS.jobs} className="text-sm underline">
          {ACTIONS.backToJobs}
        </Link>
      </p>
    </div>
  );
}

function SavedJob({ id }: { id: string }) {
  const job = useDeskJob(id);
  if (job.isPending) return <Loading />;
  if (job.isError) return <FailureNotice error={job.error} onRetry={() => void job.refetch()} />;
  if (job.data === null) return <p>{JOBS.notFound}</p>;
  return <JobEditor job={job.data} />;
}

/** `/staff/jobs/new` (no id) and `/staff/jobs/:id`. */
export function JobEditorPage({ id }: { id?: string }) {
  return (
    <RolePage page="jobs" title={id ? JOBS.editTitle : JOBS.newTitle}>
      {id ? <SavedJob key={id} id={id} /> : <JobEditor job={null} />}
    </RolePage>
  );
}

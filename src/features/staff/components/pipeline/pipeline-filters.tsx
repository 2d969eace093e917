import { useSearchParams } from "react-router";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

import { APPLICATION_SORTS, useJobOptions } from "@/features/staff/api/applications";
import { STAGE_LABELS } from "@/features/staff/content";
import { STAGES } from "@/features/staff/schemas/records";
import { FilterForm } from "../filter-form";
import { SORT_LABELS } from "./use-application-filters";

/**
 * The pipeline's filters, sort and "Show erased", kept in the URL so a reload or a shared link shows the same list.
 * The two days, and sort and order, share a row on a phone; on wider screens each is a column of its own, as a date
 * field cannot be narrower than its date and half a column beside the sidebar is.
 */
export function PipelineFilters() {
  const [params] = useSearchParams();
  const jobs = useJobOptions();
  const value = (name: string) => params.get(name) ?? "";
  // The list's job stays chosen while the job names load (or if the job is gone): without its option the field
  // would read "All jobs", and the next Filter would drop the job from the list.
  const chosenJob = value("job");
  const chosenJobListed = jobs.data?.some((job) => job.id === chosenJob) ?? false;
  return (
    <FilterForm
      label="Filter applications"
      keep={["view"]}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
    >
      <div className="grid gap-2">
        <Label htmlFor="filter-text">Name or e-mail</Label>
        <Input id="filter-text" name="q" type="search" defaultValue={value("q")} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="filter-job">Job</Label>
        <NativeSelect id="filter-job" name="job" defaultValue={value("job")} key={jobs.data?.length ?? 0}>
          <option value="">All jobs</option>
          {chosenJob && !chosenJobListed ? (
            <option value={chosenJob}>
              {jobs.isPending ? "The chosen job (loading its name…)" : "The chosen job"}
            </option>
          ) : null}
          {jobs.data?.map((job) => (
            <option key={job.id} value={job.id}>
              {job.title}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="filter-stage">Stage</Label>
        <NativeSelect id="filter-stage" name="stage" defaultValue={value("stage")}>
          <option value="">All stages</option>
          {STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {STAGE_LABELS[stage]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:contents">
        <div className="grid gap-2">
          <Label htmlFor="filter-from">From</Label>
          <Input id="filter-from" name="from" type="date" defaultValue={value("from")} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="filter-to">To</Label>
          <Input id="filter-to" name="to" type="date" defaultValue={value("to")} />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:contents">
        <div className="grid gap-2">
          <Label htmlFor="filter-sort">Sort by</Label>
          <NativeSelect id="filter-sort" name="sort" defaultValue={value("sort") || "created_at"}>
            {APPLICATION_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="filter-dir">Order</Label>
          <NativeSelect id="filter-dir" name="dir" defaultValue={value("dir") || "desc"}>
            <option value="desc">Descending</option>
            <option value="asc">Ascending</option>
          </NativeSelect>
        </div>
      </div>
      <div className="flex items-center gap-2">
        <input
          id="filter-erased"
          name="erased"
          type="checkbox"
          value="1"
          defaultChecked={value("erased") === "1"}
          className="size-4"
        />
        <Label htmlFor="filter-erased">Show erased</Label>
      </div>
      <Button type="submit">Filter</Button>
    </FilterForm>
  );
}

import { useSearchParams } from "react-router";

import {
  APPLICATION_SORTS,
  type ApplicationFilters,
  type ApplicationSort,
} from "@/features/staff/api/applications";
import { parseDay } from "@/features/staff/lib/dates";
import { STAGES, type Stage } from "@/features/staff/schemas/records";
import { usePageParam } from "../pager";

export type PipelineView = "list" | "board";

/** The list's filters as the URL has them; anything unreadable is left out, as the list leaves it out. */
export function useApplicationFilters(): ApplicationFilters & { view: PipelineView } {
  const [params] = useSearchParams();
  const stage = params.get("stage");
  const sort = params.get("sort");
  const day = (name: string) => {
    const value = params.get(name) ?? "";
    return parseDay(value) ? value : undefined;
  };
  return {
    page: usePageParam(),
    jobId: params.get("job") || undefined,
    stage: STAGES.includes(stage as Stage) ? (stage as Stage) : undefined,
    from: day("from"),
    to: day("to"),
    text: params.get("q") || undefined,
    erased: params.get("erased") === "1",
    sort: APPLICATION_SORTS.includes(sort as ApplicationSort) ? (sort as ApplicationSort) : "created_at",
    ascending: params.get("dir") === "asc",
    view: params.get("view") === "board" ? "board" : "list",
  };
}

/** The words a list's heading uses for each sort. */
export const SORT_LABELS: Record<ApplicationSort, string> = {
  created_at: "Date applied",
  full_name: "Name",
  position_title: "Position",
  stage: "Stage",
};

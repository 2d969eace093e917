import { useEffect, useState } from "react";
import { useLocation } from "react-router";

import { useDeskShortcuts } from "../lib/shortcuts";
import { Pipeline } from "./pipeline/pipeline";
import { PipelineFilters } from "./pipeline/pipeline-filters";
import { RejectionReasons } from "./pipeline/rejection-reasons";
import { StageCounts } from "./pipeline/stage-counts";
import { useApplicationFilters } from "./pipeline/use-application-filters";
import { RolePage } from "./role-page";
import { ShortcutsDialog } from "./shortcuts-dialog";

/** `j`/`k` move the focus down and up the listed applications (Enter opens one). */
function moveFocus(step: 1 | -1) {
  const links = [...document.querySelectorAll<HTMLElement>("[data-application-link]")];
  if (links.length === 0) return;
  const at = links.findIndex((link) => link === document.activeElement);
  const target =
    at === -1 ? (step === 1 ? 0 : links.length - 1) : Math.min(links.length - 1, Math.max(0, at + step));
  links[target]?.focus();
}

const focusSearch = () => document.getElementById("filter-text")?.focus();

export function ApplicationsPage() {
  const { jobId } = useApplicationFilters();
  const location = useLocation();
  const [helpOpen, setHelpOpen] = useState(false);
  useDeskShortcuts({
    j: () => moveFocus(1),
    k: () => moveFocus(-1),
    "/": focusSearch,
    "?": () => setHelpOpen(true),
  });
  // `/` on an application comes back here to search.
  const searchAsked = (location.state as { focusSearch?: boolean } | null)?.focusSearch === true;
  useEffect(() => {
    if (searchAsked) focusSearch();
  }, [searchAsked]);
  return (
    <RolePage page="applications" title="Applications">
      <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} />
      <StageCounts jobId={jobId} />
      <RejectionReasons jobId={jobId} />
      <PipelineFilters />
      <Pipeline />
    </RolePage>
  );
}

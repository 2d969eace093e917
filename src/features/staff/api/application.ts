import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { callFunction, throwIfError } from "../lib/call-function";
import { getStaffClient } from "../lib/staff-client";
import {
  type AlsoApplied,
  AlsoAppliedSchema,
  type Application,
  type ApplicationEvent,
  ApplicationEventSchema,
  ApplicationSchema,
  type Stage,
} from "../schemas/records";
import { staffKeys } from "./keys";

/** The whole application; the database records the look. */
async function openApplication(id: string): Promise<Application> {
  const data = await callFunction("open_application", { application_id: id });
  return ApplicationSchema.parse(Array.isArray(data) ? data[0] : data);
}

export function useOpenApplication(id: string) {
  // Each opening is a recorded look: no refetch on focus or reconnect.
  return useQuery({
    queryKey: staffKeys.application(id),
    queryFn: () => openApplication(id),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** Where the same mailbox also applied, oldest first: position and date only. */
async function getAlsoApplied(id: string): Promise<AlsoApplied[]> {
  return AlsoAppliedSchema.array().parse(
    await callFunction("application_also_applied", { application_id: id }),
  );
}

export function useAlsoApplied(id: string) {
  return useQuery({ queryKey: staffKeys.alsoApplied(id), queryFn: () => getAlsoApplied(id) });
}

/** Stage changes, notes and the erasure, oldest first. */
async function getApplicationEvents(id: string): Promise<ApplicationEvent[]> {
  const supabase = await getStaffClient();
  const { data, error, status } = await supabase
    .from("application_events")
    .select("*")
    .eq("application_id", id)
    .order("created_at", { ascending: true });
  throwIfError(error, status);
  return ApplicationEventSchema.array().parse(data);
}

export function useApplicationEvents(id: string) {
  return useQuery({ queryKey: staffKeys.events(id), queryFn: () => getApplicationEvents(id) });
}

function useRefreshApplication(id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffKeys.application(id) }),
      queryClient.invalidateQueries({ queryKey: staffKeys.events(id) }),
      queryClient.invalidateQueries({ queryKey: staffKeys.decisionMails(id) }),
      queryClient.invalidateQueries({ queryKey: staffKeys.rejectionReasonCounts() }),
      queryClient.invalidateQueries({ queryKey: [...staffKeys.data(), "applications"] }),
    ]);
}

/** The stage, from the version of the application the member was shown; the database refuses a stale one. */
async function setStage(id: string, version: number, stage: Stage, reason: string): Promise<void> {
  await callFunction("set_application_stage", {
    application_id: id,
    seen_version: version,
    stage,
    reason: stage === "rejected" ? reason : null,
  });
}

export function useSetStage(id: string) {
  const refresh = useRefreshApplication(id);
  return useMutation({
    mutationFn: ({ version, stage, reason }: { version: number; stage: Stage; reason: string }) =>
      setStage(id, version, stage, reason),
    onSuccess: refresh,
  });
}

async function addNote(id: string, version: number, body: string): Promise<void> {
  await callFunction("add_application_note", { application_id: id, seen_version: version, body });
}

export function useAddNote(id: string) {
  const refresh = useRefreshApplication(id);
  return useMutation({
    mutationFn: ({ version, body }: { version: number; body: string }) => addNote(id, version, body),
    onSuccess: refresh,
  });
}

export { useRefreshApplication };

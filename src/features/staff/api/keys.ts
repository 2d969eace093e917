/** Query keys of the staff desk, built in one place so invalidation can target them. */
export const staffKeys = {
  all: ["staff"] as const,
  session: () => [...staffKeys.all, "session"] as const,
  buildInfo: () => [...staffKeys.all, "build-info"] as const,
  data: () => [...staffKeys.all, "data"] as const,
  applications: (filters: object) => [...staffKeys.data(), "applications", filters] as const,
  jobs: () => [...staffKeys.data(), "jobs"] as const,
  stageCounts: () => [...staffKeys.data(), "stage-counts"] as const,
  application: (id: string) => [...staffKeys.data(), "application", id] as const,
  events: (id: string) => [...staffKeys.data(), "events", id] as const,
  alsoApplied: (id: string) => [...staffKeys.data(), "also-applied", id] as const,
  allDecisionMails: () => [...staffKeys.data(), "decision-mails"] as const,
  decisionMails: (id: string) => [...staffKeys.allDecisionMails(), id] as const,
  decisionMailSchedule: () => [...staffKeys.data(), "decision-mail-schedule"] as const,
  rejectionReasonCounts: () => [...staffKeys.data(), "rejection-reason-counts"] as const,
  signups: (filters: object) => [...staffKeys.data(), "signups", filters] as const,
  signupCounts: () => [...staffKeys.data(), "signup-counts"] as const,
  audit: (filters: object) => [...staffKeys.data(), "audit", filters] as const,
  team: () => [...staffKeys.data(), "team"] as const,
  posts: () => [...staffKeys.data(), "posts"] as const,
  post: (id: string) => [...staffKeys.posts(), id] as const,
  deskJobs: () => [...staffKeys.data(), "desk-jobs"] as const,
  deskJob: (id: string) => [...staffKeys.deskJobs(), id] as const,
  revisions: (id: string) => [...staffKeys.data(), "post-revisions", id] as const,
};

/** Rows per page of every desk list. */
export const PAGE_SIZE = 50;

/** PostgREST's inclusive `range` of a 1-based page. */
export function pageRange(page: number): [number, number] {
  const from = (page - 1) * PAGE_SIZE;
  return [from, from + PAGE_SIZE - 1];
}

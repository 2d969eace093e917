import { useBuildInfo, useLiveOnSite } from "../api/build-info";
import { formatClock, formatWhen } from "../lib/dates";
import { FailureNotice } from "./failure-notice";

/**
 * Whether the public site shows a job's or a post's last save yet: the site is prerendered, so a change is on it
 * only once a build has read it (the database asks for that build when the change is saved).
 */
export function LiveStatus({ updatedAt }: { updatedAt: string }) {
  const status = useLiveOnSite(updatedAt);
  if (status.state === "checking") return <p className="text-sm text-muted-foreground">Checking the site…</p>;
  if (status.state === "unknown") return <FailureNotice error={status.error} onRetry={status.retry} />;
  if (status.state === "live") return <p className="text-sm">Live on the site</p>;
  return (
    <p className="text-sm">
      Waiting for the next build (asked at{" "}
      <time dateTime={status.askedAt}>{formatClock(status.askedAt)}</time>)
    </p>
  );
}

/** When the public site was last built, for the desk's home. */
export function SiteBuiltAt() {
  const info = useBuildInfo();
  if (info.isPending) return <p className="text-sm text-muted-foreground">Checking the site…</p>;
  if (info.isError) return <FailureNotice error={info.error} onRetry={() => void info.refetch()} />;
  return (
    <p className="text-sm">
      The site was built at <time dateTime={info.data.builtAt}>{formatWhen(info.data.builtAt)}</time>
    </p>
  );
}

import { RouteChangeEffects } from "@/components/layout/route-change-effects";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/layout/skip-link";

/**
 * The desk's frame, instead of the public site's: no marketing header or footer. The navigation (when someone is
 * signed in) is a sidebar from md up and a bar above the page below it; the page sits in the one <main>.
 */
export function DeskShell({ nav, children }: { nav?: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="min-h-screen md:grid md:grid-cols-[16rem_minmax(0,1fr)]">
      <SkipLink />
      {nav}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex min-w-0 flex-col outline-none">
        {children}
      </main>
      <RouteChangeEffects />
    </div>
  );
}

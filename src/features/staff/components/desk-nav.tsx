import { NavLink } from "react-router";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

import { useSignOut } from "../api/sign-out";
import { DESK, PAGE_PATHS, ROLE_LABELS, ROLE_PAGES } from "../content";
import type { StaffMember } from "../schemas/records";
import { FailureNotice } from "./failure-notice";
import { IdleGuard } from "./idle-guard";

/** Who is signed in, the pages their role opens, and the ways out: a sidebar from md up, a bar above the page below. */
export function DeskNav({ member }: { member: StaffMember }) {
  const signOut = useSignOut();
  const { mutate } = signOut;

  return (
    <aside className="flex flex-col gap-3 border-b bg-muted/40 p-3 md:sticky md:top-0 md:h-screen md:gap-6 md:border-r md:border-b-0 md:p-4">
      <p className="font-semibold">{DESK.name}</p>
      <nav aria-label={DESK.nav.label}>
        <ul className="flex flex-wrap gap-1 md:flex-col">
          {ROLE_PAGES[member.role].map((page) => (
            <li key={page}>
              <NavLink
                to={PAGE_PATHS[page]}
                className={({ isActive }) =>
                  cn(
                    "block rounded-md px-3 py-2 text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                    isActive ? "bg-secondary" : "hover:bg-accent",
                  )
                }
              >
                {DESK.nav[page]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid gap-2 text-sm md:mt-auto">
        <p className="flex min-w-0 flex-wrap gap-x-2">
          <span className="truncate font-medium">{member.email}</span>
          <span className="text-muted-foreground">{ROLE_LABELS[member.role]}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => mutate({ scope: "local" })}>
            {DESK.nav.signOut}
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={() => mutate({ scope: "global" })}>
            {DESK.nav.signOutEverywhere}
          </Button>
        </div>
        {signOut.error ? <FailureNotice error={signOut.error} /> : null}
        <IdleGuard />
      </div>
    </aside>
  );
}

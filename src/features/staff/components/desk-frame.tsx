import { NavLink } from "react-router";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

import { useSignOut } from "../api/sign-out";
import { DESK, PAGE_PATHS, ROLE_LABELS, ROLE_PAGES } from "../content";
import type { StaffMember } from "../schemas/records";
import { FailureNotice } from "./failure";
import { IdleGuard } from "./idle-guard";

/** The desk around its pages: who is signed in, the pages their role opens, and the ways out. */
export function DeskFrame({ member, children }: { member: StaffMember; children: React.ReactNode }) {
  const signOut = useSignOut();
  const { mutate } = signOut;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b pb-4">
        <nav aria-label={DESK.nav.label}>
          <ul className="flex flex-wrap gap-1">
            {ROLE_PAGES[member.role].map((page) => (
              <li key={page}>
                <NavLink
                  to={PAGE_PATHS[page]}
                  className={({ isActive }) =>
                    cn(
                      "inline-block rounded-md px-3 py-2 text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
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
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">
            {member.email} ({ROLE_LABELS[member.role]})
          </span>
          <Button type="button" variant="outline" size="sm" onClick={() => mutate({ scope: "local" })}>
            {DESK.nav.signOut}
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={() => mutate({ scope: "global" })}>
            {DESK.nav.signOutEverywhere}
          </Button>
        </div>
      </div>
      {signOut.error ? <FailureNotice error={signOut.error} /> : null}
      <IdleGuard />
      {children}
    </div>
  );
}

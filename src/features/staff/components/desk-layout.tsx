import { Outlet } from "react-router";

import { QueryProvider } from "@/components/query-provider";

import { useDeskSession, useSessionEndings } from "../api/session";
import { DESK } from "../content";
import { DeskNav } from "./desk-nav";
import { DeskShell } from "./desk-shell";
import { FailureNotice } from "./failure-notice";
import { Loading } from "./loading";
import { SignIn } from "./sign-in/sign-in";

function Desk() {
  useSessionEndings();
  const session = useDeskSession();
  if (session.isPending) {
    return (
      <DeskShell>
        <div className="mx-auto w-full max-w-md px-4 py-10">
          <Loading />
        </div>
      </DeskShell>
    );
  }
  if (session.isError) {
    return (
      <DeskShell>
        <div className="mx-auto grid w-full max-w-md gap-4 px-4 py-10">
          <h1 className="text-2xl font-bold">{DESK.name}</h1>
          <FailureNotice error={session.error} onRetry={() => void session.refetch()} />
        </div>
      </DeskShell>
    );
  }
  if (session.data.step !== "ready") {
    return (
      <DeskShell>
        <SignIn session={session.data} />
      </DeskShell>
    );
  }
  return (
    <DeskShell nav={<DeskNav member={session.data.member} />}>
      <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-6">
        <Outlet />
      </div>
    </DeskShell>
  );
}

/** The staff desk's layout: the sign-in until the session is at aal2 and belongs to a member, then the page. */
export function DeskLayout() {
  return (
    <QueryProvider>
      <Desk />
    </QueryProvider>
  );
}

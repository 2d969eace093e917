import { Outlet } from "react-router";

import { QueryProvider } from "@/components/query-provider";

import { useDeskSession, useSessionEndings } from "../api/session";
import { FailureNotice, Loading } from "./failure";
import { DeskFrame } from "./desk-frame";
import { SignIn } from "./sign-in/sign-in";

function Desk() {
  useSessionEndings();
  const session = useDeskSession();
  if (session.isPending) {
    return (
      <div className="mx-auto w-full max-w-md px-4 py-10">
        <Loading />
      </div>
    );
  }
  if (session.isError) {
    return (
      <div className="mx-auto grid w-full max-w-md gap-4 px-4 py-10">
        <h1 className="text-2xl font-bold">Staff desk</h1>
        <FailureNotice error={session.error} onRetry={() => void session.refetch()} />
      </div>
    );
  }
  if (session.data.step !== "ready") return <SignIn session={session.data} />;
  return (
    <DeskFrame member={session.data.member}>
      <Outlet />
    </DeskFrame>
  );
}

/** The staff desk's layout: the sign-in until the session is at aal2 and belongs to a member, then the page. */
export function StaffDesk() {
  return (
    <QueryProvider>
      <Desk />
    </QueryProvider>
  );
}

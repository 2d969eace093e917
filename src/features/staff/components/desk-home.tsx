import { Navigate } from "react-router";

import { useStaffMember } from "../api/session";
import { DESK, PAGE_PATHS, ROLE_PAGES } from "../content";

/** `/staff` once signed in: the first page the member's role opens. */
export function DeskHome() {
  const member = useStaffMember();
  const first = ROLE_PAGES[member.role][0];
  if (first) return <Navigate to={PAGE_PATHS[first]} replace />;
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold">{DESK.name}</h1>
      <p>{DESK.noPages}</p>
    </div>
  );
}

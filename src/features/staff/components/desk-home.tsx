import { useEffect } from "react";
import { useNavigate } from "react-router";

import { useStaffMember } from "../api/session";
import { DESK, PAGE_PATHS, ROLE_PAGES } from "../content";
import { SiteBuiltAt } from "./live-status";
import { Loading } from "./loading";

/** `/staff` once signed in: the first page the member's role opens. */
export function DeskHome() {
  const member = useStaffMember();
  const navigate = useNavigate();
  const first = ROLE_PAGES[member.role][0];
  useEffect(() => {
    if (first) void navigate(PAGE_PATHS[first], { replace: true });
  }, [first, navigate]);
  if (first) return <Loading />;
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold">{DESK.name}</h1>
      <p>{DESK.noPages}</p>
      <SiteBuiltAt />
    </div>
  );
}

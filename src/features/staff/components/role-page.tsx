import { useStaffMember } from "../api/session";
import { DESK, type DeskPage, ROLE_PAGES } from "../content";

/** A desk page's heading, and its content only for the roles that may open it. */
export function RolePage({
  page,
  title,
  children,
}: {
  page: DeskPage;
  title: string;
  children: React.ReactNode;
}) {
  const member = useStaffMember();
  const allowed = ROLE_PAGES[member.role].includes(page);
  return (
    <div className="grid grid-cols-1 gap-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      {allowed ? children : <p>{DESK.notForRole}</p>}
    </div>
  );
}

import { Link, useLocation } from "react-router";

/**
 * An application's name linking to it, carrying the list's URL filters so that the application's Previous and Next
 * follow this list; `j`/`k` move the focus along these links.
 */
export function ApplicationLink({ id, children }: { id: string; children: React.ReactNode }) {
  const { search } = useLocation();
  return (
    <Link
      to={`/staff/applications/${id}${search}`}
      data-application-link=""
      className="font-medium break-words underline-offset-4 hover:underline"
    >
      {children}
    </Link>
  );
}

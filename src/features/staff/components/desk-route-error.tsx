import { isRouteErrorResponse, useLocation, useNavigate } from "react-router";

import { Button } from "@/components/ui/button";

import { DESK } from "../content";

/**
 * A desk route that failed to load or render: what happened, and a retry that asks for the page again (a new
 * navigation to the same address, which loads its code and renders it afresh). Inside the desk's frame for a page,
 * on its own for the desk's layout.
 */
export function DeskRouteError({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto grid w-full max-w-md gap-4 px-4 py-10" role="alert">
      <h1 className="text-2xl font-bold">
        {notFound ? DESK.routeError.notFoundTitle : DESK.routeError.title}
      </h1>
      <p>{notFound ? DESK.routeError.notFound : DESK.routeError.retryHint}</p>
      <div className="flex flex-wrap items-center gap-3">
        {notFound ? null : (
          <Button type="button" onClick={() => void navigate(location, { replace: true })}>
            {DESK.retry}
          </Button>
        )}
        <a href="/staff" className="underline underline-offset-4">
          {DESK.routeError.home}
        </a>
      </div>
    </div>
  );
}

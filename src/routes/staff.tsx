import { isRouteErrorResponse } from "react-router";

import type { Route } from "./+types/staff";

import { deskMeta, lazyDeskPage } from "@/features/staff/route-parts";

export const meta = () => deskMeta("Sign in");

export default lazyDeskPage(() => import("@/features/staff/desk").then((module) => module.StaffDesk));

/** A desk page that failed to load or render: words and a way back, inside the site's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto grid w-full max-w-md gap-4 px-4 py-10" role="alert">
      <h1 className="text-2xl font-bold">{notFound ? "Not found" : "The desk hit a problem"}</h1>
      <p>{notFound ? "There is nothing at this address in the desk." : "Reload the page to try again."}</p>
      <a href="/staff" className="underline underline-offset-4">
        Back to the staff desk
      </a>
    </div>
  );
}

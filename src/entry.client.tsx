import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

import { loadRouteCodeOnIntent, routeCodeFirst } from "@/lib/route-code";

const instrumentations = [routeCodeFirst];
loadRouteCodeOnIntent();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter instrumentations={instrumentations} />
    </StrictMode>,
  );
});

import { QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { useContext, useState } from "react";

import { getQueryClient } from "@/lib/query-client";

/**
 * Gives its children the page's QueryClient. Only the parts of the site that talk to the backend (data
 * routes, the sign-up form) render it, so pages without backend calls never download react-query. A client
 * provided further up (tests give each case a fresh one) is kept.
 */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  const outer = useContext(QueryClientContext);
  const [client] = useState(() => outer ?? getQueryClient());
  return outer ? children : <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

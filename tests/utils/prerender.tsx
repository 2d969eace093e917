import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type * as React from "react";
import { renderToReadableStream } from "react-dom/server";
import { MemoryRouter, Route, Routes } from "react-router";

import { SignupFocusProvider } from "@/features/signup/signup-focus";

/**
 * Renders a route the way src/entry.server.tsx does at build time (in Node, waiting for every lazy part) and
 * returns the HTML. Options as for `renderRoute`: the route pattern and the URL to open.
 */
export async function prerenderRoute(
  Component: React.ComponentType,
  { path = "/", url = path }: { path?: string; url?: string } = {},
): Promise<string> {
  const stream = await renderToReadableStream(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <SignupFocusProvider>
          <Routes>
            <Route path={path} element={<Component />} />
          </Routes>
        </SignupFocusProvider>
      </MemoryRouter>
    </QueryClientProvider>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  await stream.allReady;
  return new Response(stream).text();
}

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as React from "react";
import { Outlet, createRoutesStub } from "react-router";

import { Toaster } from "@/components/toaster";
import { SignupFocusProvider } from "@/features/signup/signup-focus";

/** What src/root.tsx puts around every page. */
function AppProviders() {
  return (
    <SignupFocusProvider>
      <Outlet />
    </SignupFocusProvider>
  );
}

interface RenderRouteOptions {
  /** The route pattern the component is mounted at, e.g. "/blog/:slug". */
  path?: string;
  /** The URL to open, e.g. "/blog/tokenization". */
  url?: string;
  /** Other routes reachable from the page (for asserting navigation). */
  routes?: { path: string; Component: React.ComponentType }[];
  /** The route module's clientAction, which its forms submit to. */
  action?: (args: { request: Request }) => unknown;
}

/** Renders a page with the real providers: a fresh QueryClient without retries, the router, the join buttons' actions and the toaster. */
export function renderRoute(Component: React.ComponentType, options: RenderRouteOptions = {}) {
  const { path = "/", url = path, routes = [], action } = options;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const Stub = createRoutesStub([
    { Component: AppProviders, children: [{ path, Component, action }, ...routes] },
  ]);
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Stub initialEntries={[url]} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}

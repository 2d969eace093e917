import { LoaderCircle } from "lucide-react";
import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";

import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";

import { AppErrorPage } from "@/components/layout/app-error";
import { Toaster } from "@/components/toaster";
import { FAVICON_DATA_URL } from "@/config/favicon";
import { SITE } from "@/config/site";
import { HOLD_EARLY_SUBMITS_SCRIPT } from "@/lib/early-submit";
import { HYDRATED_ATTRIBUTE } from "@/lib/use-hydrating";

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* With a precedence, React places the stylesheet ahead of the script preloads, so the first paint
            waits only for the HTML and this file. */}
        <link rel="stylesheet" href={appStylesheet} precedence="default" />
        <meta name="theme-color" content="#1e1b4b" />
        {/* In the page, not a file: the browser would otherwise fetch it while the first paint is still on its
            way (decision 037). */}
        <link rel="icon" href={FAVICON_DATA_URL} type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Meta />
        <Links />
      </head>
      <body>
        {/* Before any bundle has run, a form submission must neither navigate nor put fields in a URL. */}
        <script>{HOLD_EARLY_SUBMITS_SCRIPT}</script>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Every page, public or desk: each part of the app brings its own frame as a layout route (src/routes.ts). */
export default function App() {
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ""), []);
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}

/**
 * Shown by dynamic routes' SPA fallback until the app has loaded. Its title (React places it in <head>) is the
 * fallback page's own: a document needs one, and the route's title replaces it once the app has loaded.
 */
export function HydrateFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status" aria-live="polite">
      <title>{SITE.name}</title>
      <LoaderCircle
        className="size-6 animate-spin text-primary motion-reduce:animate-none"
        aria-hidden="true"
      />
      <span className="ml-3 text-muted-foreground">Loading…</span>
    </div>
  );
}

/** Routing failures: 'Unexpected Application Error!' with the message; the stack only in development. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AppErrorPage error={error} />;
}

import { House } from "lucide-react";
import { useEffect } from "react";
import { isRouteErrorResponse } from "react-router";

import { MAIN_CONTENT_ID } from "@/components/layout/skip-link";
import { buttonVariants } from "@/components/ui/button-variants";
import { pageTitle } from "@/lib/seo";

const APP_ERROR_TITLE = "Unexpected Application Error!";
const UNKNOWN_ERROR_MESSAGE = "Something went wrong while loading this page.";

interface ErrorDetails {
  message: string;
  stack?: string;
}

/** The message always; the stack only in development builds (docs/product.md, The error page's stack only in development). */
function describeError(error: unknown): ErrorDetails {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === "string" && error.data ? `: ${error.data}` : "";
    return { message: `${error.status} ${error.statusText}`.trim() + detail };
  }
  if (error instanceof Error) {
    return {
      message: error.message || UNKNOWN_ERROR_MESSAGE,
      stack: import.meta.env.DEV ? error.stack : undefined,
    };
  }
  if (typeof error === "string" && error) return { message: error };
  return { message: UNKNOWN_ERROR_MESSAGE };
}

/** The root error page. Deliberately standalone (no shell, plain link home) so it renders whatever broke. */
export function AppErrorPage({ error }: { error: unknown }) {
  const { message, stack } = describeError(error);

  useEffect(() => {
    document.title = pageTitle(APP_ERROR_TITLE);
  }, []);

  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="mx-auto flex min-h-screen w-full max-w-3xl flex-col justify-center px-4 py-16 focus:outline-none"
    >
      <h1 className="text-3xl font-bold tracking-tight">{APP_ERROR_TITLE}</h1>
      <p className="mt-4 text-lg break-words">{message}</p>
      {stack ? (
        <pre className="mt-6 max-h-96 overflow-auto rounded-md bg-muted p-4 text-xs text-muted-foreground">
          {stack}
        </pre>
      ) : null}
      <p className="mt-6 text-muted-foreground">
        Reloading usually helps. If it keeps happening, start again from the home page.
      </p>
      {/* A full page load, not a client-side link: the app's state is what failed. */}
      <a href="/" className={buttonVariants({ className: "mt-8 self-start" })}>
        <House aria-hidden="true" />
        Return to Home
      </a>
    </main>
  );
}

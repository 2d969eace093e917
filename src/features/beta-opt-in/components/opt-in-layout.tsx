import { useEffect, useRef, useSyncExternalStore } from "react";
import { type FetcherWithComponents, useSearchParams } from "react-router";

import { Button } from "@/components/ui/button";
import { OPT_IN_FAILURE, type OptInState } from "@/content/beta-opt-in";

/**
 * The link's `?token=`, read after hydration: the prerendered page knows no query string, so the first client
 * render must match it. Undefined until then; "" when the link has none.
 */
export function useLinkToken(): string | undefined {
  const [searchParams] = useSearchParams();
  const hydrated = useSyncExternalStore(subscribeToNothing, isClient, isServer);
  return hydrated ? (searchParams.get("token") ?? "") : undefined;
}

const subscribeToNothing = () => () => undefined;
const isClient = () => true;
const isServer = () => false;

/** The frame of both pages: the heading, then what happened. */
export function OptInLayout({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-1 items-center px-4 py-24">
      <div className="mx-auto w-full max-w-xl text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h1>
        <div className="mt-6 grid justify-items-center gap-4">{children}</div>
      </div>
    </div>
  );
}

/**
 * One outcome, announced to screen readers as it appears. `takeFocus`: it replaces the button the person pressed,
 * so focus moves to its heading instead of being lost.
 */
export function OptInMessage({
  state,
  takeFocus = false,
  children,
}: {
  state: OptInState;
  takeFocus?: boolean;
  children?: React.ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  return (
    <section role="status" aria-labelledby="opt-in-outcome" className="grid justify-items-center gap-3">
      <h2 id="opt-in-outcome" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        {state.title}
      </h2>
      <p className="text-muted-foreground">{state.body}</p>
      {children}
    </section>
  );
}

/** The backend could not be reached: say so, and offer to try again. */
export function OptInFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="grid justify-items-center gap-3">
      <h2 className="text-xl font-semibold">{OPT_IN_FAILURE.title}</h2>
      <p className="text-muted-foreground">{OPT_IN_FAILURE.body}</p>
      <Button type="button" onClick={onRetry}>
        {OPT_IN_FAILURE.retry}
      </Button>
    </div>
  );
}

/** The words of a page whose one button sends the link's token. */
interface TokenFormWords {
  intro: string;
  button: string;
  buttonPending: string;
  pending: string;
}

/**
 * The form both pages show before an outcome: the intro (or, after `unreachable`, the failure), and the one button
 * that POSTs the link's token to the route's action, again on a retry.
 */
export function TokenForm<Answer>({
  fetcher,
  token,
  unreachable,
  words,
}: {
  fetcher: FetcherWithComponents<Answer>;
  token: string | undefined;
  unreachable: boolean;
  words: TokenFormWords;
}) {
  const pending = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="grid justify-items-center gap-4">
      {unreachable ? (
        <div role="alert" className="grid justify-items-center gap-3">
          <h2 className="text-xl font-semibold">{OPT_IN_FAILURE.title}</h2>
          <p className="text-muted-foreground">{OPT_IN_FAILURE.body}</p>
        </div>
      ) : (
        <p className="text-muted-foreground">{words.intro}</p>
      )}
      <input type="hidden" name="token" value={token ?? ""} />
      {/* Disabled until the page has hydrated and read its token: before that a press would go nowhere. */}
      <Button type="submit" disabled={token === undefined || pending}>
        {pending ? words.buttonPending : unreachable ? OPT_IN_FAILURE.retry : words.button}
      </Button>
      <p role="status" className="text-muted-foreground">
        {pending ? words.pending : ""}
      </p>
    </fetcher.Form>
  );
}

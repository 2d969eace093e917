import { useId, useState } from "react";
import { useFetcher } from "react-router";

import { QueryProvider } from "@/components/query-provider";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { WELCOME_PAGE } from "@/content/beta-opt-in";
import {
  type InvitationAnswer,
  type InvitationOutcome,
  useRequestInvitation,
} from "@/features/beta-opt-in/api/accept-invitation";

import { OptInFailure, OptInLayout, OptInMessage, TokenForm, useLinkToken } from "./opt-in-layout";

/**
 * /beta/welcome?token=…: an invitation is accepted only when a person presses the button, which POSTs the token to
 * the route's action. Loading the page (as a mail scanner does) accepts nothing.
 */
export function WelcomePage() {
  return (
    <QueryProvider>
      <OptInLayout heading={WELCOME_PAGE.heading}>
        <Welcome />
      </OptInLayout>
    </QueryProvider>
  );
}

function Welcome() {
  const token = useLinkToken();
  const fetcher = useFetcher<InvitationAnswer>();
  const pending = fetcher.state !== "idle";
  const answer = pending ? undefined : fetcher.data;

  if (token === "") return <Outcome outcome="invalid" />;
  if (token !== undefined && answer && answer !== "unreachable")
    return <Outcome outcome={answer} takeFocus />;
  return (
    <TokenForm fetcher={fetcher} token={token} unreachable={answer === "unreachable"} words={WELCOME_PAGE} />
  );
}

function Outcome({ outcome, takeFocus = false }: { outcome: InvitationOutcome; takeFocus?: boolean }) {
  if (outcome === "accepted") {
    return (
      <OptInMessage state={WELCOME_PAGE.accepted} takeFocus={takeFocus}>
        <ol className="list-decimal text-left">
          {WELCOME_PAGE.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <a href={WELCOME_PAGE.appStore.href}>{WELCOME_PAGE.appStore.text}</a>
          </Button>
          <Button asChild variant="outline">
            <a href={WELCOME_PAGE.googlePlay.href}>{WELCOME_PAGE.googlePlay.text}</a>
          </Button>
        </div>
      </OptInMessage>
    );
  }
  return (
    <OptInMessage state={WELCOME_PAGE[outcome]} takeFocus={takeFocus}>
      <NewInvitation />
    </OptInMessage>
  );
}

const PLAUSIBLE_ADDRESS = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** A used, expired or broken link's offer: a new invitation to the address typed, within the daily limit. */
function NewInvitation() {
  const request = useRequestInvitation();
  const [address, setAddress] = useState("");
  const [problem, setProblem] = useState(false);
  const id = useId();
  if (request.isError) return <OptInFailure onRetry={() => request.mutate(address)} />;
  if (request.data === "requested") return <p className="font-medium">{WELCOME_PAGE.request.done}</p>;
  const bad = problem || request.data === "invalid";
  return (
    <form
      noValidate
      className="grid w-full max-w-sm gap-2 text-left"
      onSubmit={(event) => {
        event.preventDefault();
        const typed = address.trim();
        const plausible = PLAUSIBLE_ADDRESS.test(typed);
        setProblem(!plausible);
        if (plausible) request.mutate(typed);
      }}
    >
      <Label htmlFor={`${id}-address`}>{WELCOME_PAGE.request.label}</Label>
      <Input
        id={`${id}-address`}
        type="email"
        autoComplete="email"
        value={address}
        aria-invalid={bad}
        aria-describedby={bad ? `${id}-problem` : undefined}
        onChange={(event) => setAddress(event.target.value)}
      />
      {bad ? (
        <p id={`${id}-problem`} role="alert" className="text-sm text-destructive">
          {WELCOME_PAGE.request.badAddress}
        </p>
      ) : null}
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? WELCOME_PAGE.request.pending : WELCOME_PAGE.request.button}
      </Button>
    </form>
  );
}

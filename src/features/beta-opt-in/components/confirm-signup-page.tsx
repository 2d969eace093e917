import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";

import { QueryProvider } from "@/components/query-provider";
import { Button } from "@/components/ui/button";
import { CONFIRM_PAGE } from "@/content/beta-opt-in";
import type { ConfirmationAnswer, ConfirmationOutcome } from "@/features/beta-opt-in/api/confirm-signup";
import { usePlaceInLine } from "@/features/beta-opt-in/api/place-in-line";
import { useResendConfirmation } from "@/features/beta-opt-in/api/resend-confirmation";

import { OptInFailure, OptInLayout, OptInMessage, TokenForm, useLinkToken } from "./opt-in-layout";

/**
 * /beta/confirm?token=…: a sign-up is confirmed only when a person presses the button, which POSTs the token to the
 * route's action. Loading the page (as a mail scanner that runs scripts does) confirms nothing.
 */
export function ConfirmSignupPage() {
  return (
    <QueryProvider>
      <OptInLayout heading={CONFIRM_PAGE.heading}>
        <Confirmation />
      </OptInLayout>
    </QueryProvider>
  );
}

function Confirmation() {
  const token = useLinkToken();
  const fetcher = useFetcher<ConfirmationAnswer>();
  const pending = fetcher.state !== "idle";
  const answer = pending ? undefined : fetcher.data;

  if (token === "") return <Outcome outcome="invalid" token="" />;
  if (token !== undefined && answer && answer !== "unreachable") {
    return <Outcome outcome={answer} token={token} takeFocus />;
  }
  return (
    <TokenForm fetcher={fetcher} token={token} unreachable={answer === "unreachable"} words={CONFIRM_PAGE} />
  );
}

function Outcome({
  outcome,
  token,
  takeFocus = false,
}: {
  outcome: ConfirmationOutcome;
  token: string;
  takeFocus?: boolean;
}) {
  if (outcome === "confirmed" || outcome === "already_confirmed") {
    return (
      <OptInMessage
        state={outcome === "confirmed" ? CONFIRM_PAGE.confirmed : CONFIRM_PAGE.alreadyConfirmed}
        takeFocus={takeFocus}
      >
        <Place token={token} />
      </OptInMessage>
    );
  }
  if (outcome === "expired") {
    return (
      <OptInMessage state={CONFIRM_PAGE.expired} takeFocus={takeFocus}>
        <NewLink token={token} />
      </OptInMessage>
    );
  }
  return (
    <OptInMessage state={CONFIRM_PAGE.invalid} takeFocus={takeFocus}>
      <Button asChild>
        <Link to={CONFIRM_PAGE.signUpLink.href}>{CONFIRM_PAGE.signUpLink.text}</Link>
      </Button>
    </OptInMessage>
  );
}

/** The confirmed person's place in line and referral link: shown only to the holder of the token. */
function Place({ token }: { token: string }) {
  const place = usePlaceInLine();
  const { mutate } = place;
  const [copied, setCopied] = useState(false);
  useEffect(() => mutate(token), [mutate, token]);
  if (place.isError) return <OptInFailure onRetry={() => mutate(token)} />;
  if (!place.isSuccess) return <p className="text-muted-foreground">{CONFIRM_PAGE.place.loading}</p>;
  if (!place.data) return null;
  const { place: number, waiting, invited, referral_code, referrals, places_per_referral } = place.data;
  const link = `${window.location.origin}/?ref=${referral_code}`;
  return (
    <div className="grid w-full justify-items-center gap-2">
      <p className="text-lg font-semibold" data-testid="place-in-line">
        {invited || number === null ? CONFIRM_PAGE.place.invited : CONFIRM_PAGE.place.inLine(number, waiting)}
      </p>
      <label htmlFor="referral-link" className="font-medium">
        {CONFIRM_PAGE.place.referralLabel}
      </label>
      <div className="flex w-full max-w-md gap-2">
        <input
          id="referral-link"
          readOnly
          value={link}
          className="w-full rounded-md border px-3 py-2 text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            void navigator.clipboard?.writeText(link).then(() => setCopied(true));
          }}
        >
          {CONFIRM_PAGE.place.copy}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        {CONFIRM_PAGE.place.referralHelp(places_per_referral)} {CONFIRM_PAGE.place.referrals(referrals)}
      </p>
      <p role="status" className="text-sm">
        {copied ? CONFIRM_PAGE.place.copied : ""}
      </p>
    </div>
  );
}

/** The expired link's offer: a new one, within the daily limit. */
function NewLink({ token }: { token: string }) {
  const resend = useResendConfirmation();
  if (resend.isError) return <OptInFailure onRetry={() => resend.mutate(token)} />;
  if (resend.data === "sent") return <p className="font-medium">{CONFIRM_PAGE.resent}</p>;
  if (resend.data === "already_sent") return <p className="font-medium">{CONFIRM_PAGE.alreadySent}</p>;
  if (resend.data === "already_confirmed")
    return <p className="font-medium">{CONFIRM_PAGE.alreadyConfirmed.body}</p>;
  if (resend.data === "invalid") return <p className="font-medium">{CONFIRM_PAGE.invalid.body}</p>;
  return (
    <Button type="button" disabled={resend.isPending} onClick={() => resend.mutate(token)}>
      {resend.isPending ? CONFIRM_PAGE.resendPending : CONFIRM_PAGE.resendButton}
    </Button>
  );
}

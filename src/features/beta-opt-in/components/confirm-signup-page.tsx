import { useEffect, useRef } from "react";
import { Link } from "react-router";

import { QueryProvider } from "@/components/query-provider";
import { Button } from "@/components/ui/button";
import { CONFIRM_PAGE } from "@/content/beta-opt-in";
import { type ConfirmationOutcome, useConfirmSignup } from "@/features/beta-opt-in/api/confirm-signup";
import { useResendConfirmation } from "@/features/beta-opt-in/api/resend-confirmation";

import { OptInFailure, OptInLayout, OptInMessage, OptInPending, useLinkToken } from "./opt-in-layout";

/** /beta/confirm?token=…: confirms the sign-up as soon as the page has its token, and says plainly how it went. */
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
  const confirm = useConfirmSignup();
  const { mutate } = confirm;
  // One confirmation per token, however often the effect runs.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  if (token === "") return <Outcome outcome="invalid" token="" />;
  if (token !== undefined && confirm.isError) return <OptInFailure onRetry={() => mutate(token)} />;
  if (token === undefined || !confirm.data) return <OptInPending text={CONFIRM_PAGE.pending} />;
  return <Outcome outcome={confirm.data} token={token} />;
}

function Outcome({ outcome, token }: { outcome: ConfirmationOutcome; token: string }) {
  if (outcome === "confirmed") return <OptInMessage state={CONFIRM_PAGE.confirmed} />;
  if (outcome === "already_confirmed") return <OptInMessage state={CONFIRM_PAGE.alreadyConfirmed} />;
  if (outcome === "expired") {
    return (
      <OptInMessage state={CONFIRM_PAGE.expired}>
        <NewLink token={token} />
      </OptInMessage>
    );
  }
  return (
    <OptInMessage state={CONFIRM_PAGE.invalid}>
      <Button asChild>
        <Link to={CONFIRM_PAGE.signUpLink.href}>{CONFIRM_PAGE.signUpLink.text}</Link>
      </Button>
    </OptInMessage>
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

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useSendCode, useVerifyCode } from "@/features/staff/api/sign-in";
import { DESK } from "@/features/staff/content";
import { RequestError } from "@/lib/request-error";
import { EmailFormSchema } from "@/features/staff/schemas/forms";
import { FailureNotice } from "../failure-notice";
import { deskFailureText } from "@/lib/failure-words";
import { CodeForm } from "./code-form";
import { CODE_EVERY_SECONDS, retrySeconds, useCodeWait } from "./code-wait";

const COPY = DESK.signIn;

/** A refused code is the visitor's to fix; anything else is the connection's or the server's. */
function codeProblem(error: unknown): string | undefined {
  if (!error) return undefined;
  const status = error instanceof RequestError ? error.status : undefined;
  return status !== undefined && status >= 400 && status < 500 && status !== 429
    ? COPY.wrongCode
    : deskFailureText(error);
}

/**
 * Steps 1 and 2: the address, then the code mailed to it. The address is kept when going back. Auth mails one code a
 * minute, so the desk counts down to when a new one can be asked for instead of letting the request be refused.
 */
export function EmailSteps() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sendCode = useSendCode();
  const verifyCode = useVerifyCode();
  const codeWait = useCodeWait();
  const form = useForm({ resolver: zodResolver(EmailFormSchema), defaultValues: { email: "" } });
  const waiting = codeWait.secondsLeft > 0;

  function send(email: string) {
    sendCode.mutate(email, {
      onSuccess: () => {
        codeWait.wait(CODE_EVERY_SECONDS);
        verifyCode.reset();
        setSentTo(email);
      },
      onError: (error) => {
        const seconds = retrySeconds(error);
        if (seconds !== undefined) codeWait.wait(seconds);
      },
    });
  }
  const sendProblem =
    sendCode.error && retrySeconds(sendCode.error) === undefined ? (
      <FailureNotice error={sendCode.error} />
    ) : null;
  const waitNotice = waiting ? (
    <p className="text-sm text-muted-foreground">{COPY.newCodeWait(codeWait.secondsLeft)}</p>
  ) : null;

  if (sentTo !== null) {
    return (
      <div className="grid gap-4">
        <p role="status">{COPY.codeSent}</p>
        <CodeForm
          id="staff-email-code"
          label={COPY.codeLabel}
          submit={COPY.verifyCode}
          pending={verifyCode.isPending}
          problem={codeProblem(verifyCode.error)}
          onCode={(code) => verifyCode.mutate({ email: sentTo, code })}
        />
        {sendProblem}
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={waiting || sendCode.isPending}
          onClick={() => send(sentTo)}
        >
          {waiting ? COPY.newCodeIn(codeWait.secondsLeft) : COPY.newCode}
        </Button>
        <Button
          type="button"
          variant="link"
          className="justify-self-start px-0"
          onClick={() => {
            verifyCode.reset();
            setSentTo(null);
          }}
        >
          {COPY.otherAddress}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(({ email }) => send(email))}>
      <FormField
        id="staff-email"
        label={COPY.emailLabel}
        error={form.formState.errors.email?.message}
        required
      >
        {(control) => <Input {...control} {...form.register("email")} type="email" autoComplete="email" />}
      </FormField>
      {sendProblem}
      {waitNotice}
      <Button type="submit" disabled={sendCode.isPending || waiting}>
        {sendCode.isPending ? "Sending…" : waiting ? COPY.sendCodeIn(codeWait.secondsLeft) : COPY.sendCode}
      </Button>
    </form>
  );
}

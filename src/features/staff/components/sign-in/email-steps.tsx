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

const COPY = DESK.signIn;

/** A refused code is the visitor's to fix; anything else is the connection's or the server's. */
function codeProblem(error: unknown): string | undefined {
  if (!error) return undefined;
  const status = error instanceof RequestError ? error.status : undefined;
  return status !== undefined && status >= 400 && status < 500 && status !== 429
    ? COPY.wrongCode
    : deskFailureText(error);
}

/** Steps 1 and 2: the address, then the code mailed to it. The address is kept when going back. */
export function EmailSteps() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sendCode = useSendCode();
  const verifyCode = useVerifyCode();
  const form = useForm({ resolver: zodResolver(EmailFormSchema), defaultValues: { email: "" } });

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
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(({ email }) =>
        sendCode.mutate(email, { onSuccess: () => setSentTo(email) }),
      )}
    >
      <FormField
        id="staff-email"
        label={COPY.emailLabel}
        error={form.formState.errors.email?.message}
        required
      >
        {(control) => <Input {...control} {...form.register("email")} type="email" autoComplete="email" />}
      </FormField>
      {sendCode.error ? <FailureNotice error={sendCode.error} /> : null}
      <Button type="submit" disabled={sendCode.isPending}>
        {sendCode.isPending ? "Sending…" : COPY.sendCode}
      </Button>
    </form>
  );
}

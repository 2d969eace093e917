import { useEffect } from "react";

import { useEnrolFactor, useVerifyFactor } from "@/features/staff/api/sign-in";
import { DESK } from "@/features/staff/content";
import { RequestError } from "@/lib/request-error";
import { FailureNotice } from "../failure-notice";
import { Loading } from "../loading";
import { deskFailureText } from "@/lib/failure-words";
import { CodeForm } from "./code-form";

const COPY = DESK.signIn;

function factorProblem(error: unknown): string | undefined {
  if (!error) return undefined;
  const status = error instanceof RequestError ? error.status : undefined;
  return status !== undefined && status >= 400 && status < 500 && status !== 429
    ? COPY.wrongFactorCode
    : deskFailureText(error);
}

/** Step 3, first time: enrol an authenticator (QR code and the key as text), then confirm it with its code. */
export function EnrolStep() {
  const enrol = useEnrolFactor();
  const verify = useVerifyFactor();
  const { mutate, status } = enrol;
  useEffect(() => {
    if (status === "idle") mutate();
  }, [mutate, status]);

  return (
    <div className="grid gap-4">
      <h2 className="text-xl font-semibold">{COPY.enrolTitle}</h2>
      <p>{COPY.enrolIntro}</p>
      {enrol.error ? <FailureNotice error={enrol.error} onRetry={() => enrol.mutate()} /> : null}
      {enrol.isPending ? <Loading /> : null}
      {enrol.data ? (
        <>
          <img
            src={enrol.data.qrCode}
            alt={COPY.qrAlt}
            width={200}
            height={200}
            className="rounded-md border bg-white p-2"
          />
          <p className="grid gap-1 text-sm font-medium">
            {COPY.secretLabel}
            <code className="font-mono text-base break-all select-all" data-testid="totp-secret">
              {enrol.data.secret}
            </code>
          </p>
          <CodeForm
            id="staff-enrol-code"
            label={COPY.factorLabel}
            submit={COPY.factorVerify}
            pending={verify.isPending}
            problem={factorProblem(verify.error)}
            onCode={(code) => enrol.data && verify.mutate({ factorId: enrol.data.factorId, code })}
          />
        </>
      ) : null}
    </div>
  );
}

/** Step 3, later sign-ins: the code of the authenticator already enrolled. */
export function FactorStep({ factorId }: { factorId: string }) {
  const verify = useVerifyFactor();
  return (
    <div className="grid gap-4">
      <h2 className="text-xl font-semibold">{COPY.factorTitle}</h2>
      <CodeForm
        id="staff-factor-code"
        label={COPY.factorLabel}
        submit={COPY.factorVerify}
        pending={verify.isPending}
        problem={factorProblem(verify.error)}
        onCode={(code) => verify.mutate({ factorId, code })}
      />
    </div>
  );
}

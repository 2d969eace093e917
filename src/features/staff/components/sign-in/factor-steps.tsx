import { useEffect, useState } from "react";

import { Button } from "@/components/ui/button";

import { useEnrolFactor, useVerifyFactor } from "@/features/staff/api/sign-in";
import { DESK } from "@/features/staff/content";
import { RequestError } from "@/lib/request-error";
import { FailureNotice } from "../failure-notice";
import { Loading } from "../loading";
import { deskFailureText } from "@/lib/failure-words";
import { CodeForm } from "./code-form";
import { groupedKey, qrImageSource } from "./qr-image";

const COPY = DESK.signIn;

function factorProblem(error: unknown): string | undefined {
  if (!error) return undefined;
  const status = error instanceof RequestError ? error.status : undefined;
  return status !== undefined && status >= 400 && status < 500 && status !== 429
    ? COPY.wrongFactorCode
    : deskFailureText(error);
}

/** The key as text, in groups of four, with a button that copies it whole (without the spaces). */
function SecretKey({ secret }: { secret: string }) {
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
  }
  return (
    <div className="grid gap-2 text-sm font-medium">
      <p>{COPY.secretLabel}</p>
      <div className="flex flex-wrap items-center gap-3">
        <code className="font-mono text-base break-all select-all" data-testid="totp-secret">
          {groupedKey(secret)}
        </code>
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          {COPY.copyKey}
        </Button>
      </div>
      <p role="status" className="text-muted-foreground">
        {copied === "copied" ? COPY.keyCopied : copied === "failed" ? COPY.copyFailed : null}
      </p>
    </div>
  );
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
            src={qrImageSource(enrol.data.qrCode)}
            alt={COPY.qrAlt}
            width={200}
            height={200}
            className="rounded-md border bg-white p-2"
          />
          <SecretKey secret={enrol.data.secret} />
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

import type { DeskSession } from "@/features/staff/api/session";
import { DESK } from "@/features/staff/content";
import { EmailSteps } from "./email-steps";
import { EnrolStep, FactorStep } from "./factor-steps";

/** The desk's sign-in: e-mail code, then the authenticator; says why it is showing when the desk signed out. */
export function SignIn({ session }: { session: Exclude<DeskSession, { step: "ready" }> }) {
  const reason = session.step === "signed-out" ? session.reason : undefined;
  return (
    <div className="mx-auto grid w-full max-w-md gap-6 px-4 py-10">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold">{DESK.signIn.title}</h1>
        <p className="text-muted-foreground">{DESK.signIn.intro}</p>
      </div>
      {reason && reason !== "signed-out" ? (
        <p role="alert" className="rounded-md border border-destructive p-3 text-sm">
          {DESK.signIn.reasons[reason]}
        </p>
      ) : null}
      {session.step === "signed-out" ? <EmailSteps /> : null}
      {session.step === "enrol" ? <EnrolStep /> : null}
      {session.step === "verify" ? <FactorStep factorId={session.factorId} /> : null}
    </div>
  );
}

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { RequestError } from "@/lib/request-error";

import { throwIfError } from "../lib/call-function";
import { getStaffClient } from "../lib/staff-client";
import { staffKeys } from "./keys";

/** Auth's refusals (unknown address, sign-ups off, e-mail codes off) say nothing; only trouble reaching it does. */
function isSilentRefusal(status: number | undefined) {
  return status !== undefined && status >= 400 && status < 500 && status !== 429;
}

/** Step 1: mails a code to an existing user only; whether the address is staff never shows. */
async function sendCode(email: string): Promise<void> {
  const supabase = await getStaffClient();
  const { error } = await supabase.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
  if (error && !isSilentRefusal(error.status)) throwIfError(error);
}

export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}

/** Step 2: the e-mailed code signs in (at aal1); the desk then asks for the authenticator. */
async function verifyCode({ email, code }: { email: string; code: string }): Promise<void> {
  const supabase = await getStaffClient();
  const { error } = await supabase.auth.verifyOtp({ email, token: code, type: "email" });
  throwIfError(error);
}

export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.session() }),
  });
}

/** The authenticator's code at step 3 (enrolment or a later sign-in) raises the session to aal2. */
async function verifyFactor({ factorId, code }: { factorId: string; code: string }): Promise<void> {
  const supabase = await getStaffClient();
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
  throwIfError(error);
}

export function useVerifyFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.session() }),
  });
}

export interface Enrolment {
  factorId: string;
  /** An image (a data: URI of an SVG) of the otpauth:// URI. */
  qrCode: string;
  secret: string;
}

/** Enrols a new TOTP authenticator, first dropping any earlier enrolment that was never confirmed. */
async function enrolFactor(): Promise<Enrolment> {
  const supabase = await getStaffClient();
  const listed = await supabase.auth.mfa.listFactors();
  throwIfError(listed.error);
  for (const factor of listed.data?.all ?? []) {
    if (factor.status === "unverified") await supabase.auth.mfa.unenroll({ factorId: factor.id });
  }
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: "totp" });
  throwIfError(error);
  if (!data) throw new RequestError("The authenticator could not be set up", { status: 500 });
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

export function useEnrolFactor() {
  return useMutation({ mutationFn: enrolFactor });
}

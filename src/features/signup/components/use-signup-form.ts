import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useSearchParams } from "react-router";

import type { Entered } from "@/components/held-form";
import { SIGNUP_ROLES, type SignupRole } from "@/config/limits";
import { useCreateSignup } from "@/features/signup/api/create-signup";
import { emptySignup, enteredSignup } from "@/features/signup/components/signup-form-values";
import {
  type SignupFormValues,
  type SignupRequest,
  SignupSchema,
} from "@/features/signup/schemas/signup-schema";
import { SIGNUP_TOASTS, amountFieldFor } from "@/features/signup/signup-copy";
import { FAILURE_TITLES, failureOf, signupFailureText } from "@/lib/failure-words";
import { toast } from "@/lib/toast";

function isSignupRole(value: string | null): value is SignupRole {
  return (SIGNUP_ROLES as readonly (string | null)[]).includes(value);
}

/**
 * The sign-up form's state and what it does: the role from the page or the URL, the amount suggested by the page,
 * what was entered before the code arrived, and the submission with its outcome (a failure's notice, the sent
 * confirmation).
 */
export function useSignupForm({
  defaultRole,
  suggestedAum,
}: {
  defaultRole: SignupRole | undefined;
  suggestedAum: string | undefined;
}) {
  const [searchParams] = useSearchParams();
  const roleParam = searchParams.get("role");
  const urlRole = isSignupRole(roleParam) ? roleParam : undefined;
  const preselectedRole = urlRole ?? defaultRole;

  const createSignup = useCreateSignup();
  // Why the last attempt failed (what happened and what to do); stays until the next submission.
  const [failureNotice, setFailureNotice] = useState<string | null>(null);
  // After a sign-up went through: the confirmation e-mail is on its way (until the next submission).
  const [confirmationSent, setConfirmationSent] = useState(false);

  const {
    register,
    handleSubmit,
    control,
    reset,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SignupFormValues, unknown, SignupRequest>({
    resolver: zodResolver(SignupSchema),
    defaultValues: emptySignup(defaultRole),
  });
  const amountField = amountFieldFor(useWatch({ control, name: "role" }));

  // `?role=` is applied after hydration: prerendered HTML knows no query string, so the first client render
  // must match it (the amount field depends on the role).
  useEffect(() => {
    if (urlRole) setValue("role", urlRole);
  }, [urlRole, setValue]);

  // A suggestion from the page (the ROI calculator's fund size) fills the amount while it is empty or holds the
  // last suggestion: never over what the visitor typed, before the code arrived too (takeIn has run by now).
  const lastSuggestion = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (suggestedAum === undefined) return;
    if (["", lastSuggestion.current].includes(getValues("aum"))) setValue("aum", suggestedAum);
    lastSuggestion.current = suggestedAum;
  }, [suggestedAum, getValues, setValue]);

  // The form's code has arrived (it loads when the visitor reaches for it). What they entered meanwhile is in the
  // fields but not yet in the form's state (a role chosen then would not show its amount field): take it in, with
  // reset, so that watchers (the amount field shown for a role) see the values too. A role in the URL wins.
  function takeIn(entered: Entered) {
    const values = enteredSignup(entered);
    reset({ ...values, role: urlRole ?? values.role }, { keepDefaultValues: true });
  }

  function welcome() {
    reset(emptySignup(preselectedRole));
    toast(SIGNUP_TOASTS.success);
    setConfirmationSent(true);
  }

  const submitValid = handleSubmit(async (signup) => {
    setFailureNotice(null);
    setConfirmationSent(false);
    try {
      await createSignup.mutateAsync(signup);
      welcome();
    } catch (error) {
      // Everything typed stays in the form; the message says what to do next.
      const notice = signupFailureText(error);
      setFailureNotice(notice);
      const title =
        failureOf(error).kind === "tooManyAttempts" ? FAILURE_TITLES.tooManyAttempts : FAILURE_TITLES.signup;
      toast({ title, description: notice, variant: "destructive" });
    }
  });

  return {
    register,
    errors,
    /** The amount field for the chosen role, or null when the role has none. */
    amountField,
    takeIn,
    submitValid,
    /** What a bot that filled the honeypot sees: the usual welcome. */
    welcome,
    pending: isSubmitting || createSignup.isPending,
    /** Submitted while offline: sent by itself once the connection is back. */
    paused: createSignup.isPaused,
    confirmationSent,
    failureNotice,
  };
}

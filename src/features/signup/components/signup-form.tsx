import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link, useSearchParams } from "react-router";

import { FormField } from "@/components/form-field";
import { type Entered, HeldForm, PendingNote } from "@/components/held-form";
import { HoneypotField } from "@/components/honeypot-field";
import { QueryProvider } from "@/components/query-provider";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { SIGNUP_ROLES, SIGNUP_SOURCES, type SignupRole } from "@/config/limits";
import { useCreateSignup } from "@/features/signup/api/create-signup";
import { signupFieldIds } from "@/features/signup/components/signup-field-ids";
import { usePrimarySignupForm } from "@/features/signup/components/use-primary-signup-form";
import {
  type SignupFormValues,
  type SignupRequest,
  SignupSchema,
} from "@/features/signup/schemas/signup-schema";
import {
  SIGNUP_CONFIRMATION_SENT,
  SIGNUP_FIELD_COPY,
  SIGNUP_PENDING_TEXT,
  SIGNUP_ROLE_LABELS,
  SIGNUP_SOURCE_LABELS,
  SIGNUP_TOASTS,
  amountFieldFor,
} from "@/features/signup/signup-copy";
import { FAILURE_TITLES, failureOf, signupFailureText } from "@/lib/failure-words";
import { toast } from "@/lib/toast";

function isSignupRole(value: string | null): value is SignupRole {
  return (SIGNUP_ROLES as readonly (string | null)[]).includes(value);
}

function emptyValues(role: SignupRole | undefined): SignupFormValues {
  return { name: "", email: "", company: "", role: role ?? "", aum: "", source: "" };
}

interface SignupFormProps {
  /** The card's useId(), from which every field id derives. */
  formId: string;
  buttonText: string;
  defaultRole?: SignupRole;
  suggestedAum?: string;
}

/**
 * The sign-up form itself: validated client-side, sent once, never loses input. Loaded on its own (see
 * signup-form-card.tsx) so that the form libraries stay out of the first download.
 */
export default function SignupForm(props: SignupFormProps) {
  return (
    <QueryProvider>
      <SignupFormFields {...props} />
    </QueryProvider>
  );
}

function SignupFormFields({ formId, buttonText, defaultRole, suggestedAum }: SignupFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const ids = signupFieldIds(formId, usePrimarySignupForm(formId, formRef));

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
    defaultValues: emptyValues(defaultRole),
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
    const values = Object.fromEntries(
      (Object.keys(emptyValues(undefined)) as (keyof SignupFormValues)[]).map((name) => [
        name,
        entered.text(name),
      ]),
    ) as SignupFormValues;
    reset({ ...values, role: urlRole ?? values.role }, { keepDefaultValues: true });
  }

  function welcome() {
    reset(emptyValues(preselectedRole));
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

  const pending = isSubmitting || createSignup.isPending;
  const optional = <span className="font-normal text-muted-foreground">{SIGNUP_FIELD_COPY.optional}</span>;

  return (
    <HeldForm
      ref={formRef}
      onEntered={takeIn}
      onSubmit={submitValid}
      onBot={welcome}
      aria-labelledby={ids.title}
      aria-describedby={ids.description}
      className="relative grid gap-4"
    >
      <FormField id={ids.name} label={SIGNUP_FIELD_COPY.name.label} error={errors.name?.message} required>
        {(field) => <Input {...field} {...register("name")} autoComplete="name" />}
      </FormField>
      <FormField id={ids.email} label={SIGNUP_FIELD_COPY.email.label} error={errors.email?.message} required>
        {(field) => (
          <Input
            {...field}
            {...register("email")}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
          />
        )}
      </FormField>
      <FormField
        id={ids.company}
        label={SIGNUP_FIELD_COPY.company.label}
        error={errors.company?.message}
        required
      >
        {(field) => <Input {...field} {...register("company")} autoComplete="organization" />}
      </FormField>
      <FormField id={ids.role} label={SIGNUP_FIELD_COPY.role.label} error={errors.role?.message} required>
        {(field) => (
          <NativeSelect {...field} {...register("role")}>
            <option value="">{SIGNUP_FIELD_COPY.role.placeholder}</option>
            {SIGNUP_ROLES.map((role) => (
              <option key={role} value={role}>
                {SIGNUP_ROLE_LABELS[role]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {amountField ? (
        <FormField
          id={ids.aum}
          label={
            <>
              {amountField.label} {optional}
            </>
          }
          error={errors.aum?.message}
        >
          {(field) => <Input {...field} {...register("aum")} placeholder={amountField.placeholder} />}
        </FormField>
      ) : null}
      <FormField
        id={ids.source}
        label={
          <>
            {SIGNUP_FIELD_COPY.source.label} {optional}
          </>
        }
        error={errors.source?.message}
      >
        {(field) => (
          <NativeSelect {...field} {...register("source")}>
            <option value="">{SIGNUP_FIELD_COPY.source.placeholder}</option>
            {SIGNUP_SOURCES.map((source) => (
              <option key={source} value={source}>
                {SIGNUP_SOURCE_LABELS[source]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <HoneypotField id={ids.honeypot} label={SIGNUP_FIELD_COPY.honeypot} />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={pending}>
        {pending ? (
          <>
            <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
            {SIGNUP_PENDING_TEXT}
          </>
        ) : (
          buttonText
        )}
      </Button>
      <PendingNote>{SIGNUP_FIELD_COPY.pendingNote}</PendingNote>
      {createSignup.isPaused ? (
        <p role="status" className="text-sm text-muted-foreground">
          {SIGNUP_FIELD_COPY.offlineNote}
        </p>
      ) : null}
      {confirmationSent ? (
        <p role="status" className="text-sm font-medium">
          {SIGNUP_CONFIRMATION_SENT}
        </p>
      ) : null}
      {failureNotice ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failureNotice}
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">
        {SIGNUP_FIELD_COPY.privacyNote}{" "}
        <Link to="/privacy" className="underline underline-offset-2 hover:text-foreground">
          {SIGNUP_FIELD_COPY.privacyLink}
        </Link>
        . {SIGNUP_FIELD_COPY.confirmationNote}
      </p>
    </HeldForm>
  );
}

import { LoaderCircle } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";

import { FormField } from "@/components/form-field";
import { HeldForm, PendingNote } from "@/components/held-form";
import { HoneypotField } from "@/components/honeypot-field";
import { QueryProvider } from "@/components/query-provider";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { SIGNUP_ROLES, SIGNUP_SOURCES, type SignupRole } from "@/config/limits";
import { signupFieldIds } from "@/features/signup/components/signup-field-ids";
import { usePrimarySignupForm } from "@/features/signup/components/use-primary-signup-form";
import { useSignupForm } from "@/features/signup/components/use-signup-form";
import { SIGNUP_FORM_ATTRIBUTE } from "@/features/signup/signup-focus";
import {
  SIGNUP_CONFIRMATION_SENT,
  SIGNUP_FIELD_COPY,
  SIGNUP_PENDING_TEXT,
} from "@/features/signup/signup-copy";
import { SIGNUP_ROLE_LABELS, SIGNUP_SOURCE_LABELS } from "@/content/signup-labels";

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

  const form = useSignupForm({ defaultRole, suggestedAum });
  const { register, errors, amountField, pending, paused, confirmationSent, failureNotice } = form;

  const optional = <span className="font-normal text-muted-foreground">{SIGNUP_FIELD_COPY.optional}</span>;

  return (
    <HeldForm
      ref={formRef}
      onEntered={form.takeIn}
      onSubmit={form.submitValid}
      onBot={form.welcome}
      aria-labelledby={ids.title}
      aria-describedby={ids.description}
      className="relative grid gap-4"
      {...{ [SIGNUP_FORM_ATTRIBUTE]: "" }}
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
      {paused ? (
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

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

import { CodeFormSchema } from "@/features/staff/schemas/forms";

interface CodeFormProps {
  id: string;
  label: string;
  submit: string;
  pending: boolean;
  /** A refusal or failure to show under the field. */
  problem?: string;
  onCode: (code: string) => void;
}

/** One 6-digit code field, for the e-mailed code and the authenticator's alike. */
export function CodeForm({ id, label, submit, pending, problem, onCode }: CodeFormProps) {
  const form = useForm({ resolver: zodResolver(CodeFormSchema), defaultValues: { code: "" } });
  const error = form.formState.errors.code?.message ?? problem;
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(({ code }) => onCode(code))}>
      <FormField id={id} label={label} error={error} required>
        {(control) => (
          <Input
            {...control}
            {...form.register("code")}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
          />
        )}
      </FormField>
      <Button type="submit" disabled={pending}>
        {pending ? "Checking…" : submit}
      </Button>
    </form>
  );
}

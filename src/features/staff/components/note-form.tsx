import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";

import { useAddNote } from "../api/application";
import { useKeptText } from "../lib/kept-text";
import { NoteFormSchema } from "../schemas/forms";
import { FailureNotice } from "./failure";

/** A note on the timeline; the text is kept through a sign-out and cleared only once it is saved. */
export function NoteForm({ applicationId }: { applicationId: string }) {
  const addNote = useAddNote(applicationId);
  const kept = useKeptText(`note:${applicationId}`);
  const form = useForm({ resolver: zodResolver(NoteFormSchema), defaultValues: { body: kept.initial() } });
  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={form.handleSubmit(({ body }) =>
        addNote.mutate(body, {
          onSuccess: () => {
            kept.clear();
            form.reset({ body: "" });
          },
        }),
      )}
    >
      <FormField id="application-note" label="Note" error={form.formState.errors.body?.message} required>
        {(control) => (
          <Textarea
            {...control}
            {...form.register("body", {
              onChange: (event: { target: { value: string } }) => kept.keep(event.target.value),
            })}
            rows={3}
          />
        )}
      </FormField>
      {addNote.error ? <FailureNotice error={addNote.error} /> : null}
      <Button type="submit" className="justify-self-start" disabled={addNote.isPending}>
        {addNote.isPending ? "Adding…" : "Add note"}
      </Button>
    </form>
  );
}

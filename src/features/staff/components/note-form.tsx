import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";

import { useAddNote } from "../api/application";
import { useKeptText } from "../lib/kept-text";
import { staleChange } from "../lib/stale-change";
import { NoteFormSchema } from "../schemas/forms";
import { FailureNotice } from "./failure-notice";
import { StaleNotice } from "./stale-notice";

/**
 * A note on the timeline; the text is kept through a sign-out, a refusal and a reload, and cleared only once it is
 * saved. The button keeps the focus while saving, and the result is announced politely.
 */
export function NoteForm({ applicationId, version }: { applicationId: string; version: number }) {
  const addNote = useAddNote(applicationId);
  const [announcement, setAnnouncement] = useState("");
  const kept = useKeptText(`note:${applicationId}`);
  const form = useForm({ resolver: zodResolver(NoteFormSchema), defaultValues: { body: kept.initial() } });
  const refusedBy = staleChange(addNote.error);
  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={form.handleSubmit(({ body }) => {
        if (addNote.isPending) return;
        setAnnouncement("");
        addNote.mutate(
          { version, body },
          {
            onSuccess: () => {
              kept.clear();
              form.reset({ body: "" });
              setAnnouncement("Note added.");
            },
            onError: () => setAnnouncement("The note was not added."),
          },
        );
      })}
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
      {refusedBy ? (
        <StaleNotice applicationId={applicationId} change={refusedBy} onReloaded={() => addNote.reset()} />
      ) : addNote.error ? (
        <FailureNotice error={addNote.error} />
      ) : null}
      <Button
        type="submit"
        className="justify-self-start aria-disabled:opacity-60"
        aria-disabled={addNote.isPending}
      >
        {addNote.isPending ? "Adding…" : "Add note"}
      </Button>
      <p role="status" className="text-sm empty:hidden">
        {announcement}
      </p>
    </form>
  );
}

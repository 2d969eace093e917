// The parts the post and job editors share, so the two pages read and behave alike. Import the kit whole:
// `import * as Editor from "../editor-parts"`, then `<Editor.Form>`, `<Editor.Actions>` and so on.
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Link } from "react-router";

import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

import { slugFrom } from "@/features/staff/schemas/posts";
import { FailureNotice } from "./failure-notice";
import { Loading } from "./loading";
import { type RichText, RichTextEditor } from "./posts/rich-text-editor";

/** The editor's form: the browser's own checks off (the form says what to fix), each change kept, Enter saves. */
export function Form({
  onChange,
  onSave,
  children,
}: {
  onChange: () => void;
  onSave: () => void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      className="grid gap-4"
      onChange={onChange}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      {children}
    </form>
  );
}

/** A saved record's state, its version and who saved it, and whether the site shows it yet. */
export function Header({ badge, saved, onSite }: { badge: ReactNode; saved: string; onSite: ReactNode }) {
  return (
    <div className="grid gap-2">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        {badge}
        <span className="text-muted-foreground">{saved}</span>
      </p>
      {onSite}
    </div>
  );
}

/** The part of a record's form that TitleAndSlug reads and fills. */
interface TitleAndSlugForm {
  register: (name: "title" | "slug") => UseFormRegisterReturn;
  getValues: (name: "title" | "slug") => string;
  setValue: (name: "slug", value: string) => void;
  formState: { errors: { title?: { message?: string }; slug?: { message?: string } } };
}

/**
 * The title and the address (slug) a record lives at. Leaving the title with the address still empty fills the
 * address from it (then `onFill`); once the record has been public the address is fixed, as links and search
 * engines point at it.
 */
export function TitleAndSlug({
  idPrefix,
  words,
  form,
  fixed,
  onFill,
}: {
  idPrefix: string;
  words: { title: string; slug: string; slugHint: string; slugFixed: string };
  form: TitleAndSlugForm;
  fixed: boolean;
  onFill: () => void;
}) {
  const title = form.register("title");
  const errors = form.formState.errors;
  const fill = () => {
    if (fixed || form.getValues("slug") !== "") return;
    form.setValue("slug", slugFrom(form.getValues("title")));
    onFill();
  };
  return (
    <>
      <FormField id={`${idPrefix}-title`} label={words.title} error={errors.title?.message} required>
        {(control) => (
          <Input
            {...control}
            {...title}
            onBlur={(event) => {
              void title.onBlur(event);
              fill();
            }}
          />
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-slug`}
        label={words.slug}
        error={errors.slug?.message}
        description={fixed ? words.slugFixed : words.slugHint}
        required
      >
        {(control) => <Input {...control} {...form.register("slug")} readOnly={fixed} />}
      </FormField>
    </>
  );
}

/** The rich-text field: its label, the editor, and what to fix. */
export function RichTextField({
  id,
  label,
  error,
  initial,
  onChange,
}: {
  id: string;
  label: string;
  error: string | undefined;
  initial: RichText;
  onChange: (body: RichText) => void;
}) {
  const labelId = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <span id={labelId} className="text-sm leading-none font-medium">
        {label}
      </span>
      <RichTextEditor
        id={id}
        labelId={labelId}
        describedBy={error ? errorId : undefined}
        initial={initial}
        onChange={onChange}
      />
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A button of the editor's action row. While a save is on its way it stays focusable and announced, and does
 * nothing (`aria-disabled`, not `disabled`, so focus is not lost).
 */
export function Action({
  busy,
  submit = false,
  onClick,
  children,
}: {
  busy: boolean;
  submit?: boolean;
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type={submit ? "submit" : "button"}
      variant={submit ? "default" : "outline"}
      className="aria-disabled:opacity-60"
      aria-disabled={busy}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** The action row: Save (or Save draft) first, then the record's own moves. */
export function Actions({
  busy,
  draft,
  words,
  children,
}: {
  busy: boolean;
  draft: boolean;
  words: { saving: string; saveDraft: string; save: string };
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Action busy={busy} submit>
        {busy ? words.saving : draft ? words.saveDraft : words.save}
      </Action>
      {children}
    </div>
  );
}

/** What the last action did, announced to screen readers as it changes. */
export function Outcome({ done }: { done: string }) {
  return (
    <p role="status" className="min-h-6 font-medium break-words">
      {done}
    </p>
  );
}

/** The way back to the list of posts or jobs. */
export function BackToList({ to, label }: { to: string; label: string }) {
  return (
    <p>
      <Link to={to} className="text-sm underline">
        {label}
      </Link>
    </p>
  );
}

/** A saved record's editor once the record has arrived: loading, a failure with a retry, or nothing at the address. */
export function Saved<T>({
  query,
  notFound,
  children,
}: {
  query: UseQueryResult<T | null>;
  notFound: string;
  children: (record: T) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <FailureNotice error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data === null) return <p>{notFound}</p>;
  return children(query.data);
}

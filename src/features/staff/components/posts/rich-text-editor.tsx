import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import { useEffect, useId, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { RequestError } from "@/lib/request-error";
import { cn } from "@/lib/utils";

import { type ImageFileProblem, imageFileProblem, uploadPostImage } from "@/features/staff/api/post-images";
import { POSTS } from "@/features/staff/content";
import { postExtensions } from "@/features/staff/lib/rich-text-extensions";
import { HEADING_LEVELS, linkProblem } from "@/features/staff/lib/rich-text-rules";

const WORDS = POSTS.editor;

/** What the editor holds: its document, and the HTML the site shows ("" while empty). */
export interface RichText {
  json: Record<string, unknown> | null;
  html: string;
}

/** Typography while writing, close to the article's. */
const CONTENT_CLASSES = [
  "min-h-64 rounded-b-md border border-t-0 border-input bg-background px-3 py-2 text-base leading-7 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
  "[&_p]:mt-3 [&_p:first-child]:mt-0 [&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-5 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_h4]:mt-4 [&_h4]:text-lg [&_h4]:font-semibold [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_pre]:overflow-x-auto [&_pre]:bg-muted [&_pre]:p-3 break-words",
  "[&_img]:mt-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md",
].join(" ");

/** What stops the link or image form, read out as it appears. */
function Problem({ id, problem }: { id: string; problem: string | null }) {
  return problem ? (
    <p id={id} className="text-sm text-destructive" role="alert">
      {problem}
    </p>
  ) : null;
}

function ToolButton({ label, active, onPress }: { label: string; active?: boolean; onPress: () => void }) {
  return (
    <Button
      type="button"
      size="sm"
      variant={active ? "secondary" : "ghost"}
      aria-pressed={active}
      // The selection stays in the text while the button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      {label}
    </Button>
  );
}

/** The link form under the toolbar: the address is checked by the editor's link rules before it is applied. */
function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId();
  const [href, setHref] = useState(() => String(editor.getAttributes("link").href ?? ""));
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The form opens on a press of "Link": the address is what comes next.
  useEffect(() => input.current?.focus(), []);
  const apply = () => {
    const value = href.trim();
    const found =
      editor.state.selection.empty && !editor.isActive("link") ? WORDS.linkNeedsText : linkProblem(value);
    setProblem(found);
    if (found) return;
    editor.chain().focus().extendMarkRange("link").setLink({ href: value }).run();
    onDone();
  };
  return (
    <div className="grid gap-2 border border-t-0 border-input p-2">
      <label htmlFor={id} className="text-sm font-medium">
        {WORDS.linkLabel}
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          ref={input}
          id={id}
          type="url"
          inputMode="url"
          value={href}
          placeholder="https://"
          className="min-w-0 flex-1 basis-48"
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              apply();
            } else if (event.key === "Escape") onDone();
          }}
        />
        <Button type="button" size="sm" onClick={apply}>
          {WORDS.linkApply}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          {WORDS.linkCancel}
        </Button>
      </div>
      <Problem id={`${id}-error`} problem={problem} />
    </div>
  );
}

/** What is wrong with a chosen file, in the author's words. */
const IMAGE_PROBLEM_WORDS: Record<ImageFileProblem, string> = {
  "too-big": WORDS.imageTooBig,
  "wrong-type": WORDS.imageWrongType,
  "too-many-pixels": WORDS.imageTooManyPixels,
};

/** Why an upload failed, in the author's words. */
function uploadFailure(error: unknown): string {
  if (error instanceof RequestError && error.status === 413) return WORDS.imageTooBig;
  if (error instanceof RequestError && error.status === 415) return WORDS.imageWrongType;
  if (error instanceof RequestError && error.status === 422) return WORDS.imageTooManyPixels;
  if (error instanceof RequestError && error.status !== undefined)
    return WORDS.imageFailed(error.message + ".");
  return WORDS.imageFailed(WORDS.imageNetwork);
}

/**
 * The image form under the toolbar: a file and the words that describe it, checked (size, first bytes, alt text)
 * before the upload. A failure keeps the file, the words and the post's text, and offers to try again.
 */
function ImageForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const insert = async () => {
    const words = alt.trim();
    const found = !file
      ? WORDS.imageNeedsFile
      : words === ""
        ? WORDS.imageNeedsAlt
        : await imageFileProblem(file).then((kind) => (kind ? IMAGE_PROBLEM_WORDS[kind] : null));
    setProblem(found);
    if (found || !file) return;
    setUploading(true);
    try {
      const src = await uploadPostImage(file);
      editor.chain().focus().insertPostImage({ src, alt: words }).run();
      onDone();
    } catch (error) {
      setFailed(true);
      setProblem(uploadFailure(error));
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className="grid gap-2 border border-t-0 border-input p-2">
      <label htmlFor={`${id}-file`} className="text-sm font-medium">
        {WORDS.imageFileLabel}
      </label>
      <Input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setProblem(null);
          setFailed(false);
        }}
      />
      <label htmlFor={`${id}-alt`} className="text-sm font-medium">
        {WORDS.imageAltLabel}
      </label>
      <Input
        id={`${id}-alt`}
        value={alt}
        maxLength={300}
        onChange={(event) => setAlt(event.target.value)}
        aria-invalid={problem === WORDS.imageNeedsAlt}
        aria-describedby={problem ? `${id}-error` : undefined}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" disabled={uploading} onClick={() => void insert()}>
          {uploading ? WORDS.imageUploading : failed ? WORDS.imageRetry : WORDS.imageInsert}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          {WORDS.imageCancel}
        </Button>
      </div>
      <Problem id={`${id}-error`} problem={problem} />
    </div>
  );
}

function Toolbar({ editor, onLink, onImage }: { editor: Editor; onLink: () => void; onImage: () => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      paragraph: current.isActive("paragraph"),
      headings: HEADING_LEVELS.map((level) => current.isActive("heading", { level })),
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      blockquote: current.isActive("blockquote"),
      link: current.isActive("link"),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div
      role="toolbar"
      aria-label={WORDS.toolbar}
      className="flex flex-wrap gap-1 rounded-t-md border border-input bg-muted/40 p-1"
    >
      <ToolButton
        label={WORDS.paragraph}
        active={state.paragraph}
        onPress={() => chain().setParagraph().run()}
      />
      {HEADING_LEVELS.map((level, index) => (
        <ToolButton
          key={level}
          label={WORDS.heading(level)}
          active={state.headings[index]}
          onPress={() => chain().toggleHeading({ level }).run()}
        />
      ))}
      <ToolButton label={WORDS.bold} active={state.bold} onPress={() => chain().toggleBold().run()} />
      <ToolButton label={WORDS.italic} active={state.italic} onPress={() => chain().toggleItalic().run()} />
      <ToolButton
        label={WORDS.bulletList}
        active={state.bulletList}
        onPress={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        label={WORDS.orderedList}
        active={state.orderedList}
        onPress={() => chain().toggleOrderedList().run()}
      />
      <ToolButton
        label={WORDS.quote}
        active={state.blockquote}
        onPress={() => chain().toggleBlockquote().run()}
      />
      <ToolButton label={WORDS.link} active={state.link} onPress={onLink} />
      {state.link ? (
        <ToolButton
          label={WORDS.removeLink}
          onPress={() => chain().extendMarkRange("link").unsetLink().run()}
        />
      ) : null}
      <ToolButton label={WORDS.image} onPress={onImage} />
      <ToolButton label={WORDS.undo} onPress={() => chain().undo().run()} />
      <ToolButton label={WORDS.redo} onPress={() => chain().redo().run()} />
    </div>
  );
}

function contentOf(editor: Editor): RichText {
  return editor.isEmpty ? { json: null, html: "" } : { json: editor.getJSON(), html: editor.getHTML() };
}

/**
 * The post's body: Tiptap with the post schema (headings 2 to 4, https and mailto links). Loaded only by the desk's
 * post editor. `initial` is read once: a restored revision remounts the editor with a new key.
 */
export function RichTextEditor({
  id,
  labelId,
  describedBy,
  initial,
  onChange,
}: {
  id: string;
  labelId: string;
  describedBy?: string;
  initial: RichText;
  onChange: (value: RichText) => void;
}) {
  const [linking, setLinking] = useState(false);
  const [addingImage, setAddingImage] = useState(false);
  const editor = useEditor({
    extensions: postExtensions(),
    content: initial.json ?? (initial.html || null),
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        class: CONTENT_CLASSES,
      },
    },
    onUpdate: ({ editor: current }) => onChange(contentOf(current)),
  });
  return (
    <div className={cn("grid", !editor && "min-h-72")}>
      {editor ? (
        <>
          <Toolbar
            editor={editor}
            onLink={() => {
              setAddingImage(false);
              setLinking(true);
            }}
            onImage={() => {
              setLinking(false);
              setAddingImage(true);
            }}
          />
          {linking ? <LinkForm editor={editor} onDone={() => setLinking(false)} /> : null}
          {addingImage ? <ImageForm editor={editor} onDone={() => setAddingImage(false)} /> : null}
        </>
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}

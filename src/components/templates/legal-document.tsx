import type * as React from "react";
import { Link } from "react-router";

import type { LegalBlock, LegalDocumentContent, LegalInline } from "@/content/legal";

const LINK_CLASS =
  "font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

function InlineContent({ content }: { content: readonly LegalInline[] }) {
  return content.map((part) => {
    if (typeof part === "string") return part;
    // Internal paths use the router; mailto: and other schemes are plain anchors.
    return part.href.startsWith("/") ? (
      <Link key={part.href + part.text} to={part.href} className={LINK_CLASS}>
        {part.text}
      </Link>
    ) : (
      <a key={part.href + part.text} href={part.href} className={LINK_CLASS}>
        {part.text}
      </a>
    );
  });
}

function Blocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return blocks.map((block) =>
    block.kind === "paragraph" ? (
      <p key={blockKey(block)}>
        <InlineContent content={block.content} />
      </p>
    ) : (
      <ul key={blockKey(block)} className="list-disc space-y-2 pl-5 marker:text-primary">
        {block.items.map((listItem) => (
          <li key={(listItem.term ?? "") + plainText(listItem.content)}>
            {listItem.term ? (
              <strong className="font-semibold text-foreground">{listItem.term} </strong>
            ) : null}
            <InlineContent content={listItem.content} />
          </li>
        ))}
      </ul>
    ),
  );
}

function plainText(content: readonly LegalInline[]): string {
  return content.map((part) => (typeof part === "string" ? part : part.text)).join("");
}

/** Blocks have no ids; their text is unique within a section and stable, so it serves as the key. */
function blockKey(block: LegalBlock): string {
  return block.kind === "paragraph"
    ? `p:${plainText(block.content)}`
    : `ul:${block.items.map((listItem) => (listItem.term ?? "") + plainText(listItem.content)).join("|")}`;
}

interface LegalDocumentProps {
  document: LegalDocumentContent;
  /** Buttons under the summary, e.g. a link to Cookie Settings. */
  actions?: React.ReactNode;
}

/**
 * A notice (privacy, cookies) from typed sections: the h1 with its date, a table of contents, then one h2 per
 * section and h3 per subsection. Sections carry ids so the contents and other pages can link to them.
 */
export function LegalDocument({ document, actions }: LegalDocumentProps) {
  return (
    <article aria-labelledby="page-title">
      <header className="bg-hero text-hero-foreground">
        <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-hero-foreground/80 uppercase">Legal</p>
          <h1 id="page-title" className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">
            {document.title}
          </h1>
          <p className="mt-3 text-sm text-hero-foreground/85">Last updated: {document.updated}</p>
          <p className="mt-6 max-w-3xl text-lg text-hero-foreground/85">{document.summary}</p>
          {actions ? <div className="mt-8 flex flex-col gap-3 sm:flex-row">{actions}</div> : null}
        </div>
      </header>
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-4 lg:px-8">
        <nav aria-labelledby="contents-heading" className="lg:col-span-1">
          <div className="rounded-xl border bg-muted p-5 lg:sticky lg:top-24">
            <h2 id="contents-heading" className="text-sm font-semibold tracking-wide uppercase">
              On this page
            </h2>
            <ol className="mt-3 space-y-2 text-sm">
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="text-muted-foreground hover:text-foreground focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <div className="max-w-3xl space-y-12 lg:col-span-3">
          {document.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight">
                {section.title}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-muted-foreground">
                <Blocks blocks={section.blocks} />
              </div>
              {section.subsections?.map((subsection) => (
                <section
                  key={subsection.id}
                  id={subsection.id}
                  aria-labelledby={`${subsection.id}-heading`}
                  className="mt-6 scroll-mt-24 rounded-xl border p-5"
                >
                  <h3 id={`${subsection.id}-heading`} className="text-lg font-semibold">
                    {subsection.title}
                  </h3>
                  <div className="mt-2 space-y-3 leading-relaxed text-muted-foreground">
                    <Blocks blocks={subsection.blocks} />
                  </div>
                </section>
              ))}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}

import Heading from "@tiptap/extension-heading";
import { type Extensions, mergeAttributes } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";

import { HEADING_LEVELS, LINK_PROTOCOLS, allowedHeadingLevel, isAllowedLink } from "./rich-text-rules";

/** Headings 2 to 4 only: a pasted h1 becomes an h2 and an h5 or h6 an h4, their words kept. */
const PostHeading = Heading.extend({
  parseHTML() {
    return [1, 2, 3, 4, 5, 6].map((level) => ({
      tag: `h${level}`,
      attrs: { level: allowedHeadingLevel(level) },
    }));
  },
  renderHTML({ node, HTMLAttributes }) {
    const level = allowedHeadingLevel(Number(node.attrs.level));
    return [`h${level}`, mergeAttributes(this.options.HTMLAttributes, HTMLAttributes), 0];
  },
}).configure({ levels: [...HEADING_LEVELS] });

/**
 * The editor's schema: what the site's sanitiser keeps (paragraphs, headings 2 to 4, lists, quotes, code, rules,
 * bold, italic, links), and nothing it would drop (underline and strike-through are off). A link the rules refuse
 * is neither made, pasted, auto-linked nor written out, even when it comes from a stored document.
 */
export function postExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: false,
      strike: false,
      underline: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        protocols: [...LINK_PROTOCOLS],
        isAllowedUri: (url) => isAllowedLink(url),
        shouldAutoLink: (url) => isAllowedLink(url),
      },
    }),
    PostHeading,
  ];
}

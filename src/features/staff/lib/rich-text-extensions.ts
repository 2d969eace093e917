import Heading from "@tiptap/extension-heading";
import { type Extensions, mergeAttributes, Node } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";

import { isAllowedImageSrc } from "@/lib/sanitize-html";

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

declare module "@tiptap/react" {
  interface Commands<ReturnType> {
    postImage: {
      /** Inserts an image the post-image function stored, with the words that describe it. */
      insertPostImage: (image: { src: string; alt: string }) => ReturnType;
    };
  }
}

/**
 * An image of the post: a block with its source and alt text, nothing else. One from anywhere the sanitiser would
 * drop (another host, a data: URL, no alt text) is not read from pasted or stored HTML.
 */
const PostImage = Node.create({
  name: "image",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: "img[src]",
        getAttrs: (element) => {
          const src = element.getAttribute("src") ?? "";
          const alt = element.getAttribute("alt")?.trim() ?? "";
          return isAllowedImageSrc(src) && alt !== "" ? { src, alt } : false;
        },
      },
    ];
  },
  renderHTML({ node }) {
    const src = String(node.attrs.src ?? "");
    const alt = String(node.attrs.alt ?? "");
    return ["img", isAllowedImageSrc(src) ? { src, alt } : { alt }];
  },
  addCommands() {
    return {
      insertPostImage:
        (image) =>
        ({ state, commands }) =>
          // After the selection, never over it: no selected words are lost to an image.
          commands.insertContentAt(state.selection.to, { type: this.name, attrs: image }),
    };
  },
});

/**
 * The editor's schema: what the site's sanitiser keeps (paragraphs, headings 2 to 4, lists, quotes, code, rules,
 * bold, italic, links, images of the post's bucket with alt text), and nothing it would drop (underline and strike-through are off). A link the rules refuse
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
    PostImage,
  ];
}

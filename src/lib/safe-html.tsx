import { type ComponentProps, useMemo } from "react";

import { sanitizeHtml } from "./sanitize-html";

export interface SafeHtmlProps extends Omit<ComponentProps<"div">, "children" | "dangerouslySetInnerHTML"> {
  /** Untrusted HTML, e.g. a blog post body from the database. */
  html: string;
}

/** Renders untrusted HTML after sanitising it. */
export function SafeHtml({ html, ...props }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}

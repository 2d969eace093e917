import type { MetaDescriptor } from "react-router";

import { pageTitle } from "@/lib/seo";

/** Every desk page: its title, and never indexed (robots.txt also disallows /staff). */
export function deskMeta(title: string): MetaDescriptor[] {
  return [{ title: pageTitle(`${title} · Staff desk`) }, { name: "robots", content: "noindex" }];
}

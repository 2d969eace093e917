import type { MetaDescriptor } from "react-router";

import { deskTitle } from "./content";

/** Every desk page: its title, and never indexed (robots.txt also disallows /staff). */
export function deskMeta(title: string): MetaDescriptor[] {
  return [{ title: deskTitle(title) }, { name: "robots", content: "noindex" }];
}

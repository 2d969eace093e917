import { type ComponentType, Suspense, lazy } from "react";
import type { MetaDescriptor } from "react-router";

import { pageTitle } from "@/lib/seo";

/*
 * What the desk's route modules import statically. Everything else of the desk is loaded by a dynamic import, so
 * that none of it counts as code a page needs at start: the build's shared chunk, which every public page loads,
 * is chosen among such code, and the desk must not change it (nor bring supabase-js into it).
 */

/** Every desk page: its title, and never indexed (robots.txt also disallows /staff). */
export function deskMeta(title: string): MetaDescriptor[] {
  return [{ title: pageTitle(`${title} · Staff desk`) }, { name: "robots", content: "noindex" }];
}

/** A desk page whose code is fetched when the route renders (retried by the module loader until it arrives). */
export function lazyDeskPage<Props extends object>(factory: () => Promise<ComponentType<Props>>) {
  const Page = lazy(async () => ({ default: await factory() }));
  return function DeskPage(props: Props) {
    return (
      <Suspense
        fallback={
          <p role="status" className="mx-auto w-full max-w-md px-4 py-10 text-muted-foreground">
            Loading…
          </p>
        }
      >
        <Page {...props} />
      </Suspense>
    );
  };
}

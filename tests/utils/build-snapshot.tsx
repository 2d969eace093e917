import { renderToStaticMarkup } from "react-dom/server";

import { BuildSnapshotScript } from "@/lib/build-snapshot";

/**
 * Puts a build snapshot in the document as a prerendered page carries it, so the page under test starts as it
 * does in the browser after a build. Returns a function that removes it.
 */
export function embedBuildSnapshot(snapshotKey: string, value: unknown): () => void {
  const fragment = document
    .createRange()
    .createContextualFragment(
      renderToStaticMarkup(<BuildSnapshotScript snapshotKey={snapshotKey} value={value} />),
    );
  const script = fragment.firstElementChild;
  document.body.prepend(fragment);
  return () => script?.remove();
}

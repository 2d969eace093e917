import { act } from "@testing-library/react";
import type * as React from "react";
import { type Root, hydrateRoot } from "react-dom/client";
import { renderToReadableStream } from "react-dom/server";
import { onTestFinished, vi } from "vitest";

/** The page's HTML as the build writes it (every lazily loaded part rendered), in the document, not yet hydrated. */
export async function prerender(element: React.ReactNode): Promise<HTMLElement> {
  vi.stubEnv("SSR", true);
  try {
    const stream = await renderToReadableStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    await stream.allReady;
    const container = document.createElement("div");
    document.body.append(container);
    // The test writes markup React rendered itself, as the browser receives a prerendered page.
    container.insertAdjacentHTML("afterbegin", await new Response(stream).text());
    return container;
  } finally {
    vi.unstubAllEnvs();
  }
}

/** Does `step` and lets React finish what it started (renders, effects, resolved lazy components). */
export async function settle(step: () => unknown) {
  await act(async () => {
    step();
    await Promise.resolve();
  });
}

/**
 * Hydrates `container` as the browser does. The test fails if React took away an element of the prerendered HTML,
 * as it does when an urgent update reaches a part before its code has arrived (it renders the part anew, from its
 * fallback): the visitor would lose the part and what they typed into it.
 */
export function hydrate(container: Element, element: React.ReactNode): Root {
  const prerendered = new Set(container.querySelectorAll("*"));
  const removed: Node[] = [];
  const collect = (records: MutationRecord[]) => {
    for (const record of records) removed.push(...record.removedNodes);
  };
  const observer = new MutationObserver(collect);
  observer.observe(container, { childList: true, subtree: true });
  let checked = false;
  const check = () => {
    if (checked) return;
    checked = true;
    collect(observer.takeRecords());
    observer.disconnect();
    const dropped = removed.find((node) => node instanceof Element && prerendered.has(node));
    if (dropped instanceof Element)
      throw new Error(`React took away prerendered HTML: ${dropped.outerHTML.slice(0, 200)}`);
  };
  onTestFinished(check);
  const root = hydrateRoot(container, element);
  return {
    render: (children) => root.render(children),
    unmount: () => {
      try {
        check();
      } finally {
        root.unmount();
      }
    },
  };
}

import { act } from "@testing-library/react";
import type * as React from "react";
import { renderToReadableStream } from "react-dom/server";
import { vi } from "vitest";

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

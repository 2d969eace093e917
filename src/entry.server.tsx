import { renderToReadableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

/** A page that takes longer than this to render at build time is a bug; fail instead of hanging the build. */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * Renders pages at build time (prerendering; the site has no runtime server). Static generation waits for
 * every Suspense boundary, so the HTML holds the complete page rather than streamed placeholders.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let status = responseStatusCode;
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    // Never outline finished sections into streamed segments: a static page is written out in one piece.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      status = 500;
      console.error(error);
    },
  });
  await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status });
}

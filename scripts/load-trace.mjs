// What the browser's main thread does while a page loads on a slow phone: a Chromium trace of one load with the CPU
// slowed four times (as Lighthouse's mobile profile assumes), reduced to the renderer main thread's tasks, its long
// tasks with where their time went, and the blocking time they add. Used by the benchmark.
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };
// The site starts its app after the first paint, and data pages check their data once their part has loaded: a load
// is traced until QUIET_MS after the network has gone quiet (no request for 500 ms), and for MIN_TRACE_MS at least.
const QUIET_MS = 2000;
const MIN_TRACE_MS = 6000;
const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "toplevel",
  "v8.execute",
  // navigationStart, the origin every time is measured from.
  "blink.user_timing",
  // The navigation's own commit and response handling, otherwise unnamed time in the first task.
  "loading",
];
const LONG_TASK_MS = 50;
/** How many of a long task's kinds of work are kept, largest first. */
const WORK_KEPT = 5;

/**
 * The kinds of work a long task is broken into, by trace event name (what DevTools' performance panel shows):
 * script evaluation, compilation and calls (hydration runs in FunctionCall), parsing, style, layout, paint, garbage
 * collection, and the navigation's commit.
 */
const WORK_EVENTS = new Set([
  "EvaluateScript",
  "v8.evaluateModule",
  "v8.compile",
  "v8.compileModule",
  "FunctionCall",
  "RunMicrotasks",
  "TimerFire",
  "FireIdleCallback",
  "FireAnimationFrame",
  "EventDispatch",
  "ParseHTML",
  "ParseAuthorStyleSheet",
  "UpdateLayoutTree",
  "Layout",
  "PrePaint",
  "Paint",
  "Layerize",
  "Commit",
  "Decode Image",
  "MinorGC",
  "MajorGC",
  "DocumentLoader::CommitNavigation",
  "DocumentLoader::StartLoadingResponse",
]);
/** Time in a task under no event of WORK_EVENTS (the task's own bookkeeping, message dispatch…). */
const OTHER = "other";

/** @typedef {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, cat?: string, args?: any }} TraceEvent */
/** @typedef {{ name: string, url: string, ms: number }} Work */

/** Trace times are in microseconds; results in ms, to a tenth. */
const ms = (microseconds) => Math.round(microseconds / 100) / 10;

/** The script or document an event ran for, when the trace says. */
function urlOf(event) {
  const args = event.args ?? {};
  return args.data?.url || args.fileName || args.beginData?.url || "";
}

/**
 * Where a task's time went: each event's self time (its duration less its children's) goes to the nearest
 * enclosing event of WORK_EVENTS, itself included, named with its script or document URL.
 * @param {TraceEvent} task
 * @param {TraceEvent[]} threadEvents the thread's complete events, sorted by start, longest first on ties
 * @returns {Work[]} largest first
 */
function workIn(task, threadEvents) {
  const taskEnd = task.ts + (task.dur ?? 0);
  /** @type {Map<string, { name: string, url: string, microseconds: number }>} */
  const totals = new Map();
  const add = (label, url, microseconds) => {
    const key = `${label}\n${url}`;
    const entry = totals.get(key) ?? { name: label, url, microseconds: 0 };
    entry.microseconds += microseconds;
    totals.set(key, entry);
  };
  const root = { end: taskEnd, dur: task.dur ?? 0, children: 0, name: OTHER, url: "" };
  const stack = [root];
  const close = (node) => add(node.name, node.url, Math.max(0, node.dur - node.children));
  for (const event of threadEvents) {
    if (event === task || event.ts < task.ts) continue;
    if (event.ts >= taskEnd) break;
    while (stack.length > 1 && stack[stack.length - 1].end <= event.ts) close(stack.pop());
    const parent = stack[stack.length - 1];
    // A child cannot outlast its parent; microsecond rounding sometimes says otherwise.
    const end = Math.min(event.ts + (event.dur ?? 0), parent.end);
    parent.children += end - event.ts;
    const known = WORK_EVENTS.has(event.name);
    stack.push({
      end,
      dur: end - event.ts,
      children: 0,
      name: known ? event.name : parent.name,
      url: known ? urlOf(event) : parent.url,
    });
  }
  while (stack.length > 0) close(stack.pop());
  return [...totals.values()]
    .sort((a, b) => b.microseconds - a.microseconds)
    .map(({ name, url, microseconds }) => ({ name, url, ms: ms(microseconds) }))
    .filter((work) => work.ms > 0);
}

/**
 * Reduces a Chromium trace of one page load to the page's renderer main thread. Times are in ms from the page's
 * navigationStart. Blocking time follows Lighthouse's definition: each top-level task that ends after the first
 * contentful paint adds its part after that paint less 50 ms, when that part exceeds 50 ms; Lighthouse stops at
 * Time to Interactive, this at the end of the trace.
 * @param {TraceEvent[]} events the trace's traceEvents
 * @param {string} url the page's address, as navigated to
 */
export function summarizeLoadTrace(events, url) {
  const navigations = events.filter(
    (e) =>
      e.name === "navigationStart" &&
      e.args?.data?.isLoadingMainFrame &&
      /^https?:/.test(e.args.data.documentLoaderURL ?? ""),
  );
  const navigation =
    navigations.find((e) => e.args.data.documentLoaderURL === url) ??
    navigations.find((e) => e.args.data.documentLoaderURL.startsWith(url));
  if (!navigation) throw new Error(`The trace has no main-frame navigation to ${url}`);
  const { pid, tid } = navigation;
  const threadName = events.find(
    (e) => e.ph === "M" && e.name === "thread_name" && e.pid === pid && e.tid === tid,
  );
  if (threadName?.args?.name !== "CrRendererMain") {
    throw new Error(`The navigation to ${url} did not run on a renderer main thread (CrRendererMain)`);
  }
  const fcp = events.find(
    (e) =>
      e.name === "firstContentfulPaint" &&
      e.pid === pid &&
      e.args?.data?.navigationId === navigation.args.data.navigationId,
  );
  if (!fcp) throw new Error(`The trace has no first contentful paint for ${url}`);

  const threadEvents = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === "X" && e.ts >= navigation.ts)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  /** @type {TraceEvent[]} */
  const tasks = [];
  for (const event of threadEvents) {
    if (event.name !== "RunTask") continue;
    const previous = tasks[tasks.length - 1];
    // A task run inside another (a nested run loop) is part of the outer one's time.
    if (previous && event.ts < previous.ts + (previous.dur ?? 0)) continue;
    tasks.push(event);
  }

  const longTaskUs = LONG_TASK_MS * 1000;
  const blockingUs = (task) => {
    const end = task.ts + (task.dur ?? 0);
    const afterFcp = end - Math.max(task.ts, fcp.ts);
    return afterFcp > longTaskUs ? afterFcp - longTaskUs : 0;
  };
  const long = tasks.filter((task) => (task.dur ?? 0) > longTaskUs);
  return {
    url,
    fcpMs: ms(fcp.ts - navigation.ts),
    tasks: tasks.length,
    busyMs: ms(tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0)),
    blockingMs: ms(long.reduce((sum, task) => sum + blockingUs(task), 0)),
    longTasks: long.map((task) => ({
      startMs: ms(task.ts - navigation.ts),
      durationMs: ms(task.dur ?? 0),
      blockingMs: ms(blockingUs(task)),
      work: workIn(task, threadEvents).slice(0, WORK_KEPT),
    })),
  };
}

/**
 * Loads `url` in a fresh phone-sized page with the CPU slowed four times, traces the load and summarizes it
 * (summarizeLoadTrace).
 * @param {import("@playwright/test").Browser} browser Chromium
 * @param {string} url
 */
export async function loadTrace(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    let trace;
    try {
      const started = Date.now();
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(Math.max(QUIET_MS, MIN_TRACE_MS - (Date.now() - started)));
    } finally {
      trace = await browser.stopTracing();
    }
    return summarizeLoadTrace(JSON.parse(trace.toString("utf8")).traceEvents, url);
  } finally {
    await context.close();
  }
}

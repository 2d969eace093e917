/**
 * The benchmark's reading of a load trace (scripts/load-trace.mjs): which thread is the page's, which tasks are
 * long, how much of them blocks after the first contentful paint, and where a long task's time went.
 */
import { describe, expect, it } from "vitest";

import { summarizeLoadTrace } from "./load-trace.mjs";

const URL = "http://127.0.0.1:4480/";
const PID = 7;
const MAIN = 7;
const COMPOSITOR = 9;
const NAV = 1_000_000;
const FRAMEWORK = "http://127.0.0.1:4480/assets/framework.js";

/** A complete event on the page's main thread, `start` and `dur` in ms from navigationStart. */
const task = (name: string, start: number, dur: number, args?: object, tid = MAIN) => ({
  name,
  ph: "X",
  ts: NAV + start * 1000,
  dur: dur * 1000,
  pid: PID,
  tid,
  args,
});

const trace = [
  { name: "thread_name", ph: "M", ts: 0, pid: PID, tid: MAIN, args: { name: "CrRendererMain" } },
  { name: "thread_name", ph: "M", ts: 0, pid: PID, tid: COMPOSITOR, args: { name: "Compositor" } },
  {
    name: "navigationStart",
    ph: "R",
    ts: NAV,
    pid: PID,
    tid: MAIN,
    args: { data: { documentLoaderURL: URL, isLoadingMainFrame: true, navigationId: "n1" } },
  },
  {
    name: "firstContentfulPaint",
    ph: "R",
    ts: NAV + 100_000,
    pid: PID,
    tid: MAIN,
    args: { data: { navigationId: "n1" } },
  },
  // The blank page's task, before the navigation: not the page's.
  task("RunTask", -200, 150),
  // Before the first paint: long, blocks nothing.
  task("RunTask", 10, 60),
  // Across the first paint: only its 80 ms after it count, 30 ms of them blocking.
  task("RunTask", 80, 100),
  // After it: 120 ms, 70 ms blocking; a script call (with a forced layout inside) and style work.
  task("RunTask", 200, 120),
  task("ThreadControllerImpl::RunTask", 200, 120),
  task("FunctionCall", 205, 90, { data: { url: FRAMEWORK, functionName: "workLoop" } }),
  task("Layout", 250, 25),
  task("UpdateLayoutTree", 295, 10),
  // A task nested in that one is part of it, not another task.
  task("RunTask", 310, 2),
  task("RunTask", 400, 30),
  // Another thread's long task is not the page's.
  task("RunTask", 500, 400, undefined, COMPOSITOR),
];

describe("summarizeLoadTrace", () => {
  const summary = summarizeLoadTrace(trace, URL);

  it("counts the page's main-thread tasks from its navigation on", () => {
    expect(summary.fcpMs).toBe(100);
    expect(summary.tasks).toBe(4);
    expect(summary.busyMs).toBe(60 + 100 + 120 + 30);
  });

  it("finds the long tasks and their blocking time after the first contentful paint", () => {
    expect(
      summary.longTasks.map(({ startMs, durationMs, blockingMs }) => [startMs, durationMs, blockingMs]),
    ).toEqual([
      [10, 60, 0],
      [80, 100, 30],
      [200, 120, 70],
    ]);
    expect(summary.blockingMs).toBe(100);
  });

  it("says where a long task's time went, by self time, largest first", () => {
    expect(summary.longTasks[2]?.work).toEqual([
      { name: "FunctionCall", url: FRAMEWORK, ms: 65 },
      { name: "Layout", url: "", ms: 25 },
      { name: "other", url: "", ms: 20 },
      { name: "UpdateLayoutTree", url: "", ms: 10 },
    ]);
  });

  it("refuses a trace without the page's first contentful paint", () => {
    expect(() =>
      summarizeLoadTrace(
        trace.filter((e) => e.name !== "firstContentfulPaint"),
        URL,
      ),
    ).toThrow(`The trace has no first contentful paint for ${URL}`);
  });
});

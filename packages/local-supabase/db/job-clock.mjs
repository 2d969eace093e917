// @ts-check
/**
 * The embedded API's stand-in for the hosted project's `advance-jobs` cron job (decision 047): every `intervalMs` it
 * runs `private.advance_schedules()`, which opens scheduled jobs whose time has come, closes those past their
 * closes_at, notes posts whose publish_at has come, and asks for a rebuild when anything changed. What the public
 * key reads never waits for it: the database decides by the jobs' and posts' times.
 */

/**
 * @param {{
 *   query: (sql: string) => Promise<unknown[]>,
 *   intervalMs: number,
 *   log?: (line: string) => void,
 * }} options
 * @returns {{ tick: () => Promise<number>, stop: () => Promise<void> }}
 */
export function startJobClock({ query, intervalMs, log }) {
  const logLine = log ?? (() => undefined);
  /** @type {Promise<number> | undefined} */
  let running;
  let stopped = false;

  async function advance() {
    const rows = /** @type {{ changed: number }[]} */ (
      await query("select private.advance_schedules() as changed")
    );
    const changed = rows[0]?.changed ?? 0;
    if (changed > 0) logLine(`Schedule: ${changed} jobs opened or closed, or posts come due`);
    return changed;
  }

  /** One run at a time, as one cron job's runs do not overlap. */
  function tick() {
    running ??= advance().finally(() => {
      running = undefined;
    });
    return running;
  }

  const timer = setInterval(() => {
    if (stopped) return;
    tick().catch((/** @type {unknown} */ error) =>
      logLine(`Job clock failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  }, intervalMs);
  timer.unref();

  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

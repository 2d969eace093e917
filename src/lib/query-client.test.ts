import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { createQueryClient } from "@/lib/query-client";

/** Runs one read with the site's client, letting every retry delay pass: how many attempts, and when it gave up. */
async function attemptsFor(error: Error | { status: number }) {
  const client = createQueryClient();
  const fetcher = vi.fn(() =>
    Promise.reject(error instanceof Error ? error : Object.assign(new Error(), error)),
  );
  const started = Date.now();
  const gaveUp = client.fetchQuery({ queryKey: ["read"], queryFn: fetcher }).then(
    () => undefined,
    () => Date.now() - started,
  );
  await vi.runAllTimersAsync();
  return { attempts: fetcher.mock.calls.length, gaveUpAfterMs: await gaveUp };
}

describe("data fetching", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("tries a read that failed on the network 4 times in all, backing off 1 s, 2 s, 4 s", async () => {
    const { attempts, gaveUpAfterMs } = await attemptsFor(new TypeError("Failed to fetch"));
    expect(attempts).toBe(4);
    expect(gaveUpAfterMs).toBe(7000);
  });

  it("retries a server error (5xx) the same way", async () => {
    expect((await attemptsFor({ status: 503 })).attempts).toBe(4);
  });

  it("does not retry an answer that will not change (4xx)", async () => {
    expect((await attemptsFor({ status: 404 })).attempts).toBe(1);
    expect((await attemptsFor({ status: 401 })).attempts).toBe(1);
  });

  it("keeps unused data for 5 minutes", async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ["kept"], queryFn: () => "data" });
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000 - 1);
    expect(client.getQueryData(["kept"])).toBe("data");
    await vi.advanceTimersByTimeAsync(1);
    expect(client.getQueryData(["kept"])).toBeUndefined();
  });

  it("never retries a submission on its own", async () => {
    const client = createQueryClient();
    const submit = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    const observer = client.getMutationCache().build(client, { mutationFn: submit });
    const sent = observer.execute(undefined).catch(() => undefined);
    await vi.runAllTimersAsync();
    await sent;
    expect(submit).toHaveBeenCalledTimes(1);
  });
});

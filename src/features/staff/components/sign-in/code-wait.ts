import { useEffect, useState } from "react";

import { RequestError } from "@/lib/request-error";

/** Auth mails one code a minute per address. */
export const CODE_EVERY_SECONDS = 60;

/** How long Auth asks to wait before the next code: the seconds its refusal names, else the one-a-minute rule. */
export function retrySeconds(error: unknown): number | undefined {
  if (!(error instanceof RequestError) || error.status !== 429) return undefined;
  const named = /(\d+)\s*seconds?/i.exec(error.message)?.[1];
  return named ? Number(named) : CODE_EVERY_SECONDS;
}

/** Whole seconds until a new code can be asked for; `wait(seconds)` starts the count. */
export function useCodeWait() {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(1000, until - now));
    return () => window.clearTimeout(timer);
  }, [until, now]);
  return {
    secondsLeft: Math.max(0, Math.ceil((until - now) / 1000)),
    wait: (seconds: number) => {
      const start = Date.now();
      setNow(start);
      setUntil(start + seconds * 1000);
    },
  };
}

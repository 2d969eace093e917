import { STILL_LOADING_MS } from "@/config/code-loading";
import { RequestError } from "@/lib/request-error";

/**
 * Code a backend call needs, which the build loads through the module loader (decision 037): a dropped request is
 * retried inside the call, and the visitor hears of it, as a network failure, only if the code has not arrived
 * within STILL_LOADING_MS. The loader keeps trying after that, and the next call waits for the same load.
 */
export function neededCode<T>(code: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unreachable = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new RequestError(`${what} could not be loaded`, { code: "network" })),
      STILL_LOADING_MS,
    );
  });
  return Promise.race([
    code.catch(() => {
      throw new RequestError(`${what} could not be loaded`, { code: "network" });
    }),
    unreachable,
  ]).finally(() => clearTimeout(timer));
}

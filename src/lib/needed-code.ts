import { REQUEST_TIMEOUT_MS } from "@/config/network";
import { RequestError } from "@/lib/request-error";

/**
 * Code a backend call needs, which the build loads through the module loader (decision 037): a dropped request is
 * retried inside the call, and the visitor hears of it only if the code has not arrived within REQUEST_TIMEOUT_MS,
 * the network's own deadline. The loader keeps trying after that, and the next call waits for the same load.
 */
export function neededCode<T>(code: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unreachable = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new RequestError(`${what} could not be loaded`, { code: "network" })),
      REQUEST_TIMEOUT_MS,
    );
  });
  return Promise.race([
    code.catch(() => {
      throw new RequestError(`${what} could not be loaded`, { code: "network" });
    }),
    unreachable,
  ]).finally(() => clearTimeout(timer));
}

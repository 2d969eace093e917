// @ts-check
/**
 * The gateway's routing, as hosted Supabase's gateway routes: CORS and preflight for every answer, the local
 * mailbox (this machine only), Edge Functions, Auth, then PostgREST and Storage behind the API-key check, each
 * given the caller its key and token name.
 */
import { handleAuth } from "../auth/gotrue.mjs";
import { apiKeyRefused, tokenRefused } from "../rest/postgrest-errors.mjs";
import { handleRest } from "../rest/rest.mjs";
import { handleResumable } from "../storage/resumable.mjs";
import { handleStorage } from "../storage/storage.mjs";
import { TUS_OPTIONS_HEADERS } from "../storage/tus-protocol.mjs";
import { identifyCaller } from "../keys/caller.mjs";
import { fromLoopback, setClientAddress } from "../http/client-address.mjs";
import { drainRequest, sendJson, sendPgrstError, sendPreflight, setCorsHeaders } from "../http/http.mjs";

/**
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("node:http").ServerResponse} ServerResponse
 * @typedef {{
 *   trustProxy: boolean,
 *   mailbox: import("../mail/mailbox.mjs").Mailbox,
 *   functionRoutes: import("../functions/edge-functions.mjs").FunctionRoutes,
 *   authBackend: import("../auth/gotrue.mjs").AuthBackend,
 *   restBackend: import("../rest/schema-cache.mjs").Backend,
 *   storageBackend: import("../storage/model.mjs").StorageBackend,
 *   housekeeping: WeakSet<ServerResponse>,
 *   keys: import("../keys/keys.mjs").KeySet,
 *   allowOrigin: string,
 * }} Gateway (housekeeping: the answers to the service role, which the request log leaves out when they succeed;
 *   keys: the secret and keys this server accepts; allowOrigin: what CORS allows, `*` or the site's origin)
 */

/**
 * @param {Gateway} gateway
 * @returns {(req: IncomingMessage, res: ServerResponse) => Promise<void>} the handler for one request
 */
export function createRequestHandler({
  trustProxy,
  mailbox,
  functionRoutes,
  authBackend,
  restBackend,
  storageBackend,
  housekeeping,
  keys,
  allowOrigin,
}) {
  return async (req, res) => {
    setCorsHeaders(res, allowOrigin);
    setClientAddress(req, trustProxy);
    /** @type {URL} */
    let url;
    try {
      url = new URL(req.url ?? "/", "http://localhost");
      if (!(req.url ?? "").startsWith("/")) throw new Error("not an origin-form request target");
    } catch {
      drainRequest(req);
      sendJson(res, 400, { message: "Bad request" });
      return;
    }
    if (req.method === "OPTIONS") {
      drainRequest(req);
      // The resumable endpoint answers OPTIONS as a tus server too, preflight or not.
      const resumable = /^\/storage\/v1\/upload\/resumable(?:\/|$)/.test(url.pathname);
      sendPreflight(req, res, resumable ? TUS_OPTIONS_HEADERS : {});
      return;
    }
    const pathname = url.pathname;
    // The mailbox holds every link token the local mail carried: it answers only this machine, even when the API
    // listens on other addresses too (HOST=0.0.0.0); anyone else gets the gateway's answer for an unknown route.
    if ((pathname === "/mailbox" || pathname.startsWith("/mailbox/")) && fromLoopback(req)) {
      await mailbox.handle(req, res, pathname.slice("/mailbox".length));
      return;
    }
    const functionPath = /^\/functions\/v1\/([A-Za-z0-9_-]+)(\/.*)?$/.exec(pathname);
    if (functionPath?.[1]) {
      await functionRoutes.handle(req, res, functionPath[1], `${functionPath[2] ?? ""}${url.search}`, url);
      return;
    }
    if (pathname.startsWith("/auth/v1/")) {
      const caller = await identifyCaller(req.headers, url.searchParams, keys);
      if (!caller.ok && caller.layer === "gateway") {
        drainRequest(req);
        const refused = apiKeyRefused(caller.message, caller.hint);
        sendPgrstError(res, refused.status, refused.body);
        return;
      }
      await handleAuth(req, res, url, pathname.slice("/auth/v1".length), caller, authBackend);
      return;
    }
    const isRest = pathname === "/rest/v1" || pathname.startsWith("/rest/v1/");
    const isStorage = pathname.startsWith("/storage/v1/");
    if (!isRest && !isStorage) {
      drainRequest(req);
      // The gateway's answer for routes it does not serve (realtime, GraphQL, …).
      sendJson(res, 404, { message: "no Route matched with those values" });
      return;
    }

    const storagePath = isStorage ? pathname.slice("/storage/v1".length) : "";
    // Public objects and signed URLs are fetched without keys (the URL is the permission).
    const keyless =
      isStorage &&
      (req.method === "GET" || req.method === "HEAD") &&
      (storagePath.startsWith("/object/public/") || storagePath.startsWith("/object/sign/"));
    const caller = await identifyCaller(req.headers, url.searchParams, keys);
    if (caller.ok && caller.role === "service_role") housekeeping.add(res);

    if (!caller.ok && caller.layer === "gateway" && !keyless) {
      drainRequest(req);
      const refused = apiKeyRefused(caller.message, caller.hint);
      sendPgrstError(res, refused.status, refused.body);
      return;
    }

    if (isStorage) {
      const storageCaller = caller.ok
        ? { role: caller.role, claims: caller.claims }
        : { ok: /** @type {const} */ (false), message: caller.message };
      if (storagePath === "/upload/resumable" || storagePath.startsWith("/upload/resumable/")) {
        await handleResumable(req, res, url, storagePath, storageCaller, storageBackend);
        return;
      }
      await handleStorage(req, res, url, storagePath, storageCaller, storageBackend);
      return;
    }

    if (!caller.ok) {
      drainRequest(req);
      const refused = tokenRefused(
        caller.layer === "token" && ["expired", "not_yet_valid", "issued_in_future"].includes(caller.reason),
        caller.message,
      );
      sendPgrstError(res, refused.status, refused.body, {
        "WWW-Authenticate": `Bearer error="invalid_token", error_description="${caller.message.replace(/["\\]/g, "")}"`,
      });
      return;
    }
    await handleRest(
      req,
      res,
      url,
      pathname.slice("/rest/v1".length),
      { role: caller.role, claims: caller.claims },
      restBackend,
    );
  };
}

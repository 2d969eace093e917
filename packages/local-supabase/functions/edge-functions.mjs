// @ts-check
/**
 * Edge Functions under the real Deno runtime (the npm `deno` package), as the hosted platform runs them: one Deno
 * process per function, listening on a free loopback port. The embedded API serves them at
 * `/functions/v1/<name>` (FunctionRoutes, behind server.mjs `mountFunction`), checking a JWT unless `supabase/config.toml` says
 * `[functions.<name>] verify_jwt = false`; the mail drainers call theirs on a timer (mail-drainer.mjs).
 *
 *   const fn = await startEdgeFunction({ supabaseDir, name: "unsubscribe", supabaseUrl, serviceRoleKey, env });
 *   api.mountFunction("unsubscribe", fn.url); … await fn.stop();
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import { identifyCaller } from "../keys/caller.mjs";
import { drainRequest, readBody, sendJson } from "../http/http.mjs";
import { ANON_KEY } from "../keys/keys.mjs";

const require = createRequire(import.meta.url);
const START_TIMEOUT_MS = 30_000;

/** The Deno executable the npm package ships (installed on first use when the package's install step did not run). */
function denoExecutable() {
  const packaged = path.join(path.dirname(require.resolve("deno/package.json")), "deno");
  if (existsSync(packaged)) return packaged;
  return /** @type {{ runInstall: () => string }} */ (require("deno/install_api.cjs")).runInstall();
}

/**
 * Whether the gateway checks a JWT before calling the function: true unless the project's config.toml has
 * `verify_jwt = false` in the function's `[functions.<name>]` table, as the Supabase CLI reads it.
 * @param {string} supabaseDir
 * @param {string} name
 */
function functionVerifiesJwt(supabaseDir, name) {
  const file = path.join(supabaseDir, "config.toml");
  if (!existsSync(file)) return true;
  let inTable = false;
  for (const raw of readFileSync(file, "utf8").split("\n")) {
    const line = raw.replace(/#.*$/, "").trim();
    if (line.startsWith("[")) inTable = line === `[functions.${name}]`;
    else if (inTable && /^verify_jwt\s*=\s*false$/.test(line)) return false;
  }
  return true;
}

/**
 * @typedef {{ url: string, stop: (signal?: NodeJS.Signals) => Promise<void> }} EdgeFunction
 */

/**
 * Starts `<supabaseDir>/functions/<name>/index.ts`. `env` is passed as the function's secrets; SUPABASE_URL,
 * SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY are set as the platform sets them, from the API's keys
 * (`anonKey` defaults to the demo ANON_KEY of an API on loopback).
 * @param {{
 *   supabaseDir: string,
 *   name: string,
 *   supabaseUrl: string,
 *   serviceRoleKey: string,
 *   anonKey?: string,
 *   env?: Record<string, string>,
 *   log?: (line: string) => void,
 * }} options
 * @returns {Promise<EdgeFunction>}
 */
export async function startEdgeFunction({
  supabaseDir,
  name,
  supabaseUrl,
  serviceRoleKey,
  anonKey = ANON_KEY,
  env = {},
  log,
}) {
  const functionEntry = path.join(supabaseDir, "functions", name, "index.ts");
  const logLine = log ?? (() => undefined);
  const child = spawn(denoExecutable(), ["run", "--allow-net", "--allow-env", "--no-prompt", functionEntry], {
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      ...(process.env.DENO_DIR ? { DENO_DIR: process.env.DENO_DIR } : {}),
      DENO_NO_UPDATE_CHECK: "1",
      NO_COLOR: "1",
      // Deno.serve() listens where this says, so the function's code needs nothing local.
      DENO_SERVE_ADDRESS: "tcp:127.0.0.1:0",
      ...env,
      SUPABASE_URL: supabaseUrl,
      SUPABASE_ANON_KEY: anonKey,
      SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
    },
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));

  /** @type {string} */
  const url = await new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(
      () => fail(new Error(`Deno did not start the ${name} function in time`)),
      START_TIMEOUT_MS,
    );
    /** @param {Error} error */
    function fail(error) {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(new Error(`${error.message}\n${output}`));
    }
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      output += chunk.toString("utf8");
      const listening = /Listening on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (listening?.[1]) {
        clearTimeout(timer);
        child.stderr?.off("data", onData);
        child.stderr?.on("data", (/** @type {Buffer} */ more) =>
          logLine(`${name} function: ${more.toString().trim()}`),
        );
        resolve(listening[1]);
      }
    };
    child.stderr?.on("data", onData);
    child.once("error", fail);
    child.once("exit", (code) =>
      fail(new Error(`Deno exited with ${code} before serving the ${name} function`)),
    );
  });

  return {
    url,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Request headers that describe the hop to this API, not the request itself. */
const HOP_HEADERS = new Set([
  "host",
  "connection",
  "content-length",
  "transfer-encoding",
  "keep-alive",
  "upgrade",
]);
/**
 * Largest body passed to a function (the platform's limit is larger). The largest any function here takes is a
 * post's image (at most 5 MB, post-image); a little more reaches it so that it refuses an oversized one itself.
 */
const MAX_FUNCTION_BODY_BYTES = 8 * 1024 * 1024;

/**
 * Passes a request for `/functions/v1/<name><rest>` to the function listening at `target` and its answer back
 * (redirects included, as the platform does).
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {string} target
 * @param {string} rest the path after the function's name, with the query string
 */
async function proxyToFunction(req, res, target, rest) {
  const method = req.method ?? "GET";
  const body =
    method === "GET" || method === "HEAD" ? undefined : await readBody(req, MAX_FUNCTION_BODY_BYTES);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (HOP_HEADERS.has(name) || value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const answer = await fetch(`${target}${rest}`, {
    method,
    headers,
    body: body === undefined ? undefined : new Uint8Array(body),
    redirect: "manual",
  });
  const answerBody = Buffer.from(await answer.arrayBuffer());
  /** @type {Record<string, string>} */
  const answerHeaders = {};
  answer.headers.forEach((value, name) => {
    // The gateway's CORS origin stands, whatever the function says.
    const kept =
      !HOP_HEADERS.has(name) && name !== "content-encoding" && name !== "access-control-allow-origin";
    if (kept) answerHeaders[name] = value;
  });
  res.writeHead(answer.status, { ...answerHeaders, "Content-Length": String(answerBody.length) });
  res.end(method === "HEAD" ? undefined : answerBody);
}

/** The Edge Functions the embedded API serves at /functions/v1/<name>, as the platform's gateway does. */
export class FunctionRoutes {
  /** @type {Map<string, { url: string, verifyJwt: boolean }>} */
  #functions = new Map();

  /**
   * @param {string} supabaseDir
   * @param {import("../keys/keys.mjs").KeySet} keys the keys the gateway accepts
   */
  constructor(supabaseDir, keys) {
    this.supabaseDir = supabaseDir;
    this.keys = keys;
  }

  /**
   * Serves the function listening at `functionUrl` as `name`, with its config.toml's `verify_jwt`.
   * @param {string} name
   * @param {string} functionUrl
   */
  mount(name, functionUrl) {
    this.#functions.set(name, { url: functionUrl, verifyJwt: functionVerifiesJwt(this.supabaseDir, name) });
  }

  /**
   * An unknown function is 404; a function that verifies JWTs needs a valid key.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {string} name
   * @param {string} rest the path after the function's name, with the query string
   * @param {URL} url
   */
  async handle(req, res, name, rest, url) {
    const target = this.#functions.get(name);
    if (!target) {
      drainRequest(req);
      sendJson(res, 404, { code: "NOT_FOUND", message: "Requested function was not found" });
      return;
    }
    if (target.verifyJwt && !(await identifyCaller(req.headers, url.searchParams, this.keys)).ok) {
      drainRequest(req);
      sendJson(res, 401, { code: 401, message: "Invalid JWT" });
      return;
    }
    await proxyToFunction(req, res, target.url, rest);
  }
}

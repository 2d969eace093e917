// Serves the static build the way the production CDN is configured (see public/_redirects and the build's
// _headers): prerendered files first, the SPA fallback only for the dynamic route prefixes and the staff desk, a
// real 404 otherwise, every answer with the headers `_headers` declares for its path.
// Responses are compressed once per file and then served from memory, as a CDN edge does, so local measurements
// (e2e, the benchmark) are not slowed by compressing on every request.
// Usage: node scripts/serve.mjs [--port 4320] [--host 127.0.0.1] [--dir build/client]
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";
import { parseArgs, promisify } from "node:util";
import { brotliCompress, gzip } from "node:zlib";

/** Paths whose pages are rendered in the browser when no prerendered file exists. */
export const SPA_FALLBACK_PREFIXES = ["/blog/", "/careers/job/"];
/** Sections rendered in the browser at every depth (the staff desk): the section's path and all below it. */
export const SPA_FALLBACK_SECTIONS = ["/staff"];
const FALLBACK_FILE = "__spa-fallback.html";

const MIME_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".webmanifest", ".svg", ".txt", ".xml"]);

function fileAt(root, urlPath) {
  const candidate = normalize(join(root, urlPath));
  if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  const index = join(candidate, "index.html");
  if (existsSync(index)) return index;
  return undefined;
}

/** Decides which file answers a path, and with which status. */
export function resolveRequest(root, urlPath) {
  const file = fileAt(root, urlPath);
  if (file) return { file, status: 200 };
  const fallback = join(root, FALLBACK_FILE);
  const isDynamic = SPA_FALLBACK_PREFIXES.some(
    (prefix) => urlPath.startsWith(prefix) && !urlPath.slice(prefix.length).replace(/\/$/, "").includes("/"),
  );
  const inSection = SPA_FALLBACK_SECTIONS.some(
    (section) => urlPath === section || urlPath.startsWith(`${section}/`),
  );
  return { file: fallback, status: isDynamic || inSection ? 200 : 404 };
}

/**
 * The rules of a `_headers` file (Netlify / Cloudflare Pages format): a path pattern (`*` matches anything,
 * `:name` one segment) on its own line, then indented `Name: value` lines.
 * @param {string} text
 * @returns {{ pattern: RegExp, headers: [string, string][] }[]}
 */
export function parseHeadersFile(text) {
  /** @type {{ pattern: RegExp, headers: [string, string][] }[]} */
  const rules = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .split("*")
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]\w*/g, "[^/]+"))
        .join(".*");
      rules.push({ pattern: new RegExp(`^${pattern}$`), headers: [] });
      continue;
    }
    const colon = line.indexOf(":");
    if (colon === -1 || rules.length === 0) throw new Error(`Unreadable _headers line: ${line.trim()}`);
    rules[rules.length - 1]?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * The headers the rules give a path; a header set by several matching rules is joined with ", " as hosts do.
 * @param {{ pattern: RegExp, headers: [string, string][] }[]} rules
 * @param {string} urlPath
 * @returns {Record<string, string>}
 */
export function headersForPath(rules, urlPath) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const rule of rules) {
    if (!rule.pattern.test(urlPath)) continue;
    for (const [name, value] of rule.headers)
      headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

/** Compression runs on libuv's threads: a large file being compressed never holds up the answers to the others. */
const ENCODERS = { br: promisify(brotliCompress), gzip: promisify(gzip) };
/** @type {Map<string, { mtimeMs: number, body: Promise<Buffer> }>} */
const encodedFiles = new Map();

function preferredEncoding(acceptEncoding = "") {
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  if (/\bgzip\b/.test(acceptEncoding)) return "gzip";
  return undefined;
}

/**
 * A file's bytes in the given encoding, compressed on first use and kept until the file changes; requests that
 * arrive while it is being compressed wait for the same result.
 * @param {string} file
 * @param {"br" | "gzip" | undefined} encoding
 * @returns {Promise<Buffer>}
 */
function encodedFile(file, encoding) {
  const key = `${encoding ?? "identity"} ${file}`;
  const { mtimeMs } = statSync(file);
  const cached = encodedFiles.get(key);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const raw = readFileSync(file);
  const body = encoding ? ENCODERS[encoding](raw) : Promise.resolve(raw);
  encodedFiles.set(key, { mtimeMs, body });
  return body;
}

/**
 * `withoutHeaders`: names of `_headers` headers to leave out (the benchmark drops Cross-Origin-Opener-Policy,
 * which makes Chromium swap processes on the first navigation and Lighthouse lose its trace). `port` 0 takes a free
 * one (read it from the server's address).
 * @param {{ dir?: string, port?: number, host?: string, withoutHeaders?: string[] }} [options]
 * @returns {Promise<import("node:http").Server>}
 */
export function startStaticServer({
  dir = "build/client",
  port = 4320,
  host = "127.0.0.1",
  withoutHeaders = [],
} = {}) {
  const root = resolve(dir);
  const headersFile = join(root, "_headers");
  // The build's `_headers` (security headers and asset caching) apply to every answer, as on the production host.
  const rules = (existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, "utf8")) : []).map(
    (rule) => ({ ...rule, headers: rule.headers.filter(([name]) => !withoutHeaders.includes(name)) }),
  );
  const server = createServer((req, res) => {
    let urlPath;
    try {
      urlPath = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
    } catch {
      res.writeHead(400).end("Bad request");
      return;
    }
    const { file, status } = resolveRequest(root, urlPath);
    // What the host sends unless `_headers` says otherwise: HTML and other unhashed files are revalidated.
    const declared = { "Cache-Control": "no-cache", ...headersForPath(rules, urlPath) };
    if (status === 404 && extname(urlPath) !== "") {
      res.writeHead(404, { ...declared, "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
      return;
    }
    const ext = extname(file);
    // A type `_headers` declares for the path (the feeds') wins over the one the extension suggests.
    const headers = {
      "Content-Type": MIME_TYPES[ext] ?? "application/octet-stream",
      ...declared,
      Vary: "Accept-Encoding",
    };
    const encoding = COMPRESSIBLE.has(ext) ? preferredEncoding(req.headers["accept-encoding"]) : undefined;
    if (encoding) headers["Content-Encoding"] = encoding;
    encodedFile(file, encoding).then(
      (body) => {
        headers["Content-Length"] = String(body.length);
        res.writeHead(status, headers);
        res.end(req.method === "HEAD" ? undefined : body);
      },
      () =>
        res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end("Could not read the file"),
    );
  });
  // Compressed before the server listens, as a CDN's edge has them: neither the first visitors nor a measurement
  // started at once share the CPU with brotli.
  const compressible = readdirSync(root, { recursive: true, withFileTypes: true })
    .map((entry) => ({ entry, file: join(entry.parentPath, entry.name) }))
    .filter(({ entry, file }) => entry.isFile() && COMPRESSIBLE.has(extname(file)));
  return Promise.all(compressible.map(({ file }) => encodedFile(file, "br"))).then(
    () => new Promise((resolvePromise) => server.listen(port, host, () => resolvePromise(server))),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: process.env.PORT ?? "4320" },
      host: { type: "string", default: "127.0.0.1" },
      dir: { type: "string", default: "build/client" },
    },
  });
  if (!existsSync(join(values.dir, FALLBACK_FILE))) {
    console.error(`No build found in ${values.dir}. Run \`npm run build\` first.`);
    process.exit(1);
  }
  await startStaticServer({ dir: values.dir, port: Number(values.port), host: values.host });
  console.info(`Serving ${values.dir} at http://${values.host}:${values.port}`);
}

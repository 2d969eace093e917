// @ts-check
/**
 * Where a request comes from: the client address the gateway counts it as (for SQL's abuse budgets), and whether
 * that and the socket's peer are this machine.
 */
import { BlockList, isIPv4, isIPv6 } from "node:net";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */

/**
 * The request header that carries the client's address to SQL (read by private.client_address() in
 * supabase/migrations; docs/decisions/006-abuse-budgets.md). On hosted Supabase, Cloudflare's edge sets it to the
 * address it accepted the connection from, whatever a client sent; this API does the same with its socket.
 */
const CLIENT_ADDRESS_HEADER = "cf-connecting-ip";

/**
 * Sets the client-address header as the gateway does, discarding any value the client sent: the socket's peer
 * address, or, with `trustProxy` (a load balancer or a load test in front of this API), the first
 * X-Forwarded-For value. X-Forwarded-For itself is rewritten to that one address.
 * @param {IncomingMessage} req
 * @param {boolean} trustProxy
 */
export function setClientAddress(req, trustProxy) {
  const forwarded = req.headers["x-forwarded-for"];
  const firstForwarded = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  const peer = (req.socket.remoteAddress ?? "").replace(/^::ffff:/, "");
  const address = trustProxy && firstForwarded ? firstForwarded.slice(0, 100) : peer;
  req.headers[CLIENT_ADDRESS_HEADER] = address;
  req.headers["x-forwarded-for"] = address;
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/**
 * Whether `address` is loopback (127.0.0.0/8, ::1, or either written as an IPv4-mapped IPv6 address).
 * @param {string | undefined} address
 */
export function isLoopback(address) {
  const plain = (address ?? "").replace(/^::ffff:/i, "");
  if (isIPv4(plain)) return LOOPBACK.check(plain, "ipv4");
  if (isIPv6(plain)) return LOOPBACK.check(plain, "ipv6");
  return false;
}

/**
 * Whether the request comes from this machine: its socket's peer is a loopback address and so is the client the
 * request is counted as (setClientAddress; behind a trusted proxy, the address the proxy forwarded). Whatever
 * address the server listens on.
 * @param {IncomingMessage} req
 */
export function fromLoopback(req) {
  return (
    isLoopback(req.socket.remoteAddress) &&
    isLoopback(/** @type {string | undefined} */ (req.headers[CLIENT_ADDRESS_HEADER]))
  );
}

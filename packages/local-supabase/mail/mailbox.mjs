// @ts-check
/**
 * The local mailbox (decision 018): where the embedded API's application mail goes when no EMAIL_API_URL is set,
 * as the Supabase CLI's Inbucket/Mailpit catches auth mail. Served by the embedded API, without keys:
 *
 *   POST /mailbox/emails     Resend's request shape (Authorization: Bearer <any key>, JSON from, to, subject, text,
 *                            html, headers); answers { id }. A repeated Idempotency-Key answers the first message's id and
 *                            stores nothing, as the provider does.
 *   GET  /mailbox/           a page listing the messages, newest first (HTML bodies in sandboxed frames)
 *   GET  /mailbox/messages   the same as JSON, oldest first
 *
 * The Auth API's sign-in and invitation codes are delivered here too; `latestCodeFor` reads the newest code
 * mailed to an address.
 *
 * Messages are kept in `<data dir>/mailbox.jsonl`, so they survive a restart of `npm run api`.
 */
import { randomUUID } from "node:crypto";
import { appendFileSync, existsSync, readFileSync } from "node:fs";

import { BodyTooLargeError, drainRequest, readBody, sendJson } from "../http/http.mjs";

/**
 * @typedef {{
 *   id: string,
 *   idempotencyKey: string | null,
 *   receivedAt: string,
 *   from: string,
 *   to: string[],
 *   subject: string,
 *   text: string,
 *   html: string,
 *   headers?: Record<string, string>,
 * }} MailboxMessage
 */

const BODY_LIMIT = 1024 * 1024;

/** @param {string} value */
function escapeHtml(value) {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * @param {import("node:http").ServerResponse} res
 * @param {string} message
 * @param {number} [status]
 */
function validationError(res, message, status = 422) {
  sendJson(res, status, { statusCode: status, name: "validation_error", message });
}

export class Mailbox {
  /** @param {string} file */
  constructor(file) {
    this.file = file;
    /** @type {MailboxMessage[]} */
    this.messages = existsSync(file)
      ? readFileSync(file, "utf8")
          .split("\n")
          .filter((line) => line.trim() !== "")
          .map((line) => /** @type {MailboxMessage} */ (JSON.parse(line)))
      : [];
  }

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {string} subpath the path after /mailbox
   */
  async handle(req, res, subpath) {
    if (req.method === "POST" && subpath === "/emails") {
      await this.receive(req, res);
      return;
    }
    drainRequest(req);
    if (req.method === "GET" && subpath === "/messages") {
      sendJson(res, 200, this.messages);
      return;
    }
    if (req.method === "GET" && (subpath === "" || subpath === "/")) {
      const page = this.page();
      res.writeHead(200, {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Length": String(Buffer.byteLength(page)),
        // The bodies are shown as the recipient's mail client would, but nothing in them may run or load.
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
        "X-Content-Type-Options": "nosniff",
      });
      res.end(page);
      return;
    }
    sendJson(res, 404, { message: "Not found" });
  }

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  async receive(req, res) {
    if (!/^Bearer \S+$/.test(req.headers.authorization ?? "")) {
      drainRequest(req);
      sendJson(res, 401, { statusCode: 401, name: "missing_api_key", message: "Missing API key" });
      return;
    }
    /** @type {Record<string, unknown>} */
    let body;
    try {
      const parsed = JSON.parse((await readBody(req, BODY_LIMIT)).toString("utf8"));
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
        throw new Error("not an object");
      body = parsed;
    } catch (error) {
      if (error instanceof BodyTooLargeError) drainRequest(req);
      validationError(res, "The body must be a JSON object of at most 1 MiB", 400);
      return;
    }
    const to = typeof body.to === "string" ? [body.to] : body.to;
    if (typeof body.from !== "string" || body.from === "") return validationError(res, "`from` is required");
    if (!Array.isArray(to) || to.length === 0 || !to.every((address) => typeof address === "string")) {
      return validationError(res, "`to` must be an address or a list of addresses");
    }
    if (typeof body.subject !== "string") return validationError(res, "`subject` is required");
    if (typeof body.text !== "string" && typeof body.html !== "string") {
      return validationError(res, "`text` or `html` is required");
    }
    const extraHeaders = body.headers ?? {};
    if (
      typeof extraHeaders !== "object" ||
      extraHeaders === null ||
      Array.isArray(extraHeaders) ||
      !Object.values(extraHeaders).every((value) => typeof value === "string")
    ) {
      return validationError(res, "`headers` must be an object of strings");
    }
    const key = req.headers["idempotency-key"];
    const idempotencyKey = typeof key === "string" && key !== "" ? key : null;
    const earlier =
      idempotencyKey && this.messages.find((message) => message.idempotencyKey === idempotencyKey);
    if (earlier) {
      sendJson(res, 200, { id: earlier.id });
      return;
    }
    const message = this.deliver({
      idempotencyKey,
      from: body.from,
      to: /** @type {string[]} */ (to),
      subject: body.subject,
      text: typeof body.text === "string" ? body.text : "",
      html: typeof body.html === "string" ? body.html : "",
      headers: /** @type {Record<string, string>} */ (extraHeaders),
    });
    sendJson(res, 200, { id: message.id });
  }

  /**
   * Keeps a message: one received over HTTP, or the Auth API's own mail (its codes), which arrives here directly,
   * as the Supabase CLI's Auth mails its local inbox.
   * @param {{ from: string, to: string[], subject: string, text?: string, html?: string,
   *   idempotencyKey?: string | null, headers?: Record<string, string> }} mail
   * @returns {MailboxMessage}
   */
  deliver(mail) {
    /** @type {MailboxMessage} */
    const message = {
      id: randomUUID(),
      idempotencyKey: mail.idempotencyKey ?? null,
      receivedAt: new Date().toISOString(),
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text ?? "",
      html: mail.html ?? "",
      headers: mail.headers ?? {},
    };
    appendFileSync(this.file, `${JSON.stringify(message)}\n`);
    this.messages.push(message);
    return message;
  }

  page() {
    const items = [...this.messages]
      .reverse()
      .map(
        (message) => `<article>
<h2>${escapeHtml(message.subject)}</h2>
<p><b>From</b> ${escapeHtml(message.from)} · <b>To</b> ${escapeHtml(message.to.join(", "))} · ${escapeHtml(message.receivedAt)}</p>
${Object.entries(message.headers ?? {})
  .map(([name, value]) => `<p><b>${escapeHtml(name)}</b> ${escapeHtml(value)}</p>`)
  .join("")}
<details><summary>Text</summary><pre>${escapeHtml(message.text)}</pre></details>
<iframe sandbox title="${escapeHtml(message.subject)}" srcdoc="${escapeHtml(message.html)}"></iframe>
</article>`,
      )
      .join("\n");
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}article{border-top:1px solid #ccc;padding:1rem 0}
h2{font-size:1.1rem;margin:0}iframe{width:100%;height:16rem;border:1px solid #ddd}pre{white-space:pre-wrap}</style>
</head><body><h1>Local mailbox</h1>
<p>${this.messages.length} message(s) sent by the embedded API. Reload to see new ones.</p>
${items}
</body></html>`;
  }
}

/**
 * The newest one-time code (sign-in or invitation) the Auth API mailed to `address`, from the mailbox's messages
 * (GET /mailbox/messages); undefined if none.
 * @param {{ to: string[], text: string }[]} messages
 * @param {string} address
 * @returns {string | undefined}
 */
export function latestCodeFor(messages, address) {
  const wanted = address.toLowerCase();
  for (const message of [...messages].reverse()) {
    if (!message.to.some((to) => to.toLowerCase() === wanted)) continue;
    const code = /\b(?:sign-in|invitation) code is (\d{6})\b/.exec(message.text)?.[1];
    if (code) return code;
  }
  return undefined;
}

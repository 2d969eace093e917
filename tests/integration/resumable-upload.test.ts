/**
 * The resumable (TUS) upload endpoint as hosted Storage serves it (decision 014, packages/local-supabase/storage/resumable.mjs):
 * the same policy and limits as a standard upload, offsets that let a client continue after a dropped
 * connection, and an object that exists only once its last byte has arrived.
 */
import http from "node:http";

import { describe, expect, it } from "vitest";

import { MAX_RESUME_BYTES, RESUME_MIME_TYPE } from "@/config/limits";

import { pdfBytes, useLocalSupabase } from "./support/local-supabase";

const backend = useLocalSupabase();

const TUS = { "tus-resumable": "1.0.0" };
const b64 = (value: string) => Buffer.from(value, "utf8").toString("base64");

function metadata(objectName: string, contentType = RESUME_MIME_TYPE) {
  return [
    `bucketName ${b64("resumes")}`,
    `objectName ${b64(objectName)}`,
    `contentType ${b64(contentType)}`,
    `cacheControl ${b64("3600")}`,
  ].join(",");
}

/** Creates an upload; returns the response and the upload's path (from Location). */
async function create(objectName: string, length: number, extra: Record<string, string> = {}) {
  const response = await backend.request("/storage/v1/upload/resumable", {
    method: "POST",
    headers: {
      ...TUS,
      "upload-length": String(length),
      "upload-metadata": metadata(objectName),
      "x-upsert": "false",
      ...extra,
    },
  });
  const location = response.headers.get("location");
  return { response, path: location ? new URL(location).pathname : null };
}

function patch(path: string, offset: number, bytes: Uint8Array, extra: Record<string, string> = {}) {
  return backend.request(path, {
    method: "PATCH",
    headers: {
      ...TUS,
      "upload-offset": String(offset),
      "content-type": "application/offset+octet-stream",
      ...extra,
    },
    body: bytes,
  });
}

async function offsetOf(path: string): Promise<number> {
  const response = await backend.request(path, { method: "HEAD", headers: TUS });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return Number(response.headers.get("upload-offset"));
}

async function storedObject(name: string) {
  const rows = await backend.api.query<{ size: number; mimetype: string }>(
    `select (metadata->>'size')::int as size, metadata->>'mimetype' as mimetype
       from storage.objects where bucket_id = 'resumes' and name = $1`,
    [name],
  );
  return rows[0] ?? null;
}

async function downloadAsStaff(name: string): Promise<Uint8Array | null> {
  const { data, error } = await backend.service.storage.from("resumes").download(name);
  if (error) return null;
  return new Uint8Array(await data.arrayBuffer());
}

/** Starts a PATCH of `bytes` and sends only the first `sentBytes`, keeping the connection open. */
function stalledPatch(path: string, offset: number, bytes: Uint8Array, sentBytes: number) {
  const { port } = new URL(backend.url);
  const request = http.request({
    host: "127.0.0.1",
    port,
    path,
    method: "PATCH",
    headers: {
      ...TUS,
      apikey: backend.api.anonKey,
      authorization: `Bearer ${backend.api.anonKey}`,
      "upload-offset": String(offset),
      "content-type": "application/offset+octet-stream",
      "content-length": String(bytes.length),
    },
  });
  request.on("error", () => undefined);
  request.write(bytes.subarray(0, sentBytes));
  return request;
}

/**
 * Sends `bytes` as a PATCH body but drops the connection after `sentBytes` of them, as a phone losing its
 * signal would; resolves once the server has seen the connection close.
 */
function interruptedPatch(path: string, offset: number, bytes: Uint8Array, sentBytes: number) {
  const request = stalledPatch(path, offset, bytes, sentBytes);
  return new Promise<void>((resolve) => {
    setTimeout(() => {
      request.destroy();
      setTimeout(resolve, 200);
    }, 200);
  });
}

describe("resumable uploads", () => {
  it("lets a browser send the TUS headers and read the answers (CORS)", async () => {
    const preflight = await fetch(`${backend.url}/storage/v1/upload/resumable`, {
      method: "OPTIONS",
      headers: {
        origin: "https://tapsheet.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "tus-resumable, upload-length, upload-metadata, x-upsert, apikey",
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get("access-control-allow-headers")).toContain("upload-metadata");
    const { response } = await create(await backend.admitResume("cors"), 10);
    const exposed = response.headers.get("access-control-expose-headers") ?? "";
    expect(exposed).toContain("Location");
    expect(exposed).toContain("Upload-Offset");
  });

  it("refuses to create an upload the storage policy does not admit, with Storage's 403", async () => {
    const { response, path } = await create(`${crypto.randomUUID()}/nobody.pdf`, 100);
    expect(response.status).toBe(403);
    expect(await response.text()).toBe("new row violates row-level security policy");
    expect(path).toBeNull();
  });

  it("refuses a type the bucket does not take (415) and a size over its limit (413)", async () => {
    const name = await backend.admitResume("limits");
    const wrongType = await backend.request("/storage/v1/upload/resumable", {
      method: "POST",
      headers: { ...TUS, "upload-length": "100", "upload-metadata": metadata(name, "text/html") },
    });
    expect(wrongType.status).toBe(415);
    expect(await wrongType.text()).toBe("mime type text/html is not supported");

    const tooBig = await create(name, MAX_RESUME_BYTES + 1);
    expect(tooBig.response.status).toBe(413);
    expect((await create(name, MAX_RESUME_BYTES)).response.status).toBe(201);
  });

  it("needs the TUS version header and a length", async () => {
    const name = await backend.admitResume("headers");
    const noVersion = await backend.request("/storage/v1/upload/resumable", {
      method: "POST",
      headers: { "upload-length": "10", "upload-metadata": metadata(name) },
    });
    expect(noVersion.status).toBe(412);
    expect(noVersion.headers.get("tus-version")).toBe("1.0.0");
    const noLength = await backend.request("/storage/v1/upload/resumable", {
      method: "POST",
      headers: { ...TUS, "upload-metadata": metadata(name) },
    });
    expect(noLength.status).toBe(400);
  });

  it("stores an upload sent in two PATCHes, visible only after the last byte, byte for byte", async () => {
    const name = await backend.admitResume("two-parts");
    const bytes = pdfBytes(300_000);
    bytes.set([1, 2, 3, 4], 150_000);
    const { response, path } = await create(name, bytes.length);
    expect(response.status).toBe(201);
    expect(response.headers.get("location")).toMatch(
      new RegExp(`^${backend.url}/storage/v1/upload/resumable/[A-Za-z0-9_-]+$`),
    );
    expect(await offsetOf(path!)).toBe(0);

    const first = await patch(path!, 0, bytes.subarray(0, 200_000));
    expect(first.status).toBe(204);
    expect(first.headers.get("upload-offset")).toBe("200000");
    expect(first.headers.get("tus-complete")).toBeNull();
    expect(await offsetOf(path!)).toBe(200_000);
    expect(await storedObject(name)).toBeNull();
    expect(await downloadAsStaff(name)).toBeNull();

    const last = await patch(path!, 200_000, bytes.subarray(200_000));
    expect(last.status).toBe(204);
    expect(last.headers.get("upload-offset")).toBe("300000");
    expect(last.headers.get("tus-complete")).toBe("1");
    expect(await storedObject(name)).toEqual({ size: 300_000, mimetype: RESUME_MIME_TYPE });
    expect(Buffer.from((await downloadAsStaff(name))!).equals(Buffer.from(bytes))).toBe(true);
    // The finished upload still answers HEAD with its full length, so a client whose last answer was lost
    // learns that it is done.
    expect(await offsetOf(path!)).toBe(300_000);
  });

  it("answers a PATCH at the wrong offset with 409 and keeps what it has", async () => {
    const name = await backend.admitResume("offset");
    const bytes = pdfBytes(1000);
    const { path } = await create(name, bytes.length);
    expect((await patch(path!, 0, bytes.subarray(0, 400))).status).toBe(204);

    const ahead = await patch(path!, 600, bytes.subarray(600));
    expect(ahead.status).toBe(409);
    const replay = await patch(path!, 0, bytes.subarray(0, 400));
    expect(replay.status).toBe(409);
    expect(await offsetOf(path!)).toBe(400);

    const wrongType = await patch(path!, 400, bytes.subarray(400), { "content-type": "application/pdf" });
    expect(wrongType.status).toBe(400);
    expect(await offsetOf(path!)).toBe(400);
  });

  it("keeps the bytes of a PATCH whose connection dropped, and continues from the server's offset", async () => {
    const name = await backend.admitResume("dropped");
    const bytes = pdfBytes(2 * 1024 * 1024);
    for (let index = 0; index < bytes.length; index += 4096) bytes[index] = index % 251;
    const { path } = await create(name, bytes.length);

    await interruptedPatch(path!, 0, bytes, 700_000);
    const offset = await offsetOf(path!);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(700_000);
    expect(await storedObject(name)).toBeNull();

    const rest = await patch(path!, offset, bytes.subarray(offset));
    expect(rest.status).toBe(204);
    expect(rest.headers.get("tus-complete")).toBe("1");
    expect(Buffer.from((await downloadAsStaff(name))!).equals(Buffer.from(bytes))).toBe(true);
  });

  it("lets a new PATCH take over from one whose connection has stalled, keeping the bytes it delivered", async () => {
    const name = await backend.admitResume("stalled");
    const bytes = pdfBytes(1024 * 1024);
    bytes.set([7, 7, 7], 500_000);
    const { path } = await create(name, bytes.length);

    const stalled = stalledPatch(path!, 0, bytes, 400_000);
    await expect.poll(() => offsetOf(path!)).toBe(400_000);
    const rest = await patch(path!, 400_000, bytes.subarray(400_000));
    stalled.destroy();

    expect(rest.status).toBe(204);
    expect(rest.headers.get("tus-complete")).toBe("1");
    expect(Buffer.from((await downloadAsStaff(name))!).equals(Buffer.from(bytes))).toBe(true);
  });

  it("refuses a resume that does not name its type: the bucket's PDF rule would not apply to it", async () => {
    const name = await backend.admitResume("untyped");
    const response = await backend.request("/storage/v1/upload/resumable", {
      method: "POST",
      headers: {
        ...TUS,
        "upload-length": "100",
        "upload-metadata": `bucketName ${b64("resumes")},objectName ${b64(name)}`,
      },
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe("new row violates row-level security policy");
  });

  it("refuses bytes beyond the declared length", async () => {
    const name = await backend.admitResume("overflow");
    const { path } = await create(name, 100);
    const response = await patch(path!, 0, pdfBytes(150));
    expect(response.status).toBe(413);
    expect(await storedObject(name)).toBeNull();
  });

  it("answers 409 when the object already exists, so a client whose answer was lost knows it is stored", async () => {
    const name = await backend.admitResume("exists");
    const bytes = pdfBytes(500);
    const { path } = await create(name, bytes.length);
    expect((await patch(path!, 0, bytes)).status).toBe(204);

    const again = await create(name, bytes.length);
    expect(again.response.status).toBe(409);
    expect(await again.response.text()).toBe("The resource already exists");
  });

  it("answers 404 for an upload it does not know, and forgets a terminated one", async () => {
    const unknown = await backend.request(`/storage/v1/upload/resumable/${b64("resumes/x/y")}`, {
      method: "HEAD",
      headers: TUS,
    });
    expect(unknown.status).toBe(404);

    const name = await backend.admitResume("terminated");
    const { path } = await create(name, 100);
    const terminated = await backend.request(path!, { method: "DELETE", headers: TUS });
    expect(terminated.status).toBe(204);
    expect((await backend.request(path!, { method: "HEAD", headers: TUS })).status).toBe(404);
  });

  it("refuses the public key without a key at all", async () => {
    const name = await backend.admitResume("keyless");
    const response = await backend.request("/storage/v1/upload/resumable", {
      as: null,
      method: "POST",
      headers: { ...TUS, "upload-length": "10", "upload-metadata": metadata(name) },
    });
    expect(response.status).toBe(401);
  });
});

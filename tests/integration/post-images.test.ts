/**
 * The `post-images` bucket and the `post-image` Edge Function (decision 062), under Deno beside the embedded API:
 * anyone reads an image by its public URL; only an editor or an admin at aal2 writes one, and only through the
 * function, which admits PNG, JPEG and WebP by their first bytes, at most 5 MB and 40 million pixels. Nobody else
 * lists the bucket.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startEdgeFunction, type EdgeFunction } from "@tapsheet/local-supabase";

import { SUPABASE_DIR, useLocalSupabase } from "./support/local-supabase";
import { ANON, atLevel, requestAs, rpcAs, signedIn, type Caller } from "./support/staff";

const backend = useLocalSupabase();
let fn: EdgeFunction | undefined;

const LABELS = ["anon", "user", "editor at aal1", "editor", "hiring", "admin"] as const;
type Label = (typeof LABELS)[number];
const WRITERS: Label[] = ["editor", "admin"];
const callers = {} as Record<Label, Caller>;

/** A PNG's signature and header, declaring `width` × `height`: what the function reads of an image. */
const pngOf = (width: number, height: number) => {
  const bytes = Buffer.from([
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52],
    ...new Array<number>(8).fill(0),
  ]);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return Uint8Array.from(bytes);
};
const PNG = pngOf(800, 600);
/** A JPEG's start, its JFIF segment and a frame of 800 × 600. */
const JPEG = Uint8Array.from([
  ...[0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
  ...[0xff, 0xc0, 0, 17, 8, 0x02, 0x58, 0x03, 0x20, 3],
]);
/** A lossy WebP's container and frame header, of 800 × 600. */
const WEBP = Uint8Array.from([
  ...Buffer.from("RIFF"),
  ...[20, 0, 0, 0],
  ...Buffer.from("WEBPVP8 "),
  ...[10, 0, 0, 0, 0, 0, 0, 0x9d, 0x01, 0x2a, 0x20, 0x03, 0x58, 0x02],
]);
const HTML = new TextEncoder().encode("<html><script>alert(1)</script></html>");

beforeAll(async () => {
  fn = await startEdgeFunction({
    supabaseDir: SUPABASE_DIR,
    name: "post-image",
    supabaseUrl: backend.url,
    serviceRoleKey: backend.api.serviceRoleKey,
  });
  backend.api.mountFunction("post-image", fn.url);
  callers.anon = ANON;
  callers.user = await signedIn(backend, "user", null, "aal2");
  callers.editor = await signedIn(backend, "editor", "editor", "aal2");
  callers["editor at aal1"] = await atLevel(backend, callers.editor, "aal1");
  callers.hiring = await signedIn(backend, "hiring", "hiring", "aal2");
  callers.admin = await signedIn(backend, "admin", "admin", "aal2");
}, 60_000);

afterAll(async () => {
  await fn?.stop();
});

function sendImage(caller: Caller, bytes: Uint8Array, type = "image/png") {
  return requestAs(backend, caller, "/functions/v1/post-image", {
    method: "POST",
    body: bytes,
    headers: { "content-type": type },
  });
}

async function objectNames(): Promise<string[]> {
  const rows = await backend.api.query<{ name: string }>(
    "select name from storage.objects where bucket_id = 'post-images' order by name",
  );
  return rows.map((row) => row.name);
}

/** An image stored by the admin through the function; its name. */
async function storedImage(): Promise<string> {
  const response = await sendImage(callers.admin, PNG);
  expect(response.status).toBe(200);
  return ((await response.json()) as { name: string }).name;
}

describe("adding an image through the post-image function", () => {
  it.each(LABELS)("%s", async (label) => {
    const before = await objectNames();
    const response = await sendImage(callers[label], PNG);
    if (!WRITERS.includes(label)) {
      expect([401, 403]).toContain(response.status);
      expect(await objectNames()).toEqual(before);
      return;
    }
    expect(response.status).toBe(200);
    const { name } = (await response.json()) as { name: string };
    expect(name).toMatch(/^[0-9a-f-]{36}\.png$/);
    const image = await fetch(`${backend.url}/storage/v1/object/public/post-images/${name}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
  });

  it("names JPEG and WebP by their bytes, whatever type the sender claims", async () => {
    const jpeg = await sendImage(callers.editor, JPEG, "image/webp");
    expect(((await jpeg.json()) as { name: string }).name).toMatch(/\.jpg$/);
    const webp = await sendImage(callers.editor, WEBP, "application/octet-stream");
    expect(((await webp.json()) as { name: string }).name).toMatch(/\.webp$/);
  });

  it("refuses bytes that are not an image, even sent as image/png", async () => {
    const before = await objectNames();
    const response = await sendImage(callers.editor, HTML, "image/png");
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: "This file is not a PNG, JPEG or WebP image" });
    expect(await objectNames()).toEqual(before);
  });

  it("refuses a small file whose header declares more than 40 million pixels", async () => {
    const before = await objectNames();
    const response = await sendImage(callers.editor, pngOf(30_000, 30_000));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: "This image has more than 40 million pixels" });
    expect(await objectNames()).toEqual(before);
  });

  it("refuses an image over 5 MB", async () => {
    const before = await objectNames();
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const response = await sendImage(callers.editor, big);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "This image is larger than 5 MB" });
    expect(await objectNames()).toEqual(before);
  });
});

describe("the post-images bucket, directly through Storage", () => {
  /** Storage's answer: its `statusCode` (Storage answers some refusals with HTTP 400 and the code in the body). */
  async function statusOf(response: Response): Promise<number> {
    if (response.ok) return response.status;
    const body = (await response.json().catch(() => ({}))) as { statusCode?: string };
    return Number(body.statusCode ?? response.status);
  }

  async function upload(caller: Caller, name: string, bytes: Uint8Array, type: string, upsert = false) {
    const response = await requestAs(backend, caller, `/storage/v1/object/post-images/${name}`, {
      method: "POST",
      body: bytes,
      headers: { "content-type": type, "x-upsert": String(upsert) },
    });
    return { status: await statusOf(response) };
  }

  it.each(LABELS)("%s may not write a name the function did not admit, even a real image", async (label) => {
    const before = await objectNames();
    const response = await upload(callers[label], `${crypto.randomUUID()}.png`, PNG, "image/png");
    expect([401, 403]).toContain(response.status);
    expect(await objectNames()).toEqual(before);
  });

  it("admits a name only for the type and size the function read", async () => {
    const admitted = await backend.request("/rest/v1/rpc/admit_post_image", {
      method: "POST",
      as: "service",
      body: { p_mimetype: "image/png", p_size: PNG.length },
    });
    const name = (await admitted.json()) as string;
    const html = new Uint8Array(PNG.length);
    html.set(HTML.slice(0, PNG.length));
    expect((await upload(callers.editor, name, html, "image/jpeg")).status).toBe(403);
    expect((await upload(callers.editor, name, HTML, "image/png")).status).toBe(403);
    expect((await upload(callers.hiring, name, PNG, "image/png")).status).toBe(403);
    expect((await upload(callers.editor, name, PNG, "image/png")).status).toBe(200);
    // Within its ten minutes, the name takes no other bytes of the same size and type.
    const forged = new Uint8Array(PNG.length);
    forged.set(HTML.slice(0, PNG.length));
    expect((await upload(callers.editor, name, forged, "image/png", true)).status).toBe(403);
    const image = await fetch(`${backend.url}/storage/v1/object/public/post-images/${name}`);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
  });

  it.each(LABELS)("%s may not admit a name itself", async (label) => {
    const response = await rpcAs(backend, callers[label], "admit_post_image", {
      p_mimetype: "image/png",
      p_size: PNG.length,
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
  });

  it.each(LABELS)("%s may not replace an image with other bytes", async (label) => {
    const name = await storedImage();
    const response = await upload(callers[label], name, PNG.slice(0, 12), "image/png", true);
    expect(response.status).toBeGreaterThanOrEqual(400);
    const image = await fetch(`${backend.url}/storage/v1/object/public/post-images/${name}`);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
  });

  it("keeps Storage's own limits: 5 MB and the three image types, even for the service role", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const service = (name: string, bytes: Uint8Array, type: string) =>
      backend
        .request(`/storage/v1/object/post-images/${name}`, {
          method: "POST",
          as: "service",
          body: bytes,
          headers: { "content-type": type },
        })
        .then(statusOf);
    expect(await service("big.png", big, "image/png")).toBe(413);
    expect(await service("page.html", HTML, "text/html")).toBe(415);
    expect(await service("vector.svg", HTML, "image/svg+xml")).toBe(415);
  });

  it.each(LABELS)("%s lists the bucket only as an editor or admin", async (label) => {
    await storedImage();
    const response = await requestAs(backend, callers[label], "/storage/v1/object/list/post-images", {
      method: "POST",
      body: { prefix: "" },
    });
    const listed = response.status === 200 ? ((await response.json()) as unknown[]).length : 0;
    if (WRITERS.includes(label)) expect(listed).toBeGreaterThan(0);
    else expect(listed).toBe(0);
  });

  it.each(LABELS)("%s deletes an image only as an editor or admin", async (label) => {
    const name = await storedImage();
    await requestAs(backend, callers[label], "/storage/v1/object/post-images", {
      method: "DELETE",
      body: { prefixes: [name] },
    });
    expect((await objectNames()).includes(name)).toBe(!WRITERS.includes(label));
  });
});

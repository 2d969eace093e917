// Images for posts (docs/decisions/062-post-images.md): the only way an image reaches the `post-images` bucket.
//
//   POST <the image's bytes>  → 200 { name }: the object's name in the bucket
//                             → 413 over 5 MB, 415 when the bytes are not a PNG, JPEG or WebP, whatever the
//                               Content-Type says (or their header declares no size), 422 when it declares more
//                               than 40 million pixels; 401/403 for a caller Storage does not let write
//
// The function reads the bytes, asks the database (service role, `admit_post_image`) for a name admitted for that
// type and size, then uploads with the caller's own token: Storage's policies decide who may write (an editor or
// an admin at aal2) and admit only that name, type and size.
//
// Settings: SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY come from the platform.

import { Refusal } from "../../../common/refusal.ts";
import { CORS, call, json, type Platform } from "../_shared/staff-request.ts";
import {
  checkImage,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS_WORDS,
  type ImageType,
} from "../../../common/image-signature.ts";

const BUCKET = "post-images";
const TOO_BIG = "This image is larger than 5 MB";

/** The body's bytes, refusing as soon as it passes the limit. */
async function readImage(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_IMAGE_BYTES) throw new Refusal(413, TOO_BIG);
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    for await (const chunk of request.body) {
      size += chunk.length;
      if (size > MAX_IMAGE_BYTES) throw new Refusal(413, TOO_BIG);
      chunks.push(chunk);
    }
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

async function admit(platform: Platform, type: ImageType, size: number): Promise<string> {
  const response = await call(
    `${platform.url}/rest/v1/rpc/admit_post_image`,
    platform.serviceKey,
    platform.serviceKey,
    {
      method: "POST",
      body: JSON.stringify({ p_mimetype: type, p_size: size }),
    },
  );
  const name: unknown = await response.json().catch(() => null);
  if (!response.ok || typeof name !== "string")
    throw new Error(`admit_post_image answered ${response.status}`);
  return name;
}

async function upload(
  platform: Platform,
  token: string,
  name: string,
  type: ImageType,
  bytes: Uint8Array<ArrayBuffer>,
) {
  const response = await call(
    `${platform.url}/storage/v1/object/${BUCKET}/${name}`,
    platform.anonKey,
    token,
    {
      method: "POST",
      headers: { "Content-Type": type, "Cache-Control": "max-age=31536000", "x-upsert": "false" },
      body: bytes,
    },
  );
  if (response.ok) return;
  const answer = (await response.json().catch(() => null)) as {
    statusCode?: string;
    message?: string;
  } | null;
  const status = Number(answer?.statusCode ?? response.status);
  if (status === 403 || response.status === 403) {
    throw new Refusal(403, "Only editors and admins signed in with their second factor add images");
  }
  if (status === 401 || response.status === 401) throw new Refusal(401, "Sign in again to add images");
  throw new Error(answer?.message ?? `Storage answered ${response.status}`);
}

Deno.serve(async (request) => {
  if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: CORS });
  if (request.method !== "POST") return json(405, { error: "Use POST" });
  const get = (name: string) => Deno.env.get(name)?.trim() ?? "";
  const platform = {
    url: get("SUPABASE_URL").replace(/\/+$/, ""),
    anonKey: get("SUPABASE_ANON_KEY"),
    serviceKey: get("SUPABASE_SERVICE_ROLE_KEY"),
  };
  if (!platform.url || !platform.anonKey || !platform.serviceKey) {
    return json(500, { error: "Missing SUPABASE_URL, SUPABASE_ANON_KEY or SUPABASE_SERVICE_ROLE_KEY" });
  }
  try {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get("Authorization") ?? "")?.[1] ?? "";
    if (!token || token === platform.anonKey) return json(401, { error: "Sign in first" });
    const bytes = await readImage(request);
    const image = checkImage(bytes);
    if (image.problem) {
      return image.problem === "wrong-type"
        ? json(415, { error: "This file is not a PNG, JPEG or WebP image" })
        : json(422, { error: `This image has more than ${MAX_IMAGE_PIXELS_WORDS}` });
    }
    const name = await admit(platform, image.type, bytes.length);
    await upload(platform, token, name, image.type, bytes);
    return json(200, { name });
  } catch (error) {
    if (error instanceof Refusal) return json(error.status, { error: error.message });
    return json(502, { error: error instanceof Error ? error.message : String(error) });
  }
});

import { checkImage, MAX_IMAGE_BYTES } from "@common/image-signature";
import { z } from "@/lib/zod";
import { postImageBase } from "@/lib/sanitize-html";

import { callEdgeFunction } from "../lib/edge-function";

/**
 * Posts' images are stored by this Edge Function only: it reads the bytes (PNG, JPEG or WebP, at most 5 MB and
 * 40 million pixels) and uploads them to the public `post-images` bucket as the member, whom Storage lets write
 * only as an editor or an admin at aal2 (docs/decisions/062-post-images.md).
 */
const POST_IMAGE = "post-image";

const UploadedSchema = z.object({ name: z.string().regex(/^[0-9a-f-]{36}\.(?:png|jpg|webp)$/) });

export type ImageFileProblem = "too-big" | "wrong-type" | "too-many-pixels";

/** What is wrong with a chosen file before it is sent, by its size, its signature and the pixels it declares, or null. */
export async function imageFileProblem(file: Blob): Promise<ImageFileProblem | null> {
  if (file.size > MAX_IMAGE_BYTES) return "too-big";
  return checkImage(new Uint8Array(await file.arrayBuffer())).problem;
}

/** Uploads the image; the public URL the post shows it from. */
export async function uploadPostImage(file: Blob): Promise<string> {
  const base = postImageBase();
  if (!base) throw new Error("The site has no Supabase URL");
  const { name } = UploadedSchema.parse(await callEdgeFunction(POST_IMAGE, file));
  return `${base}${name}`;
}

/**
 * Resume uploads at the edges: size and MIME limits, object names,
 * replays, and the guarantee that nothing is ever written outside the data directory.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { MAX_RESUME_BYTES, RESUME_MIME_TYPE } from "@/config/limits";

import { pdfBytes, useLocalSupabase } from "./support/local-supabase";

const backend = useLocalSupabase();

/** Every file under `directory`, relative to it. */
async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function objectNames(): Promise<string[]> {
  const rows = await backend.api.query<{ name: string }>("select name from storage.objects order by name");
  return rows.map((row) => row.name);
}

function pdfFile(size: number, type = RESUME_MIME_TYPE): File {
  return new File([pdfBytes(size)], "cv.pdf", { type });
}

describe("resumes bucket", () => {
  it("is private, capped at 10 MiB and PDF-only", async () => {
    const rows = await backend.api.query(
      "select public, file_size_limit::int as file_size_limit, allowed_mime_types from storage.buckets where id = 'resumes'",
    );
    expect(rows).toEqual([
      { public: false, file_size_limit: MAX_RESUME_BYTES, allowed_mime_types: [RESUME_MIME_TYPE] },
    ]);
  });

  it("accepts exactly 10 MiB and stores the bytes under <storage>/resumes/<name>", async () => {
    const name = await backend.admitResume("ten-mib");
    const { error } = await backend.anon.storage.from("resumes").upload(name, pdfFile(MAX_RESUME_BYTES));
    expect(error).toBeNull();
    expect(await filesUnder(backend.api.storageDir)).toContain(path.join("resumes", name));
    const [row] = await backend.api.query<{ size: number; mimetype: string }>(
      `select (metadata->>'size')::int as size, metadata->>'mimetype' as mimetype
         from storage.objects where bucket_id = 'resumes' and name = $1`,
      [name],
    );
    expect(row).toEqual({ size: MAX_RESUME_BYTES, mimetype: RESUME_MIME_TYPE });
  });

  it("rejects 10 MiB + 1 byte with statusCode 413 (multipart and raw bodies)", async () => {
    const multipartName = await backend.admitResume("too-big");
    const multipart = await backend.anon.storage
      .from("resumes")
      .upload(multipartName, pdfFile(MAX_RESUME_BYTES + 1));
    expect(multipart.error).toMatchObject({ statusCode: "413", status: 400 });

    const rawName = await backend.admitResume("too-big-raw");
    const raw = await backend.request(`/storage/v1/object/resumes/${rawName}`, {
      method: "POST",
      body: pdfBytes(MAX_RESUME_BYTES + 1),
      headers: { "content-type": RESUME_MIME_TYPE },
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({
      statusCode: "413",
      error: "Payload too large",
      message: "The object exceeded the maximum allowed size",
    });
    expect(await objectNames()).not.toEqual(expect.arrayContaining([multipartName]));
    expect(await objectNames()).not.toEqual(expect.arrayContaining([rawName]));
  });

  it.each([
    ["HTML", "text/html"],
    ["SVG", "image/svg+xml"],
    ["an executable", "application/x-msdownload"],
    ["PDF with parameters", "application/pdf; charset=binary"],
  ])("rejects %s with statusCode 415", async (_label, type) => {
    const { error } = await backend.anon.storage
      .from("resumes")
      .upload(await backend.admitResume("typed"), pdfFile(100, type));
    expect(error).toMatchObject({ statusCode: "415", message: `mime type ${type} is not supported` });
  });

  it("rejects a raw body without a content type (storage-js defaults it to text/plain) with 415", async () => {
    const { error } = await backend.anon.storage
      .from("resumes")
      .upload(await backend.admitResume("untyped"), pdfBytes(100).buffer);
    expect(error).toMatchObject({
      statusCode: "415",
      message: "mime type text/plain;charset=UTF-8 is not supported",
    });
  });

  it("accepts a raw body declared as application/pdf", async () => {
    const { error } = await backend.anon.storage
      .from("resumes")
      .upload(await backend.admitResume("raw"), pdfBytes(100), { contentType: RESUME_MIME_TYPE });
    expect(error).toBeNull();
  });

  it.each([
    ["no folder", () => Promise.resolve("cv.pdf")],
    ["a folder no application owns", () => Promise.resolve(`${crypto.randomUUID()}/cv.pdf`)],
    ["another extension", async () => (await backend.admitResume("cv")).replace(/\.pdf$/, ".exe")],
    ["an upper-case extension", async () => (await backend.admitResume("cv")).replace(/\.pdf$/, ".PDF")],
    [
      "another name than the application's",
      async () => (await backend.admitResume("cv")).replace("cv", "other"),
    ],
    ["a nested folder", async () => `${await backend.admitResume("cv")}/x.pdf`],
  ])("refuses an object name with %s (RLS, statusCode 403)", async (_label, nameFor) => {
    const name = await nameFor();
    const { error } = await backend.anon.storage.from("resumes").upload(name, pdfFile(100));
    expect(error).toMatchObject({ statusCode: "403", message: "new row violates row-level security policy" });
    expect(await objectNames()).not.toContain(name);
  });

  it.each([
    ["non-ASCII characters", "résumé"],
    ["a hash sign (truncated by the URL)", "cv#1"],
    ["brackets", "cv[1]"],
  ])("refuses a key with %s", async (_label, label) => {
    const name = `${crypto.randomUUID()}/${label}.pdf`;
    const { error } = await backend.anon.storage.from("resumes").upload(name, pdfFile(100));
    expect(error).not.toBeNull();
    expect(["400", "403"]).toContain((error as unknown as { statusCode: string }).statusCode);
  });

  it.each(["anon", "service"] as const)(
    "never writes outside the bucket directory (%s, path traversal)",
    async (as) => {
      for (const encodedName of [
        "a%2F..%2Fb.pdf",
        "..%2F..%2F..%2Fescaped.pdf",
        "%2E%2E%2Fescaped.pdf",
        "x%2F.%2Fy.pdf",
        "%2Fabsolute.pdf",
        "%2F%2Fdouble.pdf",
        "a%5C..%5Cb.pdf",
        "%ZZ.pdf",
      ]) {
        const response = await backend.request(`/storage/v1/object/resumes/${encodedName}`, {
          method: "POST",
          as,
          body: pdfBytes(100),
          headers: { "content-type": RESUME_MIME_TYPE },
        });
        expect(response.status, encodedName).toBe(400);
        expect(await response.json()).toMatchObject({ statusCode: "400", error: "InvalidKey" });
      }
      const dataRoot = path.dirname(backend.api.storageDir);
      const files = await filesUnder(dataRoot);
      expect(files.every((file) => file.startsWith(`storage${path.sep}resumes${path.sep}`))).toBe(true);
      expect(
        files.some(
          (file) => file.includes("escaped") || file.includes("absolute") || file.includes("double"),
        ),
      ).toBe(false);
    },
  );

  it("rejects an upload to an unknown bucket with statusCode 404", async () => {
    const response = await backend.request(`/storage/v1/object/avatars/${crypto.randomUUID()}/cv.pdf`, {
      method: "POST",
      body: pdfBytes(10),
      headers: { "content-type": RESUME_MIME_TYPE },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: "404",
      error: "Bucket not found",
      message: "Bucket not found",
    });
  });

  it("keeps the first upload when a replay (409) or an upsert (403) follows", async () => {
    const name = await backend.admitResume("replayed");
    const original = pdfBytes(512);
    expect(
      (
        await backend.anon.storage
          .from("resumes")
          .upload(name, new Blob([original], { type: RESUME_MIME_TYPE }))
      ).error,
    ).toBeNull();

    const replay = await backend.anon.storage.from("resumes").upload(name, pdfFile(256));
    expect(replay.error).toMatchObject({ statusCode: "409", message: "The resource already exists" });
    const upsert = await backend.anon.storage.from("resumes").upload(name, pdfFile(256), { upsert: true });
    expect(upsert.error).toMatchObject({ statusCode: "403" });

    const download = await backend.service.storage.from("resumes").download(name);
    expect(new Uint8Array(await (download.data as Blob).arrayBuffer())).toEqual(original);
    expect((await objectNames()).filter((item) => item === name)).toHaveLength(1);
  });

  it("matches the database rows to the files on disk", async () => {
    const names = await objectNames();
    const files = await filesUnder(backend.api.storageDir);
    expect(files).toEqual(names.map((name) => path.join("resumes", name)).sort());
  });
});

describe("deleting objects", () => {
  it("refuses SQL deletes on Storage's tables, as hosted Storage does, while the Storage API still deletes", async () => {
    const name = await backend.admitResume("kept-by-sql");
    expect((await backend.anon.storage.from("resumes").upload(name, pdfFile(512))).error).toBeNull();
    const file = path.join("resumes", name);

    for (const sql of [
      "delete from storage.objects where bucket_id = 'resumes'",
      "delete from storage.buckets where id = 'resumes'",
    ]) {
      await expect(backend.api.query(sql), sql).rejects.toMatchObject({
        code: "42501",
        message: "Direct deletion from storage tables is not allowed. Use the Storage API instead.",
      });
      await expect(backend.api.queryAs("service_role", sql), sql).rejects.toMatchObject({ code: "42501" });
    }
    expect(await objectNames()).toContain(name);
    expect(await filesUnder(backend.api.storageDir)).toContain(file);

    const { data, error } = await backend.service.storage.from("resumes").remove([name]);
    expect(error).toBeNull();
    expect(data?.map((object) => object.name)).toEqual([name]);
    expect(await objectNames()).not.toContain(name);
    expect(await filesUnder(backend.api.storageDir)).not.toContain(file);

    // The API's permission lasts only for its own transaction.
    await expect(backend.api.query("delete from storage.objects where false")).rejects.toMatchObject({
      code: "42501",
    });
  });
});

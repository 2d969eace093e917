import { describe, expect, it } from "vitest";

import { RESUME_OBJECT_PATTERN } from "@/config/limits";

import { resumeObjectName, safeResumeName } from "./resume-object-name";

const CANDIDATE_ID = "0b6f3c1e-5d2a-4f7b-9c8e-1a2b3c4d5e6f";

describe("resume object names", () => {
  it.each([
    ["cv.pdf", "cv"],
    ["My CV (final).pdf", "My-CV-final"],
    ["Résumé – Zoë Ünal.PDF", "Resume-Zoe-Unal"],
    ["../../etc/passwd.pdf", "etc-passwd"],
    ["a#b?c%d.pdf", "a-b-c-d"],
    ["cv.v2.final.pdf", "cv.v2.final"],
    ["履歴書.pdf", "resume"],
    ["---.pdf", "resume"],
    [".pdf", "resume"],
    ["noextension", "noextension"],
    ["_under_score_.pdf", "under_score"],
  ])("%s becomes %s", (fileName, expected) => {
    expect(safeResumeName(fileName)).toBe(expected);
  });

  it("caps the name at 80 characters without a trailing separator", () => {
    const name = safeResumeName(`${"a".repeat(79)} b${"c".repeat(50)}.pdf`);
    expect(name).toBe("a".repeat(79));
    expect(safeResumeName(`${"x".repeat(200)}.pdf`)).toHaveLength(80);
  });

  it("puts the file in its application's folder and always matches the storage pattern", () => {
    expect(resumeObjectName(CANDIDATE_ID, "My CV.pdf")).toBe(`${CANDIDATE_ID}/My-CV.pdf`);
    for (const fileName of ["履歴書.pdf", `${"é".repeat(300)}.pdf`, "a b c.pdf", "<script>.pdf", "😀.pdf"]) {
      expect(resumeObjectName(CANDIDATE_ID, fileName)).toMatch(RESUME_OBJECT_PATTERN);
    }
  });

  it("never lets a file name leave the application's folder", () => {
    for (const fileName of ["../other/cv.pdf", "a/b.pdf", "..\\x.pdf"]) {
      expect(resumeObjectName(CANDIDATE_ID, fileName).split("/")).toHaveLength(2);
    }
  });
});

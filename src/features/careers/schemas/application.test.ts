import { describe, expect, it } from "vitest";

import { ApplicationSchema, type ApplicationInput } from "@/features/careers/schemas/application";

const VALID: ApplicationInput = {
  fullName: "Jordan Blake",
  email: "jordan.blake@example.com",
  phone: "+1 555 0100",
  linkedinUrl: "",
  portfolioUrl: "",
  resume: new File(["%PDF-1.7\n"], "cv.pdf", { type: "application/pdf" }),
  coverLetter: "",
  recruiterSource: "",
  consentPrivacy: true,
};

async function fullNameErrors(fullName: string): Promise<string[]> {
  const result = await ApplicationSchema.safeParseAsync({ ...VALID, fullName });
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === "fullName").map((issue) => issue.message);
}

describe("ApplicationSchema: the applicant's name, which the receipt repeats", () => {
  // Before decision 038 these passed: the rule read the name as typed, and the mail showed it without the
  // invisible characters (or, for fullwidth letters, as any mail client reads them): a working link.
  it.each([
    "Jo http\u00AD://evil.example\u00AD/login",
    "Jo www\u200B.evil.example\u2060/reset",
    "Jo \uFF48\uFF54\uFF54\uFF50\uFF1A\uFF0F\uFF0Fevil.example",
    "Jo \uFF57\uFF57\uFF57\uFF0Eevil.example",
  ])("normalises %j first and refuses the web address it hides", async (fullName) => {
    expect(await fullNameErrors(fullName)).toEqual(["Please enter your name without a web address"]);
  });

  it("sends the name in the normalised form the database stores", async () => {
    const values = await ApplicationSchema.parseAsync({
      ...VALID,
      fullName: " \uFF2Ao\u00ADanna\u200B Lee ",
    });
    expect(values.fullName).toBe("Joanna Lee");
  });

  it("measures the normalised name", async () => {
    expect(await fullNameErrors(`${"a".repeat(100)}\u200B`)).toEqual([]);
    expect(await fullNameErrors("a".repeat(101))).toEqual(["Full name can be at most 100 characters"]);
  });
});

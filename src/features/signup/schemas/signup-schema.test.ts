import { describe, expect, it } from "vitest";

import { AUM_MAX_CHARS, COMPANY_MAX_CHARS, EMAIL_MAX_CHARS, NAME_MAX_CHARS } from "@/config/limits";
import {
  SIGNUP_MESSAGES,
  SignupSchema,
  type SignupFormValues,
} from "@/features/signup/schemas/signup-schema";

const VALID: SignupFormValues = {
  name: "Ada Okafor",
  email: "ada@northwind.vc",
  company: "Northwind Ventures",
  role: "vc",
  aum: "$50M",
  source: "linkedin",
};

/** The messages zod reports for one field of `values`. */
function errorsFor(values: Partial<SignupFormValues>, field: keyof SignupFormValues): string[] {
  const result = SignupSchema.safeParse({ ...VALID, ...values });
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

describe("SignupSchema", () => {
  it("accepts a complete sign-up and returns exactly the row to insert", () => {
    expect(SignupSchema.parse(VALID)).toEqual({
      name: "Ada Okafor",
      email: "ada@northwind.vc",
      company: "Northwind Ventures",
      role: "vc",
      aum: "$50M",
      source: "linkedin",
    });
  });

  it("trims text and turns empty optional answers into null", () => {
    expect(
      SignupSchema.parse({ ...VALID, name: "  Ada  ", email: " ada@northwind.vc ", aum: "   ", source: "" }),
    ).toMatchObject({ name: "Ada", email: "ada@northwind.vc", aum: null, source: null });
  });

  it("drops the amount for the role 'other', which never shows the field", () => {
    expect(SignupSchema.parse({ ...VALID, role: "other", aum: "$5M" }).aum).toBeNull();
  });

  it.each([
    ["", "empty"],
    ["A", "one character"],
    ["   ", "whitespace only"],
    [" A ", "one character after trimming"],
  ])("rejects the name %j (%s) as too short", (name) => {
    expect(errorsFor({ name }, "name")).toEqual(["Name must be at least 2 characters"]);
  });

  it("accepts a two-character name and caps the length", () => {
    expect(errorsFor({ name: "Al" }, "name")).toEqual([]);
    expect(errorsFor({ name: "x".repeat(NAME_MAX_CHARS) }, "name")).toEqual([]);
    expect(errorsFor({ name: "x".repeat(NAME_MAX_CHARS + 1) }, "name")).toEqual([
      SIGNUP_MESSAGES.nameTooLong,
    ]);
  });

  it.each([
    "",
    "ada",
    "ada@",
    "@northwind.vc",
    "ada@northwind",
    "ada @northwind.vc",
    "ada@north wind.vc",
    "a@b@c.de",
  ])("rejects the email %j with 'Invalid email address'", (email) => {
    expect(errorsFor({ email }, "email")).toContain("Invalid email address");
  });

  it("accepts ordinary addresses and caps the length", () => {
    expect(errorsFor({ email: "ada.okafor+beta@mail.northwind.vc" }, "email")).toEqual([]);
    const long = `ada@${["x", "y", "z"].map((letter) => letter.repeat(61)).join(".")}.${"w".repeat(62)}.io`;
    expect(long.length).toBe(EMAIL_MAX_CHARS + 1);
    expect(errorsFor({ email: long }, "email")).toEqual([SIGNUP_MESSAGES.emailTooLong]);
  });

  // Each passed the old rule and was stored, then refused by the mail function (decision 038).
  it.each([
    "ada@northwind.vc.",
    "ada@north_wind.vc",
    "ada@northwind..vc",
    "ada@-northwind.vc",
    "ada..o@northwind.vc",
  ])("rejects the address %j, which no mail could reach", (email) => {
    expect(errorsFor({ email }, "email")).toEqual(["Invalid email address"]);
  });

  // Before decision 038 the form (and the database) checked the text as typed, and the mail function then removed
  // the invisible characters, which put the address back together.
  it.each([
    "Jo http\u00AD://evil.example\u00AD/login",
    "Jo www\u200B.evil.example\u2060/reset",
    "Jo \uFF48\uFF54\uFF54\uFF50\uFF1A\uFF0F\uFF0Fevil.example",
    "Jo evil\u3002example/login",
  ])("normalises %j before checking it, and refuses the web address it hides", (text) => {
    expect(errorsFor({ name: text }, "name")).toEqual([SIGNUP_MESSAGES.nameWebAddress]);
    expect(errorsFor({ company: text }, "company")).toEqual([SIGNUP_MESSAGES.companyWebAddress]);
  });

  it("sends names in the normalised form the database stores", () => {
    expect(
      SignupSchema.parse({
        ...VALID,
        name: " \uFF21da\u00AD Ok\u200Bafor ",
        company: "North\u2060wind \uFF36C",
      }),
    ).toMatchObject({ name: "Ada Okafor", company: "Northwind VC" });
  });

  it.each(["", "N", "  "])("rejects the company %j with 'Company name is required'", (company) => {
    expect(errorsFor({ company }, "company")).toEqual(["Company name is required"]);
  });

  it("caps the company length", () => {
    expect(errorsFor({ company: "x".repeat(COMPANY_MAX_CHARS + 1) }, "company")).toEqual([
      SIGNUP_MESSAGES.companyTooLong,
    ]);
  });

  it.each(["", "investor", "VC"])("rejects the role %j with 'Please select your role'", (role) => {
    expect(errorsFor({ role }, "role")).toEqual(["Please select your role"]);
  });

  it.each(["vc", "founder", "lp", "syndicate", "other"])("accepts the role %s", (role) => {
    expect(errorsFor({ role }, "role")).toEqual([]);
  });

  it("treats the amount as optional free text with a length cap", () => {
    expect(errorsFor({ aum: "" }, "aum")).toEqual([]);
    expect(errorsFor({ aum: "$5M Series A, led by Acme" }, "aum")).toEqual([]);
    expect(errorsFor({ aum: "x".repeat(AUM_MAX_CHARS + 1) }, "aum")).toEqual([SIGNUP_MESSAGES.aumTooLong]);
  });

  it("accepts every listed source or none, and nothing else", () => {
    for (const source of ["", "linkedin", "twitter", "referral", "google", "event", "other"]) {
      expect(errorsFor({ source }, "source")).toEqual([]);
    }
    expect(errorsFor({ source: "tiktok" }, "source")).toEqual([SIGNUP_MESSAGES.source]);
  });
});

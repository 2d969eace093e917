/**
 * Every form rule is also a database rule, so a script bypassing the site meets them too: table-driven from
 * src/config/limits.ts, each limit is probed just inside (201) and just outside (400, nothing stored) with raw
 * HTTP, as a script bypassing the site would send it.
 */
import { describe, expect, it } from "vitest";

import {
  AUM_MAX_CHARS,
  COMPANY_MAX_CHARS,
  COMPANY_MIN_CHARS,
  COVER_LETTER_MAX_CHARS,
  EMAIL_MAX_CHARS,
  EMAIL_PATTERN,
  FULL_NAME_MAX_CHARS,
  HTTP_URL_PATTERN,
  NAME_MAX_CHARS,
  NAME_MIN_CHARS,
  PHONE_MAX_CHARS,
  RECRUITER_SOURCES,
  RESUME_NAME_MAX_CHARS,
  RESUME_OBJECT_PATTERN,
  SIGNUP_ROLES,
  SIGNUP_SOURCES,
  URL_MAX_CHARS,
} from "@/config/limits";

import { carriesWebAddress } from "@/config/name-rule";
import { mailAddress } from "@common/mail-address";

import { useLocalSupabase, validCandidate, validSignup } from "./support/local-supabase";

const backend = useLocalSupabase();

type Table = "signups" | "candidates";
type Outcome = "ok" | "23514" | "23502" | "22P02";

interface Vector {
  table: Table;
  field: string;
  label: string;
  value: unknown;
  expected: Outcome;
}

/** A deliverable e-mail of exactly `length` characters: a 64-character local part and labels of at most 63. */
function emailOfLength(length: number): string {
  const labels: string[] = [];
  // Characters left before the top-level domain "com", each label followed by its dot.
  let rest = length - 65 - 3;
  while (rest > 0) {
    let size = Math.min(63, rest - 1);
    if (rest - size - 1 === 1) size -= 1;
    labels.push("d".repeat(size));
    rest -= size + 1;
  }
  return `${"a".repeat(64)}@${[...labels, "com"].join(".")}`;
}

/** An http(s) URL of exactly `length` characters. */
function urlOfLength(length: number): string {
  const prefix = "https://example.com/";
  return `${prefix}${"p".repeat(length - prefix.length)}`;
}

const OTHER_CANDIDATE_ID = "0b6f3c1e-5d2a-4f7b-9c8e-1a2b3c4d5e6f";

const vectors: Vector[] = [
  // signups.name and signups.company: NAME/COMPANY_MIN_CHARS..MAX after trimming, single line.
  ...(
    [
      ["name", NAME_MIN_CHARS, NAME_MAX_CHARS],
      ["company", COMPANY_MIN_CHARS, COMPANY_MAX_CHARS],
    ] as const
  ).flatMap(([field, min, max]): Vector[] => [
    { table: "signups", field, label: `${max} characters`, value: "x".repeat(max), expected: "ok" },
    {
      table: "signups",
      field,
      label: `${max + 1} characters`,
      value: "x".repeat(max + 1),
      expected: "23514",
    },
    { table: "signups", field, label: `${min} characters`, value: "x".repeat(min), expected: "ok" },
    {
      table: "signups",
      field,
      label: `${min - 1} characters`,
      value: "x".repeat(min - 1),
      expected: "23514",
    },
    {
      table: "signups",
      field,
      label: "short once trimmed",
      value: ` ${"x".repeat(min - 1)}  `,
      expected: "23514",
    },
    {
      table: "signups",
      field,
      label: "non-breaking spaces only",
      value: "\u00a0\u00a0\u00a0",
      expected: "23514",
    },
    { table: "signups", field, label: "a line break", value: "Ada\nPark", expected: "23514" },
    { table: "signups", field, label: "a control character", value: "Ada\u0007", expected: "23514" },
    { table: "signups", field, label: "null", value: null, expected: "23502" },
  ]),
  // signups.email
  {
    table: "signups",
    field: "email",
    label: `${EMAIL_MAX_CHARS} characters`,
    value: emailOfLength(EMAIL_MAX_CHARS),
    expected: "ok",
  },
  {
    table: "signups",
    field: "email",
    label: `${EMAIL_MAX_CHARS + 1} characters`,
    value: emailOfLength(EMAIL_MAX_CHARS + 1),
    expected: "23514",
  },
  { table: "signups", field: "email", label: "no @", value: "ada.example.com", expected: "23514" },
  { table: "signups", field: "email", label: "two @", value: "ada@@example.com", expected: "23514" },
  { table: "signups", field: "email", label: "a space", value: "ada park@example.com", expected: "23514" },
  {
    table: "signups",
    field: "email",
    label: "no dot in the domain",
    value: "ada@example",
    expected: "23514",
  },
  { table: "signups", field: "email", label: "null", value: null, expected: "23502" },
  // signups.role and signups.source: closed sets.
  ...SIGNUP_ROLES.map(
    (role): Vector => ({ table: "signups", field: "role", label: role, value: role, expected: "ok" }),
  ),
  { table: "signups", field: "role", label: "outside the set", value: "admin", expected: "23514" },
  { table: "signups", field: "role", label: "wrong case", value: "VC", expected: "23514" },
  { table: "signups", field: "role", label: "null", value: null, expected: "23502" },
  ...SIGNUP_SOURCES.map(
    (source): Vector => ({ table: "signups", field: "source", label: source, value: source, expected: "ok" }),
  ),
  { table: "signups", field: "source", label: "outside the set", value: "tiktok", expected: "23514" },
  { table: "signups", field: "source", label: "null", value: null, expected: "ok" },
  // signups.aum: optional free text.
  {
    table: "signups",
    field: "aum",
    label: `${AUM_MAX_CHARS} characters`,
    value: "$".repeat(AUM_MAX_CHARS),
    expected: "ok",
  },
  {
    table: "signups",
    field: "aum",
    label: `${AUM_MAX_CHARS + 1} characters`,
    value: "$".repeat(AUM_MAX_CHARS + 1),
    expected: "23514",
  },
  { table: "signups", field: "aum", label: "a control character", value: "$5M\u001b", expected: "23514" },
  { table: "signups", field: "aum", label: "null", value: null, expected: "ok" },
  // signups.id: the client's idempotency key must be a UUID.
  { table: "signups", field: "id", label: "not a UUID", value: "signup-1", expected: "22P02" },

  // candidates: required single-line fields.
  ...(
    [
      ["full_name", FULL_NAME_MAX_CHARS],
      ["phone", PHONE_MAX_CHARS],
    ] as const
  ).flatMap(([field, max]): Vector[] => [
    { table: "candidates", field, label: `${max} characters`, value: "7".repeat(max), expected: "ok" },
    {
      table: "candidates",
      field,
      label: `${max + 1} characters`,
      value: "7".repeat(max + 1),
      expected: "23514",
    },
    { table: "candidates", field, label: "1 character", value: "7", expected: "ok" },
    { table: "candidates", field, label: "empty", value: "", expected: "23514" },
    { table: "candidates", field, label: "blank", value: "   ", expected: "23514" },
    { table: "candidates", field, label: "a line break", value: "7\n7", expected: "23514" },
    { table: "candidates", field, label: "null", value: null, expected: "23502" },
  ]),
  // candidates.email
  {
    table: "candidates",
    field: "email",
    label: `${EMAIL_MAX_CHARS} characters`,
    value: emailOfLength(EMAIL_MAX_CHARS),
    expected: "ok",
  },
  {
    table: "candidates",
    field: "email",
    label: `${EMAIL_MAX_CHARS + 1} characters`,
    value: emailOfLength(EMAIL_MAX_CHARS + 1),
    expected: "23514",
  },
  { table: "candidates", field: "email", label: "no @", value: "jordan.example.com", expected: "23514" },
  { table: "candidates", field: "email", label: "null", value: null, expected: "23502" },
  // candidates.linkedin_url and portfolio_url: optional http(s) URLs.
  ...(["linkedin_url", "portfolio_url"] as const).flatMap((field): Vector[] => [
    {
      table: "candidates",
      field,
      label: `${URL_MAX_CHARS} characters`,
      value: urlOfLength(URL_MAX_CHARS),
      expected: "ok",
    },
    {
      table: "candidates",
      field,
      label: `${URL_MAX_CHARS + 1} characters`,
      value: urlOfLength(URL_MAX_CHARS + 1),
      expected: "23514",
    },
    {
      table: "candidates",
      field,
      label: "http, upper case",
      value: "HTTP://EXAMPLE.COM/IN/JB",
      expected: "ok",
    },
    { table: "candidates", field, label: "javascript:", value: "javascript:alert(1)", expected: "23514" },
    {
      table: "candidates",
      field,
      label: "data:",
      value: "data:text/html,<script>alert(1)</script>",
      expected: "23514",
    },
    { table: "candidates", field, label: "no scheme", value: "linkedin.com/in/jb", expected: "23514" },
    { table: "candidates", field, label: "a space", value: "https://example.com/a b", expected: "23514" },
    { table: "candidates", field, label: "null", value: null, expected: "ok" },
  ]),
  // candidates.resume_url: `resumes/<this row's id>/<safe name>.pdf`, never a URL ("{id}" is the row's id).
  {
    table: "candidates",
    field: "resume_url",
    label: `a ${RESUME_NAME_MAX_CHARS}-character name`,
    value: `resumes/{id}/${"a".repeat(RESUME_NAME_MAX_CHARS)}.pdf`,
    expected: "ok",
  },
  {
    table: "candidates",
    field: "resume_url",
    label: `a ${RESUME_NAME_MAX_CHARS + 1}-character name`,
    value: `resumes/{id}/${"a".repeat(RESUME_NAME_MAX_CHARS + 1)}.pdf`,
    expected: "23514",
  },
  {
    table: "candidates",
    field: "resume_url",
    label: "a URL",
    value: "https://evil.example/x.pdf",
    expected: "23514",
  },
  {
    table: "candidates",
    field: "resume_url",
    label: "a path",
    value: "resumes/{id}/../x.pdf",
    expected: "23514",
  },
  {
    table: "candidates",
    field: "resume_url",
    label: "another application's folder",
    value: `resumes/${OTHER_CANDIDATE_ID}/cv.pdf`,
    expected: "23514",
  },
  {
    table: "candidates",
    field: "resume_url",
    label: "no folder",
    value: "resumes/cv.pdf",
    expected: "23514",
  },
  { table: "candidates", field: "resume_url", label: "no bucket", value: "{id}/cv.pdf", expected: "23514" },
  {
    table: "candidates",
    field: "resume_url",
    label: "another extension",
    value: "resumes/{id}/cv.exe",
    expected: "23514",
  },
  { table: "candidates", field: "resume_url", label: "null", value: null, expected: "23502" },
  // candidates.cover_letter: optional, multi-line.
  {
    table: "candidates",
    field: "cover_letter",
    label: `${COVER_LETTER_MAX_CHARS} characters with line breaks and tabs`,
    value: `Dear team,\n\t${"w".repeat(COVER_LETTER_MAX_CHARS - 12)}`,
    expected: "ok",
  },
  {
    table: "candidates",
    field: "cover_letter",
    label: `${COVER_LETTER_MAX_CHARS + 1} characters`,
    value: "w".repeat(COVER_LETTER_MAX_CHARS + 1),
    expected: "23514",
  },
  {
    table: "candidates",
    field: "cover_letter",
    label: "a control character",
    value: "Hello\u0008",
    expected: "23514",
  },
  { table: "candidates", field: "cover_letter", label: "null", value: null, expected: "ok" },
  // candidates.recruiter_source: optional closed set.
  ...RECRUITER_SOURCES.map(
    (source): Vector => ({
      table: "candidates",
      field: "recruiter_source",
      label: source,
      value: source,
      expected: "ok",
    }),
  ),
  {
    table: "candidates",
    field: "recruiter_source",
    label: "outside the set",
    value: "billboard",
    expected: "23514",
  },
  { table: "candidates", field: "recruiter_source", label: "null", value: null, expected: "ok" },
  // candidates.consent_privacy: must be true (false is refused by RLS, see security.test.ts).
  { table: "candidates", field: "consent_privacy", label: "true", value: true, expected: "ok" },
  {
    table: "candidates",
    field: "consent_privacy",
    label: "not a boolean",
    value: "maybe",
    expected: "22P02",
  },
];

async function storedRows(table: Table, id: unknown): Promise<unknown[]> {
  const response = await backend.request(`/rest/v1/${table}?select=id&id=eq.${String(id)}`, {
    as: "service",
  });
  return (await response.json()) as unknown[];
}

describe.each(["signups", "candidates"] as const)("%s column rules", (table) => {
  it.each(vectors.filter((vector) => vector.table === table))(
    "$field: $label → $expected",
    async ({ field, value, expected }) => {
      const base = table === "signups" ? validSignup() : validCandidate();
      const resolved = typeof value === "string" ? value.replaceAll("{id}", String(base.id)) : value;
      const row = { ...base, [field]: resolved, ...(field === "id" ? {} : { id: base.id }) };
      const response = await backend.request(`/rest/v1/${table}`, { method: "POST", body: row });
      if (expected === "ok") {
        expect(response.status, await response.clone().text()).toBe(201);
        expect(await storedRows(table, row.id)).toHaveLength(1);
        return;
      }
      expect(response.status).toBe(400);
      const error = (await response.json()) as { code: string; message: string };
      expect(error.code).toBe(expected);
      if (expected === "23514") expect(error.message).toMatch(new RegExp(`${table}_${field}_(check|plain)`));
      if (expected === "23502") expect(error.message).toContain(`column "${field}"`);
      if (field !== "id") expect(await storedRows(table, row.id)).toEqual([]);
    },
  );
});

describe("the database and the forms agree on patterns", () => {
  const emails = [
    "a@b.co",
    "first.last+tag@sub.example.org",
    "no-at.example.com",
    "a@@b.co",
    "a b@c.co",
    "a@b",
    "@b.co",
    "a@.co",
    "a@b.",
    "tab\t@b.co",
    "nbsp\u00a0@b.co",
    "ünicode@exämple.com",
    // What the mail functions refuse, so the database must too (before decision 038 it stored these).
    "victim@example.com.",
    "victim@ex_ample.com",
    "victim@example..com",
    "victim@-example.com",
    "victim@example-.com",
    "victim@.example.com",
    ".victim@example.com",
    "victim.@example.com",
    "vic..tim@example.com",
    "victim@example.c",
    "victim@127.0.0.1",
    '"victim"@example.com',
    "victim@example.com>",
    "Victim <victim@example.com>",
    "a,b@example.com",
    `${"a".repeat(65)}@example.com`,
    `${"a".repeat(64)}@example.com`,
    "victim@example.xn--p1ai",
    "o'brien@example.com",
  ];
  it.each(emails)("e-mail %j", async (email) => {
    const formAccepts = EMAIL_PATTERN.test(email) && email.length <= EMAIL_MAX_CHARS;
    expect(mailAddress(email) !== null, "the mail functions' rule").toBe(formAccepts);
    for (const [table, row] of [
      ["signups", validSignup({ email })],
      ["candidates", validCandidate({ email })],
    ] as const) {
      const response = await backend.request(`/rest/v1/${table}`, { method: "POST", body: row });
      expect(response.status, table).toBe(formAccepts ? 201 : 400);
    }
    const [rule] = await backend.api.query<{ accepts: boolean }>(
      "select private.is_mail_address($1) as accepts",
      [email],
    );
    expect(rule?.accepts).toBe(formAccepts);
  });

  const urls = [
    "https://www.linkedin.com/in/jb",
    "http://example.com",
    "HTTPS://EXAMPLE.COM",
    "https://",
    "https:// example.com",
    "ftp://example.com",
    "mailto:jb@example.com",
    "https://example.com/\u2028",
  ];
  it.each(urls)("URL %j", async (url) => {
    const response = await backend.request("/rest/v1/candidates", {
      method: "POST",
      body: validCandidate({ portfolio_url: url }),
    });
    expect(response.status).toBe(HTTP_URL_PATTERN.test(url) ? 201 : 400);
  });

  const names = [
    "Jordan Blake",
    "J.R.R. Tolkien",
    "Zoë O'Brien-Łukasiewicz",
    "Dr. Ana María de la Cruz",
    "Ann visit https://evil.example",
    "http://evil.example",
    "HTTPS://EVIL.EXAMPLE",
    "see www.evil.example",
    "WWW.EVIL.EXAMPLE",
    "Eve evil.example/login",
    "Eve EVIL.Example/x",
    "Eve evil.example",
  ];
  it.each(names)("applicant name %j", async (name) => {
    const row = validCandidate({ full_name: name });
    const response = await backend.request("/rest/v1/candidates", { method: "POST", body: row });
    expect(response.status).toBe(carriesWebAddress(name) ? 400 : 201);
  });

  // "{id}" is the row's id, "{ID}" the same id in upper case.
  const objectNames = [
    "{id}/cv.pdf",
    "{id}/Jordan_Blake-CV.v2.pdf",
    "{id}/.pdf",
    "{id}/cv.PDF",
    "{id}/my cv.pdf",
    "{id}/résumé.pdf",
    "{id}/folder/cv.pdf",
    "{ID}/cv.pdf",
    "cv.pdf",
  ];
  it.each(objectNames)("resume object name %j", async (template) => {
    const id = crypto.randomUUID();
    const name = template.replace("{id}", id).replace("{ID}", id.toUpperCase());
    const response = await backend.request("/rest/v1/candidates", {
      method: "POST",
      body: validCandidate({ id, resume_url: `resumes/${name}` }),
    });
    expect(response.status).toBe(RESUME_OBJECT_PATTERN.test(name) ? 201 : 400);
  });
});

describe("malformed writes", () => {
  it("rejects an unknown column with 400 PGRST204", async () => {
    const response = await backend.request("/rest/v1/signups", {
      method: "POST",
      body: { ...validSignup(), is_admin: true },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: "PGRST204",
      details: null,
      hint: null,
      message: "Could not find the 'is_admin' column of 'signups' in the schema cache",
    });
  });

  it.each(["signups", "candidates"] as const)(
    "rejects a JSON array of two rows on %s and stores neither",
    async (table) => {
      const rows =
        table === "signups" ? [validSignup(), validSignup()] : [validCandidate(), validCandidate()];
      const response = await backend.request(`/rest/v1/${table}`, { method: "POST", body: rows });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "P0001",
        message: "Only one row can be submitted per request",
      });
      for (const row of rows) expect(await storedRows(table, row.id)).toEqual([]);
    },
  );

  it("accepts a JSON array of one row", async () => {
    const row = validSignup();
    const response = await backend.request("/rest/v1/signups", { method: "POST", body: [row] });
    expect(response.status).toBe(201);
    expect(await storedRows("signups", row.id)).toHaveLength(1);
  });

  it.each([
    ["invalid JSON", "{not json"],
    ["an empty body", ""],
    ["a JSON string", '"text"'],
    ["an array of numbers", "[1,2]"],
  ])("rejects %s with 400 PGRST102", async (_label, body) => {
    const response = await backend.request("/rest/v1/signups", {
      method: "POST",
      body,
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "PGRST102" });
  });

  it("rejects objects with different keys in one array with 400 PGRST102", async () => {
    const response = await backend.request("/rest/v1/signups", {
      method: "POST",
      body: [validSignup(), { ...validSignup(), aum: undefined }],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "PGRST102", message: "All object keys must match" });
  });

  it("rejects a NUL character, which PostgreSQL text cannot hold", async () => {
    const row = validSignup({ name: "Ada\u0000Park" });
    const response = await backend.request("/rest/v1/signups", { method: "POST", body: row });
    expect(response.status).toBe(400);
    expect(await storedRows("signups", row.id)).toEqual([]);
  });

  it("rejects an unknown table with 404 PGRST205", async () => {
    const response = await backend.request("/rest/v1/applicants", { method: "POST", body: validCandidate() });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: "PGRST205",
      details: null,
      hint: null,
      message: "Could not find the table 'public.applicants' in the schema cache",
    });
  });

  it("rejects a CSV body with 415", async () => {
    const response = await backend.request("/rest/v1/signups", {
      method: "POST",
      body: "name,email,company,role\nAda,ada@example.com,Co,vc\nBo,bo@example.com,Co,vc\n",
      headers: { "content-type": "text/csv" },
    });
    expect(response.status).toBe(415);
  });

  it("rejects a body over 1 MiB with 413 without storing anything", async () => {
    const row = validCandidate({ cover_letter: "w".repeat(1024 * 1024 + 1) });
    const response = await backend.request("/rest/v1/candidates", { method: "POST", body: row });
    expect(response.status).toBe(413);
    expect(await storedRows("candidates", row.id)).toEqual([]);
  });
});

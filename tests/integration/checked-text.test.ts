/**
 * What the checks read is what the mail shows (decision 038), as a stranger holding the public key would try it:
 * a web address split by invisible format characters (which the mail function removes before showing a name) or
 * written in fullwidth look-alikes, in an applicant's name and in a sign-up's name or company. Before the fix the
 * database checked the raw name, stored these (201) and mailed "Hi Jo http://evil.example/login,".
 */
import { describe, expect, it } from "vitest";

import topLevelDomains from "tlds";

import { carriesWebAddress, checkedText } from "@/config/name-rule";

import { useLocalSupabase, validCandidate, validSignup } from "./support/local-supabase";
import { HIRING_TEAM, useMail } from "./support/mail";

const backend = useLocalSupabase();
const { provider, startDrainer, apply } = useMail(backend);

/** The attacks as reported, then look-alikes that NFKC turns into the same address. */
const DISGUISED_ADDRESSES = [
  "Jo http\u00AD://evil.example\u00AD/login",
  "Jo www\u200B.evil.example\u2060/reset",
  "Jo \uFF48\uFF54\uFF54\uFF50\uFF1A\uFF0F\uFF0Fevil.example",
  "Jo \uFF57\uFF57\uFF57\uFF0Eevil.example",
  "Jo evil\uFF0Eexample\uFF0Flogin",
  "Jo evil\u3002example/login",
  "Jo h\u202Et\u202Ctp://evil.example",
  "Jo www\uFEFF.evil.example",
];

describe("names that would become a web address in mail", () => {
  it("refuses each as an applicant's name, and no mail carries the link", async () => {
    for (const fullName of DISGUISED_ADDRESSES) {
      const refused = await backend.request("/rest/v1/candidates", {
        method: "POST",
        body: validCandidate({ full_name: fullName }),
      });
      expect(refused.status, fullName).toBe(400);
      expect(await refused.json()).toMatchObject({ code: "23514" });
    }
    const [stored] = await backend.api.query<{ count: number }>(
      "select count(*)::int as count from public.candidates where full_name like '%evil%'",
    );
    expect(stored?.count).toBe(0);

    await apply();
    const drainer = await startDrainer();
    await drainer.drain();
    expect(provider.to(HIRING_TEAM)).toHaveLength(1);
    const sent = provider.requests.map((request) => JSON.stringify(request.body)).join("\n");
    expect(sent).not.toContain("evil");
  });

  it.each(DISGUISED_ADDRESSES)("refuses the sign-up name and company %j", async (text) => {
    for (const field of ["name", "company"]) {
      const refused = await backend.request("/rest/v1/signups", {
        method: "POST",
        body: validSignup({ [field]: text }),
      });
      expect(refused.status, field).toBe(400);
      expect(await refused.json()).toMatchObject({ code: "23514" });
    }
    const [queued] = await backend.api.query<{ count: number }>(
      "select count(*)::int as count from public.signups where name like '%evil%' or company like '%evil%'",
    );
    expect(queued?.count).toBe(0);
  });

  it("stores names only in the normalised form, which is what the mail then shows", async () => {
    const { candidate } = await apply({ full_name: "\uFF2Ao\u00ADanna\u200B Lee" });
    const [stored] = await backend.api.query<{ full_name: string }>(
      "select full_name from public.candidates where id = $1",
      [candidate.id],
    );
    expect(stored?.full_name).toBe("Joanna Lee");

    const signup = validSignup({ name: "Ad\u00ADa\u2060 Park", company: "\uFF2Eorthwind" });
    expect((await backend.request("/rest/v1/signups", { method: "POST", body: signup })).status).toBe(201);
    const [row] = await backend.api.query<{ name: string; company: string }>(
      "select name, company from public.signups where id = $1",
      [signup.id],
    );
    expect(row).toEqual({ name: "Ada Park", company: "Northwind" });

    const drainer = await startDrainer();
    await drainer.drain();
    expect(provider.to(candidate.email)[0]?.request.body.text).toContain("Hi Joanna Lee,");
  });

  it("normalises as the forms do, for every format character and for look-alikes", async () => {
    const formatCharacters: string[] = [];
    for (let code = 0; code <= 0x10ffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const character = String.fromCodePoint(code);
      if (/[\p{Cf}\p{Default_Ignorable_Code_Point}]/u.test(character))
        formatCharacters.push(`a${character}b`);
    }
    const samples = [
      ...formatCharacters,
      ...DISGUISED_ADDRESSES,
      "Zoë O'Brien-Łukasiewicz",
      "e\u200B\u0301",
      "\uFB01ne \u2163 \u00BD \u2122",
      "\u3000Jo\u3000",
    ];
    const rows = await backend.api.query<{ value: string; checked: string; web: boolean }>(
      `select s.value, private.checked_text(s.value) as checked,
              private.carries_web_address(private.checked_text(s.value)) as web
         from unnest($1::text[]) as s (value)`,
      [samples],
    );
    expect(formatCharacters.length).toBeGreaterThan(4000);
    expect(rows).toHaveLength(samples.length);
    for (const row of rows) {
      const checked = checkedText(row.value);
      expect(row.checked, JSON.stringify(row.value)).toBe(checked);
      expect(row.web, JSON.stringify(row.value)).toBe(carriesWebAddress(checked));
      expect(checkedText(checked)).toBe(checked);
    }
  });

  // Refused (true) or passed (false), by the database and by the forms alike.
  const NAMES: [string, boolean][] = [
    ["Anne.Marie", false],
    ["J.R.R. Tolkien", false],
    ["Dr. Ana María de la Cruz", false],
    ["Zoë O'Brien-Łukasiewicz", false],
    ["Re: Jordan", false],
    ["Jo 12:30", false],
    ["tapsheet-desk.com", true],
    ["Jo tapsheet-desk.COM", true],
    ["Jo desk.tapsheet.io?x=1", true],
    ["Jo tapsheet\u3002com#top", true],
    ["Jo tapsheet\u034F.com", true],
    ["Jo tapsheet.\u115Fcom", true],
    ["Jo tapsheet.c\u{E0041}om", true],
    ["Jo t\uFE0Fapsheet.c\u3164om", true],
    ["Jo tapsheet-desk:8443/login", true],
    ["Jo localhost:3000", true],
    ["Jo 203.0.113.7", true],
    ["Jo [2001:db8::1]", true],
    ["Jo ::1", true],
    ["Jo xn--tapsheet-9za", true],
    ["Jo ftp://files", true],
    ["Jo x-y+z:payload", true],
    ["Jo mailto:someone", true],
  ];

  it("holds the database and the forms to one table of names", async () => {
    const rows = await backend.api.query<{ value: string; web: boolean }>(
      `select s.value, private.carries_web_address(private.checked_text(s.value)) as web
         from unnest($1::text[]) as s (value)`,
      [NAMES.map(([name]) => name)],
    );
    expect(rows.map((row) => [row.value, row.web])).toEqual(NAMES);
    for (const [name, refused] of NAMES) {
      expect(carriesWebAddress(checkedText(name)), name).toBe(refused);
    }
  });

  it("keeps the database's top-level domains as the package lists them", async () => {
    const rows = await backend.api.query<{ name: string }>(
      "select name from private.top_level_domains order by name",
    );
    const ascii = topLevelDomains.filter((name) => /^[a-z][a-z0-9-]*$/.test(name)).sort();
    expect(rows.map((row) => row.name)).toEqual(ascii);
  });
});

import { describe, expect, it } from "vitest";

import { parseJobView } from "../lib/job-views";
import { type JobForm, JobFormSchema, changedOnSiteAt, jobState, saysWhere } from "./jobs";

const NOW = Date.parse("2026-11-27T12:00:00Z");
const BEFORE = "2026-11-27T11:00:00Z";
const AFTER = "2026-11-27T13:00:00Z";

const form = (overrides: Partial<JobForm> = {}): JobForm => ({
  title: "Platform Engineer",
  slug: "platform-engineer",
  department: "Engineering",
  body: { json: null, html: "<p>Keep it up.</p>" },
  city: "",
  region: "",
  country: "US",
  workplace: "on_site",
  remoteCountries: "",
  employmentType: "FULL_TIME",
  payMin: "",
  payMax: "",
  payCurrency: "",
  payUnit: "",
  closesAt: "",
  ...overrides,
});

describe("jobState", () => {
  it("is what the public site sees by the job's times, before the clock has flipped it", () => {
    expect(jobState({ status: "scheduled", opens_at: BEFORE, closes_at: null }, NOW)).toBe("open");
    expect(jobState({ status: "scheduled", opens_at: AFTER, closes_at: null }, NOW)).toBe("scheduled");
    expect(jobState({ status: "open", opens_at: null, closes_at: BEFORE }, NOW)).toBe("closed");
    expect(jobState({ status: "draft", opens_at: null, closes_at: BEFORE }, NOW)).toBe("draft");
  });
});

describe("changedOnSiteAt", () => {
  it("is the last save, or a time of the job that passed after it", () => {
    expect(
      changedOnSiteAt({ updated_at: "2026-11-27T10:00:00Z", opens_at: null, closes_at: BEFORE }, NOW),
    ).toBe(BEFORE);
    expect(
      changedOnSiteAt({ updated_at: "2026-11-27T10:00:00Z", opens_at: null, closes_at: AFTER }, NOW),
    ).toBe("2026-11-27T10:00:00Z");
  });
});

describe("JobFormSchema", () => {
  it("takes pay as amounts and codes, all or nothing", () => {
    const parsed = JobFormSchema.parse(
      form({ payMin: "120,000", payMax: "150000.50", payCurrency: "usd", payUnit: "YEAR" }),
    );
    expect(parsed).toMatchObject({ payMin: 120000, payMax: 150000.5, payCurrency: "USD", payUnit: "YEAR" });
    const partial = JobFormSchema.safeParse(form({ payMin: "120000" }));
    expect(partial.error?.issues.map((issue) => issue.path.join("."))).toEqual(["payCurrency", "payUnit"]);
    const upsideDown = JobFormSchema.safeParse(
      form({ payMin: "10", payMax: "5", payCurrency: "EUR", payUnit: "HOUR" }),
    );
    expect(upsideDown.error?.issues.map((issue) => issue.path.join("."))).toEqual(["payMax"]);
  });

  it("reads remote countries as ISO codes and refuses anything else", () => {
    expect(
      JobFormSchema.parse(form({ workplace: "remote", remoteCountries: "us, ca;US" })).remoteCountries,
    ).toEqual(["US", "CA"]);
    expect(JobFormSchema.safeParse(form({ workplace: "remote", remoteCountries: "USA" })).success).toBe(
      false,
    );
    expect(JobFormSchema.safeParse(form({ remoteCountries: "US" })).success).toBe(false);
  });

  it("says whether an open job would say where", () => {
    expect(saysWhere(JobFormSchema.parse(form()))).toBe(true);
    expect(saysWhere(JobFormSchema.parse(form({ country: "" })))).toBe(false);
    expect(saysWhere(JobFormSchema.parse(form({ workplace: "remote", country: "" })))).toBe(false);
  });
});

describe("parseJobView", () => {
  it("names the list, a new job and a job's editor, and nothing else", () => {
    expect(parseJobView("")).toEqual({ kind: "list" });
    expect(parseJobView("new")).toEqual({ kind: "new" });
    expect(parseJobView("6A0B1E5E-0000-4000-8000-000000000001")).toEqual({
      kind: "edit",
      id: "6a0b1e5e-0000-4000-8000-000000000001",
    });
    expect(parseJobView("6a0b1e5e-0000-4000-8000-000000000001/preview")).toBeNull();
    expect(parseJobView("senior-engineer")).toBeNull();
  });
});

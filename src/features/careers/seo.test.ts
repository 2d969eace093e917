import { describe, expect, it } from "vitest";

import { jobMeta } from "./seo";
import { INVESTOR_RELATIONS, MOBILE_ENGINEER } from "./testing/fixtures";
import type { Job } from "./types";

function postingFor(job: Job) {
  const descriptor = jobMeta(job.slug, job).find((d) => "script:ld+json" in d);
  return (descriptor as { "script:ld+json": Record<string, unknown> } | undefined)?.["script:ld+json"];
}

describe("job meta", () => {
  it("leaves the title to the page when the job is not known yet", () => {
    const descriptors = jobMeta("senior-mobile-engineer", undefined);
    expect(descriptors.some((d) => "title" in d)).toBe(false);
    expect(descriptors.some((d) => "script:ld+json" in d)).toBe(false);
  });

  it("names a known job in the description and social tags, and leaves the title to the page", () => {
    const descriptors = jobMeta(MOBILE_ENGINEER.slug, MOBILE_ENGINEER);
    expect(descriptors.some((d) => "title" in d)).toBe(false);
    expect(descriptors).toContainEqual({ name: "description", content: MOBILE_ENGINEER.description });
    expect(descriptors).toContainEqual({
      property: "og:title",
      content: "Senior Mobile Engineer - Engineering | Tapsheet",
    });
    expect(descriptors).toContainEqual({
      name: "twitter:title",
      content: "Senior Mobile Engineer - Engineering | Tapsheet",
    });
  });

  it("describes the job as a JobPosting with the fields Google requires", () => {
    const posting = postingFor({ ...MOBILE_ENGINEER, created_at: "2025-01-10T09:00:00.000000+00:00" });
    expect(posting).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: MOBILE_ENGINEER.title,
      datePosted: "2025-01-10",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "Tapsheet", sameAs: "https://tapsheet.example" },
      url: "https://tapsheet.example/careers/job/senior-mobile-engineer",
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: [
        { "@type": "Country", name: "US" },
        { "@type": "AdministrativeArea", name: "European Union" },
      ],
    });
    expect(posting?.description).toContain(
      "<h3>Requirements</h3><ul><li>5+ years building production mobile apps</li>",
    );
  });

  it.each([
    ["New York, NY", { addressLocality: "New York", addressRegion: "NY" }, false],
    ["San Francisco, CA (hybrid)", { addressLocality: "San Francisco", addressRegion: "CA" }, false],
    ["New York, NY or Remote (US)", { addressLocality: "New York", addressRegion: "NY" }, true],
  ])("places %s", (location, address, remote) => {
    const posting = postingFor({ ...INVESTOR_RELATIONS, location });
    expect(posting?.jobLocation).toEqual({
      "@type": "Place",
      address: { "@type": "PostalAddress", ...address, addressCountry: "US" },
    });
    expect(posting?.jobLocationType).toBe(remote ? "TELECOMMUTE" : undefined);
  });

  it("escapes the job's text inside the posting's HTML", () => {
    const posting = postingFor({ ...INVESTOR_RELATIONS, description: "Own <the> & grow" });
    expect(posting?.description).toContain("<p>Own &lt;the&gt; &amp; grow</p>");
  });
});

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

  it("describes an open job with pay as a JobPosting with every property Google reads", () => {
    const posting = postingFor(INVESTOR_RELATIONS);
    expect(posting).toEqual({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: INVESTOR_RELATIONS.title,
      description: INVESTOR_RELATIONS.description_html,
      datePosted: "2025-01-06",
      validThrough: "2025-03-01T00:00:00Z",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "Tapsheet", sameAs: "https://tapsheet.example" },
      identifier: { "@type": "PropertyValue", name: "Tapsheet", value: INVESTOR_RELATIONS.slug },
      directApply: true,
      url: "https://tapsheet.example/careers/job/investor-relations-lead",
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          addressLocality: "New York",
          addressRegion: "NY",
          addressCountry: "US",
        },
      },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "USD",
        value: { "@type": "QuantitativeValue", minValue: 120000, maxValue: 150000, unitText: "YEAR" },
      },
    });
  });

  it("dates the posting from its first publication, not the row's creation", () => {
    const posting = postingFor({
      ...INVESTOR_RELATIONS,
      created_at: "2024-12-01T09:00:00Z",
      first_published_at: "2025-02-10T09:00:00Z",
    });
    expect(posting?.datePosted).toBe("2025-02-10");
  });

  it("describes a remote job by where applicants may live, with no office", () => {
    const posting = postingFor(MOBILE_ENGINEER);
    expect(posting).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: [
        { "@type": "Country", name: "US" },
        { "@type": "Country", name: "DE" },
        { "@type": "Country", name: "FR" },
      ],
    });
    expect(posting).not.toHaveProperty("jobLocation");
    expect(posting).not.toHaveProperty("baseSalary");
    expect(posting).not.toHaveProperty("validThrough");
  });

  it("gives a closed job's page noindex and no JobPosting", () => {
    const descriptors = jobMeta("data-platform-intern", undefined, {
      slug: "data-platform-intern",
      title: "Data Platform Intern",
      department: "Engineering",
      location: "New York, NY",
      updated_at: "2024-04-01T00:00:00Z",
    });
    expect(descriptors).toContainEqual({ name: "robots", content: "noindex" });
    expect(descriptors.some((d) => "script:ld+json" in d)).toBe(false);
    expect(descriptors).toContainEqual({
      property: "og:title",
      content: "This position has closed | Tapsheet",
    });
  });
});

import type { MetaDescriptor } from "react-router";

import { SITE } from "@/config/site";
import { canonicalUrl, seo } from "@/lib/seo";

import { JOB_CLOSED } from "./job-content";
import type { ClosedJob, Job } from "./types";

/** Where a prerendered job's row is kept in the build snapshot (prerender/site-data.ts). */
export const jobSnapshotKey = (slug: string) => `job:${slug}`;
/** Where a closed job's page finds what it says (prerender/site-data.ts): its title and where it was. */
export const closedJobSnapshotKey = (slug: string) => `closed-job:${slug}`;
/** Where the prerendered careers list is kept in the build snapshot. */
export const JOBS_SNAPSHOT_KEY = "jobs";

/** "Senior Mobile Engineer - Engineering" (seo() adds " | Tapsheet"). */
export const jobTitle = (job: Pick<Job, "title" | "department">) => `${job.title} - ${job.department}`;

const GENERIC_DESCRIPTION =
  "A role at Tapsheet: what you'll do, what we're looking for, what we offer, and how to apply.";

function jobLocationJsonLd(job: Job) {
  if (job.workplace === "remote") {
    return {
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: job.remote_countries.map((code) => ({ "@type": "Country", name: code })),
    };
  }
  return {
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        ...(job.city ? { addressLocality: job.city } : {}),
        ...(job.region ? { addressRegion: job.region } : {}),
        addressCountry: job.country,
      },
    },
  };
}

function baseSalaryJsonLd(job: Job) {
  if (job.pay_min === null || !job.pay_currency || !job.pay_unit) return {};
  return {
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: job.pay_currency,
      value: {
        "@type": "QuantitativeValue",
        ...(job.pay_max === null ? { value: job.pay_min } : { minValue: job.pay_min, maxValue: job.pay_max }),
        unitText: job.pay_unit,
      },
    },
  };
}

/**
 * Google for Jobs' JobPosting: the full posting as HTML, posted when it was first open, valid until it closes, with
 * its place (or the countries remote applicants may live in) and pay when set.
 */
function jobPostingJsonLd(job: Job, url: string) {
  const posted = job.first_published_at ?? job.opens_at ?? job.created_at;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.description_html,
    datePosted: posted.slice(0, 10),
    ...(job.closes_at ? { validThrough: job.closes_at } : {}),
    employmentType: job.employment_type,
    hiringOrganization: { "@type": "Organization", name: SITE.name, sameAs: SITE.url },
    identifier: { "@type": "PropertyValue", name: SITE.name, value: job.slug },
    directApply: true,
    url,
    ...jobLocationJsonLd(job),
    ...baseSalaryJsonLd(job),
  };
}

/**
 * Meta for /careers/job/:slug. A prerendered job page knows its job (from the build snapshot) and gets its
 * own description, social tags and JobPosting JSON-LD. A closed job's page says so, is not indexed and has no
 * JobPosting. The <title> is never here: the page renders it from the job it shows, prerendered or not, so the tab
 * follows a job retitled after the build (decision 013).
 */
export function jobMeta(slug: string, job: Job | undefined, closed?: ClosedJob): MetaDescriptor[] {
  const path = `/careers/job/${encodeURIComponent(slug)}`;
  if (!job && closed) {
    return seo({
      title: JOB_CLOSED.title,
      titleInPage: true,
      description: JOB_CLOSED.description(closed.title),
      path,
      extra: [{ name: "robots", content: "noindex" }],
    });
  }
  if (!job) {
    return seo({ title: "Careers", description: GENERIC_DESCRIPTION, path, titleInPage: true });
  }
  return seo({
    title: jobTitle(job),
    titleInPage: true,
    description: job.description,
    path,
    extra: [{ "script:ld+json": jobPostingJsonLd(job, canonicalUrl(path)) }],
  });
}

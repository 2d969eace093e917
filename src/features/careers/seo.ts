import type { MetaDescriptor } from "react-router";

import { SITE } from "@/config/site";
import { canonicalUrl, seo } from "@/lib/seo";

import type { Job } from "./types";

/** Where a prerendered job's row is kept in the build snapshot (prerender/site-data.ts). */
export const jobSnapshotKey = (slug: string) => `job:${slug}`;
/** Where the prerendered careers list is kept in the build snapshot. */
export const JOBS_SNAPSHOT_KEY = "jobs";

/** "Senior Mobile Engineer - Engineering" (seo() adds " | Tapsheet"). */
export const jobTitle = (job: Pick<Job, "title" | "department">) => `${job.title} - ${job.department}`;

const GENERIC_DESCRIPTION =
  "A role at Tapsheet: what you'll do, what we're looking for, what we offer, and how to apply.";

const EMPLOYMENT_TYPES: Record<string, string> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  contractor: "CONTRACTOR",
  temporary: "TEMPORARY",
  internship: "INTERN",
};

/** Regions named in "Remote (US or EU time zones)"-style locations, as schema.org places. */
const REMOTE_REGIONS: Record<string, { "@type": string; name: string }> = {
  US: { "@type": "Country", name: "US" },
  USA: { "@type": "Country", name: "US" },
  UK: { "@type": "Country", name: "GB" },
  EU: { "@type": "AdministrativeArea", name: "European Union" },
  Americas: { "@type": "AdministrativeArea", name: "Americas" },
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Google wants the full posting as HTML; the job's parts are plain text, so each is escaped. */
function postingHtml(job: Job): string {
  const list = (title: string, items: string[]) =>
    items.length > 0
      ? `<h3>${title}</h3><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`
      : "";
  return [
    `<p>${escapeHtml(job.description)}</p>`,
    list("Key Responsibilities", job.responsibilities),
    list("Requirements", job.requirements),
    list("What We Offer", job.benefits),
  ].join("");
}

/** "New York, NY (hybrid)", "Remote (US)", "New York, NY or Remote (US)" → office address and/or remote area. */
function locationJsonLd(location: string) {
  const office = /([A-Z][A-Za-z .'-]+),\s*([A-Z]{2})\b/.exec(location);
  const remote = /\bremote\b(?:\s*\(([^)]*)\))?/i.exec(location);
  const regions = (remote?.[1] ?? "")
    .split(/,|&|\bor\b|\band\b|\//)
    .map((part) => part.replace(/time zones?/i, "").trim())
    .map((part) => REMOTE_REGIONS[part])
    .filter((region) => region !== undefined);
  return {
    ...(office
      ? {
          jobLocation: {
            "@type": "Place",
            address: {
              "@type": "PostalAddress",
              addressLocality: office[1]?.trim(),
              addressRegion: office[2],
              addressCountry: "US",
            },
          },
        }
      : {}),
    ...(remote ? { jobLocationType: "TELECOMMUTE" } : {}),
    ...(regions.length > 0 ? { applicantLocationRequirements: regions } : {}),
  };
}

function jobPostingJsonLd(job: Job, url: string) {
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: postingHtml(job),
    datePosted: job.created_at?.slice(0, 10),
    employmentType: EMPLOYMENT_TYPES[job.type.trim().toLowerCase()],
    hiringOrganization: { "@type": "Organization", name: SITE.name, sameAs: SITE.url },
    identifier: { "@type": "PropertyValue", name: SITE.name, value: job.slug },
    directApply: true,
    url,
    ...locationJsonLd(job.location),
  };
}

/**
 * Meta for /careers/job/:slug. A prerendered job page knows its job (from the build snapshot) and gets its
 * own description, social tags and JobPosting JSON-LD. The <title> is never here: the page renders it from the
 * job it shows, prerendered or not, so the tab follows a job retitled after the build (decision 013).
 */
export function jobMeta(slug: string, job: Job | undefined): MetaDescriptor[] {
  const path = `/careers/job/${encodeURIComponent(slug)}`;
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

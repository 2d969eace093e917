// What the public key may read (the published content) and may not (the private tables and the abuse budgets).
import { Problem, REAPPLY, asPublic, expectRefused, publicRows, staffCount } from "./context.mjs";

export async function checkPublicReads() {
  const jobs = await publicRows("/rest/v1/jobs?select=id");
  // Open by its times, as the policy decides: the clock job may not have flipped a job that opened or closed just now.
  const now = encodeURIComponent(new Date().toISOString());
  const activeJobs = await staffCount(
    `/rest/v1/jobs?select=id&status=in.(scheduled,open)&and=(or(opens_at.is.null,opens_at.lte.${now}),or(closes_at.is.null,closes_at.gt.${now}))`,
  );
  const posts = await publicRows("/rest/v1/blog_posts?select=id");
  const publishedPosts = await staffCount("/rest/v1/blog_posts?select=id&is_draft=eq.false");
  if (jobs.length !== activeJobs) {
    throw new Problem(
      `the public key reads ${jobs.length} jobs but ${activeJobs} are open by their status and times`,
      `the only SELECT policy on public.jobs for anon must be "Open jobs are public" (status and times); ${REAPPLY}`,
    );
  }
  if (posts.length !== publishedPosts) {
    throw new Problem(
      `the public key reads ${posts.length} posts but ${publishedPosts} are published`,
      `the only SELECT policy on public.blog_posts for anon must be "Published posts are public" (using not is_draft); ${REAPPLY}`,
    );
  }
  return `${jobs.length} active jobs and ${posts.length} published posts, nothing else`;
}

/** @param {string} table @param {string} what */
export async function checkPublicCannotRead(table, what) {
  expectRefused(
    `read ${what}`,
    await asPublic(`/rest/v1/${table}?select=*&limit=1`),
    `revoke it and drop any anon SELECT policy: \`revoke select on public.${table} from anon, authenticated;\` (docs/decisions/002); ${REAPPLY}`,
  );
  return `refused`;
}

export async function checkPublicCannotReachBudgets() {
  const fix = `the private schema must stay unexposed and these functions executable by service_role only; ${REAPPLY}`;
  expectRefused(
    "read the abuse-budget records (private.budget_hits)",
    await asPublic("/rest/v1/budget_hits?select=*&limit=1", { headers: { "Accept-Profile": "private" } }),
    fix,
  );
  for (const [name, body] of /** @type {const} */ ([
    ["purge_expired_budget_hits", { dry_run: true }],
    [
      "retention_resume_objects",
      { applications_before: new Date().toISOString(), orphans_before: new Date().toISOString() },
    ],
    ["deployment_check_request", {}],
    ["deployment_check_set_aside_budget", {}],
    ["application_mail_report", {}],
    ["beta_mail_report", {}],
    ["queue_application_mail_test", { recipient: "someone@example.com" }],
  ])) {
    expectRefused(
      `call ${name}`,
      await asPublic(`/rest/v1/rpc/${name}`, { method: "POST", body: JSON.stringify(body) }),
      fix,
    );
  }
  return "refused (budget records and the staff functions)";
}

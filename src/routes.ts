import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  // The public site, in its shell: header, footer and the sign-up's "Join the Beta".
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("product/vcs", "routes/product-vcs.tsx"),
    route("product/founders", "routes/product-founders.tsx"),
    route("product/lps", "routes/product-lps.tsx"),
    route("product/syndicates", "routes/product-syndicates.tsx"),
    route("roi-calculator", "routes/roi-calculator.tsx"),
    route("use-cases/deal-rooms", "routes/use-case-deal-rooms.tsx"),
    route("use-cases/commitments", "routes/use-case-commitments.tsx"),
    route("use-cases/execution", "routes/use-case-execution.tsx"),
    route("use-cases/collaboration", "routes/use-case-collaboration.tsx"),
    route("use-cases/cap-table", "routes/use-case-cap-table.tsx"),
    route("about/our-story", "routes/about-our-story.tsx"),
    route("about/team", "routes/about-team.tsx"),
    route("about/careers", "routes/about-careers.tsx"),
    route("careers/job/:slug", "routes/career-job.tsx"),
    route("resources/how-it-works", "routes/resources-how-it-works.tsx"),
    route("resources/case-studies", "routes/resources-case-studies.tsx"),
    route("resources/customer-stories", "routes/resources-customer-stories.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/:slug", "routes/blog-post.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("cookies", "routes/cookies.tsx"),
    route("cookie-settings", "routes/cookie-settings.tsx"),
    route("beta/confirm", "routes/beta-confirm.tsx"),
    route("beta/unsubscribe", "routes/beta-unsubscribe.tsx"),
    route("beta/welcome", "routes/beta-welcome.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // The staff desk (decisions 035 and 046): its own layout, not prerendered, not linked from the site, served
  // through the SPA fallback.
  route("staff", "routes/staff.tsx", [
    index("routes/staff-home.tsx"),
    route("applications", "routes/staff-applications.tsx"),
    route("applications/:id", "routes/staff-application.tsx"),
    route("signups", "routes/staff-signups.tsx"),
    route("audit", "routes/staff-audit.tsx"),
    route("team", "routes/staff-team.tsx"),
    // One route module for every posts and jobs page (list, new, edit, preview), which loads the rich-text editor;
    // the desk's other routes import their pages from one module (features/staff/desk.ts).
    route("posts/*", "routes/staff-publishing.tsx", { id: "routes/staff-posts" }),
    route("jobs/*", "routes/staff-publishing.tsx", { id: "routes/staff-jobs" }),
  ]),
] satisfies RouteConfig;

import { describe, expect, it } from "vitest";

import { routeModulesFor } from "./route-code";

/** The part of React Router's manifest that names each route's module, as the build writes it. */
const ROUTES = {
  root: { id: "root", path: "", module: "/assets/root.js" },
  "routes/home": { id: "routes/home", parentId: "root", index: true, module: "/assets/home.js" },
  "routes/about-team": {
    id: "routes/about-team",
    parentId: "root",
    path: "about/team",
    module: "/assets/team.js",
  },
  "routes/career-job": {
    id: "routes/career-job",
    parentId: "root",
    path: "careers/job/:slug",
    module: "/assets/job.js",
  },
  "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*", module: "/assets/not-found.js" },
};

describe("the route modules a navigation needs", () => {
  it.each([
    ["/", ["/assets/root.js", "/assets/home.js"]],
    ["/about/team", ["/assets/root.js", "/assets/team.js"]],
    ["/careers/job/senior-mobile-engineer", ["/assets/root.js", "/assets/job.js"]],
    ["/no/such/page", ["/assets/root.js", "/assets/not-found.js"]],
  ])("%s renders %j", (pathname, modules) => {
    expect(routeModulesFor(ROUTES, pathname)).toEqual(modules);
  });
});

/*
 * What the desk's routes import, in one module: the desk's pages then share one set of chunks, and each desk route
 * lists the same few in React Router's manifest, which every public page loads. The posts and jobs desks, with the
 * rich-text editor, stay in their own route module (`routes/staff-publishing.tsx`), so that signing in does not
 * fetch the editor. `scripts/check-budgets.mjs` holds the manifest to a budget.
 */
export { ApplicationPage } from "./components/application-page";
export { ApplicationsPage } from "./components/applications-page";
export { AuditPage } from "./components/audit-page";
export { DeskHome } from "./components/desk-home";
export { DeskLayout } from "./components/desk-layout";
export { DeskRouteError } from "./components/desk-route-error";
export { SignupsPage } from "./components/signups-page";
export { TeamPage } from "./components/team-page";
export { deskMeta } from "./route-meta";

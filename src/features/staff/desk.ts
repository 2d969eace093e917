/*
 * Every desk page, in one module that the desk's routes import dynamically: the desk is then one importer of the
 * site's shared modules rather than seven, so adding it leaves the chunks public pages load as they were.
 */
export { ApplicationPage } from "./components/application-page";
export { ApplicationsPage } from "./components/applications-page";
export { AuditPage } from "./components/audit-page";
export { DeskHome } from "./components/desk-home";
export { SignupsPage } from "./components/signups-page";
export { StaffDesk } from "./components/staff-desk";
export { TeamPage } from "./components/team-page";

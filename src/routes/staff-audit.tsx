import { deskMeta, lazyDeskPage } from "@/features/staff/route-parts";

export const meta = () => deskMeta("Audit log");

export default lazyDeskPage(() => import("@/features/staff/desk").then((module) => module.AuditPage));

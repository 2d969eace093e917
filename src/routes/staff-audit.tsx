import { deskMeta, lazyDeskPage } from "@/features/staff/route-parts";

export const meta = () => deskMeta("Audit log");

export default lazyDeskPage(() =>
  import("@/features/staff/components/audit-page").then((module) => module.AuditPage),
);

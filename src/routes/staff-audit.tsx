import { AuditPage } from "@/features/staff/components/audit-page";
import { deskMeta } from "@/features/staff/lib/desk-meta";

export const meta = () => deskMeta("Audit log");

export default function StaffAuditRoute() {
  return <AuditPage />;
}

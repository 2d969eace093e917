import { ApplicationsPage } from "@/features/staff/components/applications-page";
import { deskMeta } from "@/features/staff/lib/desk-meta";

export const meta = () => deskMeta("Applications");

export default function StaffApplicationsRoute() {
  return <ApplicationsPage />;
}

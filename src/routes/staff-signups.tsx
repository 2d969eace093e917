import { SignupsPage } from "@/features/staff/components/signups-page";
import { deskMeta } from "@/features/staff/lib/desk-meta";

export const meta = () => deskMeta("Signups");

export default function StaffSignupsRoute() {
  return <SignupsPage />;
}

import { DeskHome } from "@/features/staff/components/desk-home";
import { deskMeta } from "@/features/staff/lib/desk-meta";

export const meta = () => deskMeta("Sign in");

export default function StaffHomeRoute() {
  return <DeskHome />;
}

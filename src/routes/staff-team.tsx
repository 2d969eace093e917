import { TeamPage } from "@/features/staff/components/team-page";
import { deskMeta } from "@/features/staff/lib/desk-meta";

export const meta = () => deskMeta("Team");

export default function StaffTeamRoute() {
  return <TeamPage />;
}

import { deskMeta, lazyDeskPage } from "@/features/staff/route-parts";

export const meta = () => deskMeta("Team");

export default lazyDeskPage(() =>
  import("@/features/staff/components/team-page").then((module) => module.TeamPage),
);

import { deskMeta, lazyDeskPage } from "@/features/staff/route-parts";

export const meta = () => deskMeta("Team");

export default lazyDeskPage(() => import("@/features/staff/desk").then((module) => module.TeamPage));

import { deskMeta, lazyDeskPage } from "@/features/staff/route-parts";

export const meta = () => deskMeta("Applications");

export default lazyDeskPage(() => import("@/features/staff/desk").then((module) => module.ApplicationsPage));

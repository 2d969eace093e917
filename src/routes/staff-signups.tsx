import { deskMeta, lazyDeskPage } from "@/features/staff/route-parts";

export const meta = () => deskMeta("Sign-ups");

export default lazyDeskPage(() => import("@/features/staff/desk").then((module) => module.SignupsPage));

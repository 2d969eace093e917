import { deskMeta, lazyDeskPage } from "@/features/staff/route-parts";

export const meta = () => deskMeta("Sign in");

export default lazyDeskPage(() => import("@/features/staff/desk").then((module) => module.DeskHome));

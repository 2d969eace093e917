import { deskMeta, lazyDeskPage } from "@/features/staff/route-parts";

export const meta = () => deskMeta("Sign in");

export default lazyDeskPage(() =>
  import("@/features/staff/components/desk-home").then((module) => module.DeskHome),
);

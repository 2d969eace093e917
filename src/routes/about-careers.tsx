import { CareersPage } from "@/features/careers/components/careers-page";
import { seo } from "@/lib/seo";

export const meta = () =>
  seo({
    title: "Careers",
    description:
      "Join Tapsheet and build the mobile-first platform where investors and founders close venture deals in under 24 hours. See our open positions and values.",
    path: "/about/careers",
  });

export default function AboutCareersRoute() {
  return (
    <>
      <CareersPage />
    </>
  );
}

import { House } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";

import type { Route } from "./+types/not-found";

import { Button } from "@/components/ui/button";
import { SITE } from "@/config/site";
import { seo } from "@/lib/seo";

export const meta = ({ location }: Route.MetaArgs) =>
  seo({
    title: "Page not found",
    description: `There is no ${SITE.name} page at this address. Head back to the home page to see how investors close deals from their phones.`,
    path: location.pathname,
    extra: [{ name: "robots", content: "noindex" }],
  });

export default function NotFound() {
  const { pathname } = useLocation();

  useEffect(() => {
    // A warning, not an error: a mistyped address is expected traffic, and console errors are kept for bugs.
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <div className="flex flex-1 items-center px-4 py-24">
      <div className="mx-auto max-w-xl text-center">
        <p className="text-7xl font-bold tracking-tight text-primary sm:text-8xl">404</p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">Oops! Page not found</h1>
        <p className="mt-4 text-muted-foreground">
          The page you were looking for doesn&apos;t exist or has moved. Check the address, or start again
          from the home page.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/">
            <House aria-hidden="true" />
            Return to Home
          </Link>
        </Button>
      </div>
    </div>
  );
}

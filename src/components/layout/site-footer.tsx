import { clsx } from "clsx";
import { NavLink } from "react-router";

import { SiteLogo } from "@/components/layout/site-logo";
import { SITE } from "@/config/site";
import { FOOTER_BLURB, FOOTER_COLUMNS, LEGAL_LINKS } from "@/content/navigation";

const footerLinkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    "rounded-sm text-sm transition-colors hover:text-hero-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-hero focus-visible:outline-none",
    isActive ? "text-hero-foreground underline" : "text-hero-foreground/80",
  );

/** Brand blurb, the Product / Company / Resources columns, copyright and the legal links. */
export function SiteFooter() {
  return (
    <footer className="bg-hero text-hero-foreground">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 md:grid-cols-4">
          <div className="max-w-xs">
            <SiteLogo />
            <p className="mt-4 text-sm text-hero-foreground/80">{FOOTER_BLURB}</p>
          </div>
          <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:col-span-3">
            {FOOTER_COLUMNS.map((column) => (
              <div key={column.label}>
                <h2 className="text-sm font-semibold">{column.label}</h2>
                <ul className="mt-4 grid gap-3">
                  {column.items.map((item) => (
                    <li key={item.to}>
                      <NavLink to={item.to} end className={footerLinkClass}>
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-10 flex flex-col gap-4 border-t border-hero-foreground/15 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-hero-foreground/80">
            {`© ${SITE.copyrightYear} ${SITE.name}. All rights reserved.`}
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end className={footerLinkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

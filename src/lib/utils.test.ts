import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";

import { cn } from "@/lib/utils";

/** Whether tailwind-merge's full default configuration knows a class: a known class is never repeated. */
const knownToTailwindMerge = (name: string) => twMerge(`${name} ${name}`) === name;

/** Every utility the site's own code names (string literals in src/, variants stripped). */
function siteUtilities(): string[] {
  const files = readdirSync("src", { recursive: true })
    .map(String)
    // utils.ts itself names tailwind-merge's groups, not classes.
    .filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== join("lib", "utils.ts"),
    );
  const names = new Set<string>();
  for (const file of files) {
    const source = readFileSync(join("src", file), "utf8");
    for (const [, literal = ""] of source.matchAll(/["'`]([^"'`]*)["'`]/g)) {
      for (const token of literal.split(/\s+/)) {
        const name = token.split(":").pop() ?? "";
        if (/^-?[a-z][\w./[\]()%#,-]*$/.test(name) && knownToTailwindMerge(name)) names.add(name);
      }
    }
  }
  return [...names].sort();
}

/** Relatives of the site's utilities that a caller could pass next to them, and the cases that went wrong once. */
const RELATIVES = [
  "rounded-t-lg",
  "rounded-b-none",
  "rounded-tl-md",
  "rounded-s-sm",
  "bg-cover",
  "bg-center",
  "bg-no-repeat",
  "border-t-2",
  "border-x",
  "border-l-primary",
  "border-t-input",
  "border-dashed",
  "pl-2",
  "pe-4",
  "ps-4",
  "mx-2",
  "ms-2",
  "mt-2",
  "inset-x-4",
  "start-0",
  "text-lg/7",
  "leading-6",
  "normal-nums",
  "ring-offset-4",
  "outline-2",
  "outline-offset-2",
  "shadow-primary",
  "translate-none",
  "translate-y-2",
];

describe("cn", () => {
  it("lets a later class override the same utility", () => {
    expect(cn("h-10 px-4 text-sm shadow-sm bg-primary", "h-12 px-8 text-base shadow-2xl bg-hero")).toBe(
      "h-12 px-8 text-base shadow-2xl bg-hero",
    );
    expect(cn("p-6 pt-0", "p-5")).toBe("p-5");
    expect(cn("flex flex-col gap-1.5", "gap-3")).toBe("flex flex-col gap-3");
    expect(cn("grid grid-cols-2 lg:grid-cols-4", "grid-cols-1 lg:grid-cols-3")).toBe(
      "grid grid-cols-1 lg:grid-cols-3",
    );
    expect(cn("inline-flex items-center", "hidden sm:inline-flex")).toBe(
      "items-center hidden sm:inline-flex",
    );
  });

  it("keeps size, colour and alignment of text apart", () => {
    expect(cn("text-sm text-muted-foreground text-left", "text-xs")).toBe(
      "text-muted-foreground text-left text-xs",
    );
    expect(cn("text-sm text-hero-foreground/80", "text-hero-foreground")).toBe(
      "text-sm text-hero-foreground",
    );
    expect(cn("leading-tight font-semibold", "text-lg")).toBe("font-semibold text-lg");
  });

  it("keeps border width and border colour apart", () => {
    expect(cn("border border-input", "border-hero-foreground/15")).toBe("border border-hero-foreground/15");
  });

  it("merges per variant", () => {
    expect(cn("hover:bg-accent focus-visible:ring-2", "hover:bg-primary/90")).toBe(
      "focus-visible:ring-2 hover:bg-primary/90",
    );
  });

  it("keeps apart utilities of different groups that share a prefix", () => {
    expect(cn("rounded-md", "rounded-t-lg")).toBe("rounded-md rounded-t-lg");
    expect(cn("rounded-t-lg", "rounded-md")).toBe("rounded-md");
    expect(cn("bg-primary", "bg-cover")).toBe("bg-primary bg-cover");
    expect(cn("border-primary", "border-t-2")).toBe("border-primary border-t-2");
    expect(cn("border-t-2", "border")).toBe("border");
    expect(cn("px-4 pl-2", "px-6")).toBe("px-6");
    expect(cn("px-4", "pl-2")).toBe("px-4 pl-2");
  });

  it("merges every pair of the site's utilities and their relatives as tailwind-merge's full configuration does", () => {
    const names = [...siteUtilities(), ...RELATIVES];
    expect(names.length).toBeGreaterThan(300);
    const unknown = names.filter((name) => cn(name, name) !== name);
    expect(unknown).toEqual([]);
    const differences: string[] = [];
    for (const first of names) {
      for (const second of names) {
        const classes = `${first} ${second}`;
        if (cn(classes) !== twMerge(classes)) differences.push(classes);
      }
    }
    expect(differences).toEqual([]);
  });
});

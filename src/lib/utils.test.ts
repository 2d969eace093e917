import { describe, expect, it } from "vitest";

import { cn } from "@/lib/utils";

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
});

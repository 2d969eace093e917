import { Share2 } from "lucide-react";
import { useLocation } from "react-router";

import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";

/**
 * Opens the device's share sheet where there is one (most phones); elsewhere copies the article's
 * address and says so.
 */
export function ShareArticleButton({ title }: { title: string }) {
  const { pathname } = useLocation();
  const share = async () => {
    const url = new URL(pathname, window.location.origin).toString();
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
      } catch (error) {
        // Closing the share sheet rejects with AbortError; that is the reader's choice, not a failure.
        if (!(error instanceof DOMException && error.name === "AbortError")) await copyLink(url);
      }
      return;
    }
    await copyLink(url);
  };

  return (
    <Button variant="outline" size="sm" onClick={() => void share()}>
      <Share2 aria-hidden="true" />
      Share Article
    </Button>
  );
}

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: "Link copied", description: "The article's address is on your clipboard." });
  } catch {
    toast({ title: "Couldn't copy the link", description: url, variant: "destructive" });
  }
}

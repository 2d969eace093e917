import { Component, type ReactNode } from "react";

import { buttonVariants } from "@/components/ui/button-variants";
import { LOAD_NOTICE } from "@/content/shared";

interface PartErrorBoundaryProps {
  /** The part, as the sentence's subject: "The sign-up form". */
  what: string;
  children: ReactNode;
}

/**
 * Keeps an error while a part of the page renders inside that part: the rest of the page stays, and the visitor is
 * told which part could not be shown and can try again. Without it, the error would take the whole page to the
 * error page.
 */
export class PartErrorBoundary extends Component<PartErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="my-4 rounded-md border border-destructive bg-background p-4 text-sm">
        <p>{LOAD_NOTICE.failed(this.props.what)}</p>
        <button
          type="button"
          className={`mt-3 ${buttonVariants({ variant: "outline", size: "sm" })}`}
          onClick={() => this.setState({ failed: false })}
        >
          {LOAD_NOTICE.retry}
        </button>
      </div>
    );
  }
}

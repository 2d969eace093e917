/** The id of the shell's <main> (the skip link and focus management rely on it). */
export const MAIN_CONTENT_ID = "main-content";

/** The first tab stop on every page: jumps past the header to the page's main content. */
export function SkipLink() {
  function focusMain(event: React.MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    // Focus directly instead of following the hash, so the URL stays clean and focus lands even in
    // browsers that only scroll to a fragment target.
    event.preventDefault();
    main.focus({ preventScroll: true });
    main.scrollIntoView({ block: "start" });
  }

  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={focusMain}
      className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      Skip to main content
    </a>
  );
}

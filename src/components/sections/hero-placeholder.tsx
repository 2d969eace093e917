/** The hero's dark band, empty, while a hero rendered in the browser waits for its code. */
export function HeroPlaceholder() {
  return <div aria-hidden="true" className="min-h-[28rem] bg-hero" />;
}

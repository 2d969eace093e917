import type { StoryPillar } from "@/content/our-story";

/** The problem, vision and mission as three text cards, each with its own h3. */
export function StoryPillars({ pillars }: { pillars: readonly StoryPillar[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-3">
      {pillars.map(({ id, title, icon: Icon, paragraphs }) => (
        <li key={id} className="flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
          <span className="mb-4 inline-flex size-11 items-center justify-center rounded-lg bg-secondary text-primary">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="text-xl font-semibold">{title}</h3>
          <div className="mt-3 space-y-3 leading-relaxed text-muted-foreground">
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}

import type { StoryMilestone } from "@/content/our-story";

/** Dated milestones as an ordered list, joined by a vertical line. */
export function MilestoneTimeline({ milestones }: { milestones: readonly StoryMilestone[] }) {
  return (
    <ol>
      {milestones.map((milestone, position) => (
        <li key={milestone.id} className="flex gap-4">
          <div aria-hidden="true" className="flex flex-col items-center">
            <span className="mt-1.5 size-3 shrink-0 rounded-full bg-primary ring-4 ring-secondary" />
            {position < milestones.length - 1 ? <span className="mt-2 w-0.5 flex-1 bg-primary/30" /> : null}
          </div>
          <div className="pb-8">
            <p className="text-sm font-semibold text-primary">{milestone.period}</p>
            <h3 className="mt-1 text-lg font-semibold">{milestone.title}</h3>
            <p className="mt-1 leading-relaxed text-muted-foreground">{milestone.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

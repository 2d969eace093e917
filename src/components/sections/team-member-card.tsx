import type { Advisor, TeamMember } from "@/content/team";
import { cn } from "@/lib/utils";

import { InitialsAvatar } from "./initials-avatar";
import { SocialLinks } from "./social-links";

function isAdvisor(member: TeamMember | Advisor): member is Advisor {
  return "company" in member;
}

/** One person: initials avatar, name (h3), role (and company for advisors), bio and social buttons. */
function TeamMemberCard({ member, className }: { member: TeamMember | Advisor; className?: string }) {
  return (
    <article
      aria-labelledby={`${member.id}-name`}
      className={cn(
        "flex h-full flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm",
        className,
      )}
    >
      <div className="flex items-center gap-4">
        <InitialsAvatar name={member.name} size="lg" />
        <div className="min-w-0">
          <h3 id={`${member.id}-name`} className="text-lg leading-tight font-semibold">
            {member.name}
          </h3>
          <p className="mt-1 text-sm font-medium text-primary">{member.role}</p>
          {isAdvisor(member) ? <p className="text-sm text-muted-foreground">{member.company}</p> : null}
        </div>
      </div>
      <p className="mt-4 flex-1 text-sm leading-relaxed text-muted-foreground">{member.bio}</p>
      <div className="mt-5">
        <SocialLinks name={member.name} networks={member.socials} />
      </div>
    </article>
  );
}

interface TeamGridProps {
  members: readonly (TeamMember | Advisor)[];
  /** Columns on wide screens; one column on phones, two on tablets. */
  columns?: 3 | 4;
}

export function TeamGrid({ members, columns = 3 }: TeamGridProps) {
  return (
    <ul
      className={cn(
        "grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6",
        columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3",
      )}
    >
      {members.map((member) => (
        <li key={member.id}>
          <TeamMemberCard member={member} />
        </li>
      ))}
    </ul>
  );
}

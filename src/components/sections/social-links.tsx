import { AtSign, BriefcaseBusiness, Mail } from "lucide-react";
import type { LucideIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { MOCK_TEAM_NOTICE, type SocialNetwork } from "@/content/team";
import { toast } from "@/lib/toast";

// lucide no longer ships brand logos, so each network gets a neutral icon; the accessible name says which it is.
const NETWORKS: Record<SocialNetwork, { icon: LucideIcon; label: (name: string) => string }> = {
  linkedin: { icon: BriefcaseBusiness, label: (name) => `LinkedIn profile of ${name}` },
  x: { icon: AtSign, label: (name) => `X (Twitter) profile of ${name}` },
  email: { icon: Mail, label: (name) => `Email ${name}` },
};

interface SocialLinksProps {
  name: string;
  networks: readonly SocialNetwork[];
}

/** The team's social buttons. The team is a mock one, so each button explains that instead of leaving the site. */
export function SocialLinks({ name, networks }: SocialLinksProps) {
  return (
    <ul className="flex gap-2" aria-label={`Contact ${name}`}>
      {networks.map((network) => {
        const { icon: Icon, label } = NETWORKS[network];
        const accessibleName = label(name);
        return (
          <li key={network}>
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label={accessibleName}
              title={accessibleName}
              onClick={() => toast({ title: MOCK_TEAM_NOTICE })}
            >
              <Icon aria-hidden="true" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

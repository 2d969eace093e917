import type { SignupRole } from "@/config/limits";

export interface SignupFormCardProps {
  /** "hero" sits on the dark hero band; "default" on a light section. */
  variant?: "default" | "hero";
  title?: string;
  description?: string;
  buttonText?: string;
  /** The page's audience, pre-selected as the role (a `?role=` in the URL wins). */
  defaultRole?: SignupRole;
  className?: string;
}

/** Interim placeholder: replaced by the real sign-up form in the shell/sign-up work. */
export function SignupFormCard({ title = "Join the Beta" }: SignupFormCardProps) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <input id="name" aria-label="Name" />
    </section>
  );
}

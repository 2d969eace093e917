import { PageHero } from "@/components/sections/page-hero";
import { HOME_HERO } from "@/content/home";
import { SignupFormCard } from "@/features/signup/components/signup-form-card";
// The hero is loaded when the visitor reaches into it, most often to sign up: the form's code is part of its module
// graph, so the module loader fetches it right after the hero's own file, without waiting for the hero to render.
import "@/features/signup/components/signup-form";

/** The home page's hero with the first sign-up form: loaded on demand by the home route. */
export default function HomeHero() {
  return (
    <PageHero
      eyebrow={HOME_HERO.eyebrow}
      title={HOME_HERO.title}
      description={HOME_HERO.description}
      socialProof={HOME_HERO.socialProof}
      aside={<SignupFormCard variant="hero" {...HOME_HERO.form} />}
    />
  );
}

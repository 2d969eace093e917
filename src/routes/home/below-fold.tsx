import HomeBelowFoldTemplate from "@/components/templates/home-below-fold";
import { HOME_CLOSING_FORM } from "@/content/home";
import { SignupFormCard } from "@/features/signup/components/signup-form-card";

/** Everything below the home page's hero, with the closing sign-up form: loaded on demand by the home route. */
export default function HomeBelowFold() {
  return <HomeBelowFoldTemplate signupForm={<SignupFormCard {...HOME_CLOSING_FORM} />} />;
}

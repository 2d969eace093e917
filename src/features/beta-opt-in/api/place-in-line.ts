import { useMutation } from "@tanstack/react-query";

import { RequestError } from "@/lib/request-error";

import { postToBackend } from "./call-backend";

export interface PlaceInLine {
  /** 1 goes first; null once the person is invited. */
  place: number | null;
  waiting: number;
  invited: boolean;
  referral_code: string;
  referrals: number;
  places_per_referral: number;
}

const isPlace = (value: unknown): value is PlaceInLine =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as PlaceInLine).referral_code === "string" &&
  typeof (value as PlaceInLine).referrals === "number";

/**
 * The place in line and referral code of the sign-up whose confirmation e-mail carried `token`
 * (public.signup_place): only the holder of the token learns them. Null for an unknown or unconfirmed token.
 */
async function placeInLine(token: string): Promise<PlaceInLine | null> {
  const response = await postToBackend("/rest/v1/rpc/signup_place", {
    body: JSON.stringify({ token }),
    contentType: "application/json",
    withKey: true,
  });
  if (!response.ok)
    throw new RequestError(`signup_place answered ${response.status}`, { status: response.status });
  const answer: unknown = await response.json();
  return isPlace(answer) ? answer : null;
}

/** Asked for once the page has confirmed (a mutation: the pages' bundle carries no query observer). */
export function usePlaceInLine() {
  return useMutation({ mutationKey: ["signups", "place"], mutationFn: placeInLine });
}

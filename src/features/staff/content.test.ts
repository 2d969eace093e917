import { describe, expect, it } from "vitest";

import { SIGNUP_ROLES, SIGNUP_SOURCES } from "@/config/limits";

import { SIGNUP_ROLE_OPTIONS, SIGNUP_SOURCE_OPTIONS } from "./content";

describe("the sign-ups desk's filters", () => {
  it("offer exactly the roles and sources the sign-up form stores", () => {
    expect(SIGNUP_ROLE_OPTIONS).toEqual(SIGNUP_ROLES);
    expect(SIGNUP_SOURCE_OPTIONS).toEqual(SIGNUP_SOURCES);
  });
});

import { describe, expect, it } from "vitest";

import { camelCaseToWords } from "./camel-case-to-words";

describe("camelCaseToWords", () => {
  it.each([
    ["timeToClose", "Time To Close"],
    ["capitalRaised", "Capital Raised"],
    ["investorsOnboarded", "Investors Onboarded"],
    ["dealsReviewed", "Deals Reviewed"],
    ["uptime", "Uptime"],
    ["averageIRR", "Average IRR"],
    ["IRRAverage", "IRR Average"],
    ["top10Deals", "Top 10 Deals"],
    ["snake_case-key", "Snake Case Key"],
    ["", ""],
  ])("shows %j as %j", (key, expected) => {
    expect(camelCaseToWords(key)).toBe(expected);
  });
});

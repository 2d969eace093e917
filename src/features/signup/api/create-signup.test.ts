import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { createSignup } from "@/features/signup/api/create-signup";
import type { SignupRequest } from "@/features/signup/schemas/signup-schema";
import { signupFailureText } from "@/lib/failure-words";
import { restUrl, server, setupMswServer } from "../../../../tests/utils/msw";

setupMswServer();

const SIGNUP: SignupRequest = {
  name: "Ada Okafor",
  email: "ada@northwind.vc",
  company: "Northwind Ventures",
  role: "lp",
  aum: "$40M",
  source: null,
};

function answerInsert(answer: () => Response) {
  const seen: Request[] = [];
  server.use(
    http.post(restUrl("signups"), ({ request }) => {
      seen.push(request);
      return answer();
    }),
  );
  return seen;
}

/** What the card says when this sign-up fails. */
const failureText = () =>
  createSignup(SIGNUP).then(
    () => "no failure",
    (error: unknown) => signupFailureText(error),
  );

const postgrestError = (status: number, code: string, message: string) =>
  HttpResponse.json({ code, message, details: null, hint: null }, { status });

describe("createSignup", () => {
  it("resolves on PostgREST's 201 with an empty body, after a single write-only request", async () => {
    const seen = answerInsert(() => new HttpResponse(null, { status: 201 }));
    await expect(createSignup(SIGNUP)).resolves.toBeUndefined();
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(new URL(request?.url ?? "").search).toBe("");
    expect(request?.headers.get("prefer") ?? "").not.toMatch(/return=representation/);
    // Any other request (a connectivity read before the insert, say) would be unhandled and fail this test.
  });

  it("carries the code of the referral link the visitor came through, and nothing that is not one", async () => {
    const seen = answerInsert(() => new HttpResponse(null, { status: 201 }));
    try {
      window.history.pushState(null, "", "/?ref=AbCdEfGh_-123456");
      await createSignup(SIGNUP);
      window.history.pushState(null, "", "/?ref=<script>");
      await createSignup(SIGNUP);
    } finally {
      window.history.pushState(null, "", "/");
    }
    expect(((await seen[0]?.json()) as Record<string, unknown>).referred_with).toBe("AbCdEfGh_-123456");
    expect(await seen[1]?.json()).not.toHaveProperty("referred_with");
  });

  it("sends the consent record with the row: the form's wording and the privacy notice's version", async () => {
    const seen = answerInsert(() => new HttpResponse(null, { status: 201 }));
    await createSignup(SIGNUP);
    expect(await seen[0]?.json()).toEqual({
      ...SIGNUP,
      consent_form_version: "beta-signup-2026-11-25",
      privacy_notice_version: "privacy-2026-11-27",
    });
  });

  it("throws 'Failed to insert data' when the backend answers without confirming the insert", async () => {
    answerInsert(() => HttpResponse.json([], { status: 200 }));
    expect(await failureText()).toBe("Failed to insert data");
  });

  it("treats a repeat of a sign-up already on file as success (a retry after a lost answer)", async () => {
    answerInsert(() =>
      postgrestError(409, "23505", 'duplicate key value violates unique constraint "signups_pkey"'),
    );
    await expect(createSignup(SIGNUP)).resolves.toBeUndefined();
  });

  it("passes on the backend's message", async () => {
    answerInsert(() => postgrestError(401, "42501", "permission denied for table signups"));
    expect(await failureText()).toBe("permission denied for table signups");
  });

  it("says 'Please try again later.' when the backend gives no usable message", async () => {
    answerInsert(() => new HttpResponse("<b>refused</b>", { status: 400 }));
    expect(await failureText()).toBe("Please try again later.");
  });

  it("says the trouble is on our side for any 5xx, whatever its body", async () => {
    answerInsert(() => new HttpResponse(null, { status: 503 }));
    expect(await failureText()).toBe("Something went wrong on our side. Please try again in a moment.");
    answerInsert(() => new HttpResponse("<html><body>Bad gateway</body></html>", { status: 502 }));
    expect(await failureText()).toBe("Something went wrong on our side. Please try again in a moment.");
  });

  it("explains a request that never got an answer", async () => {
    answerInsert(() => HttpResponse.error());
    expect(await failureText()).toBe("We couldn't reach our servers. Check your connection and try again.");
  });
});

import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { SignupFormCard, type SignupFormCardProps } from "@/features/signup/components/signup-form-card";
import type * as SignupFormCardModule from "@/features/signup/components/signup-form-card";
import { SIGNUP_NAME_FIELD_ID } from "@/features/signup/signup-focus";
import { restUrl, server, setupMswServer } from "../../../../tests/utils/msw";
import { renderRoute } from "../../../../tests/utils/render";
import { waitForSignupForms } from "../../../../tests/utils/signup";

setupMswServer();

interface RecordedRequest {
  url: URL;
  prefer: string | null;
  body: unknown;
}

/** Answers sign-up inserts like PostgREST (201, empty body) unless told otherwise, recording each request. */
function recordSignups(
  answer: () => Response | Promise<Response> = () => new HttpResponse(null, { status: 201 }),
) {
  const requests: RecordedRequest[] = [];
  server.use(
    http.post(restUrl("signups"), async ({ request }) => {
      requests.push({
        url: new URL(request.url),
        prefer: request.headers.get("prefer"),
        body: await request.json(),
      });
      return answer();
    }),
  );
  return requests;
}

/** Renders a card and waits for its lazily loaded form. */
async function renderCard(props: SignupFormCardProps = {}, url = "/") {
  const result = renderRoute(() => <SignupFormCard {...props} />, { path: "/", url });
  await waitForSignupForms();
  return result;
}

type User = Awaited<ReturnType<typeof renderCard>>["user"];

async function fillValid(user: User, role = "vc") {
  await user.type(screen.getByLabelText(/^name/i), "Ada Okafor");
  await user.type(screen.getByLabelText(/^email/i), "ada@northwind.vc");
  await user.type(screen.getByLabelText(/^company/i), "Northwind Ventures");
  await user.selectOptions(screen.getByLabelText(/^role/i), role);
}

const submitButton = () => screen.getByRole("button", { name: /join the beta|joining/i });

describe("SignupFormCard", () => {
  it("shows its default title and button text and a labelled form whose name field has id 'name'", async () => {
    await renderCard();
    expect(screen.getByRole("heading", { name: "Join the Beta" })).toBeInTheDocument();
    expect(screen.getByText("Get early access to the future of venture capital")).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Join the Beta" })).toHaveAttribute("novalidate");
    expect(submitButton()).toHaveTextContent("Join the Beta");
    expect(screen.getByLabelText(/^name/i)).toHaveAttribute("id", SIGNUP_NAME_FIELD_ID);
  });

  it("takes a custom title, description and button text", async () => {
    await renderCard({
      title: "Get VC Early Access",
      description: "Built for funds",
      buttonText: "Request Demo",
    });
    expect(screen.getByRole("heading", { name: "Get VC Early Access" })).toBeInTheDocument();
    expect(screen.getByText("Built for funds")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Request Demo" })).toBeInTheDocument();
  });

  it("explains every invalid field, focuses the first and sends nothing", async () => {
    const requests = recordSignups();
    const { user } = await renderCard();
    await user.type(screen.getByLabelText(/^name/i), " A ");
    await user.type(screen.getByLabelText(/^email/i), "not-an-email");
    await user.click(submitButton());

    expect(await screen.findByText("Name must be at least 2 characters")).toBeInTheDocument();
    expect(screen.getByText("Invalid email address")).toBeInTheDocument();
    expect(screen.getByText("Company name is required")).toBeInTheDocument();
    expect(screen.getByText("Please select your role")).toBeInTheDocument();
    const name = screen.getByLabelText(/^name/i);
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Name must be at least 2 characters");
    expect(screen.getByLabelText(/^email/i)).toHaveValue("not-an-email");
    expect(requests).toHaveLength(0);
  });

  it("focuses the first invalid field when earlier ones are valid", async () => {
    recordSignups();
    const { user } = await renderCard();
    await user.type(screen.getByLabelText(/^name/i), "Ada Okafor");
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByLabelText(/^email/i)).toHaveFocus());
    expect(screen.queryByText("Name must be at least 2 characters")).not.toBeInTheDocument();
  });

  it("shows the amount field only for roles that have one, with the role's label and placeholder", async () => {
    const { user } = await renderCard();
    const role = screen.getByLabelText(/^role/i);
    expect(
      screen.queryByLabelText(/assets under management|fundraising amount|typical deal size/i),
    ).toBeNull();

    const cases = [
      ["vc", /^assets under management/i, "e.g., $50M"],
      ["lp", /^assets under management/i, "e.g., $50M"],
      ["founder", /^fundraising amount/i, "e.g., $5M Series A"],
      ["syndicate", /^typical deal size/i, "e.g., $2M"],
    ] as const;
    for (const [value, label, placeholder] of cases) {
      await user.selectOptions(role, value);
      expect(screen.getByLabelText(label)).toHaveAttribute("placeholder", placeholder);
    }

    await user.selectOptions(role, "other");
    expect(
      screen.queryByLabelText(/assets under management|fundraising amount|typical deal size/i),
    ).toBeNull();
  });

  it("lists every role and source by its label", async () => {
    await renderCard();
    const roles = within(screen.getByLabelText(/^role/i)).getAllByRole("option");
    expect(roles.map((option) => option.textContent)).toEqual([
      "Select your role",
      "VC / Angel Investor",
      "Startup Founder",
      "Limited Partner (LP)",
      "Syndicate Lead",
      "Other",
    ]);
    const sources = within(screen.getByLabelText(/how did you hear/i)).getAllByRole("option");
    expect(sources.map((option) => option.textContent)).toEqual([
      "Select an option",
      "LinkedIn",
      "Twitter / X",
      "Referral",
      "Google Search",
      "Event/Conference",
      "Other",
    ]);
  });

  it("sends one write-only insert with empty optional answers as null, then resets and welcomes", async () => {
    const requests = recordSignups();
    const { user } = await renderCard();
    await fillValid(user, "founder");
    await user.click(submitButton());

    expect(await screen.findByText("Welcome to Tapsheet")).toBeInTheDocument();
    expect(screen.getByText("Thank you for joining our beta. We'll be in touch soon!")).toBeInTheDocument();
    // Double opt-in (decision 027): the card says the confirmation e-mail is coming.
    expect(
      screen.getByText("A confirmation e-mail is on its way. Open the link in it to confirm your sign-up."),
    ).toHaveAttribute("role", "status");
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.body).toEqual({
      name: "Ada Okafor",
      email: "ada@northwind.vc",
      company: "Northwind Ventures",
      role: "founder",
      aum: null,
      source: null,
      consent_form_version: "beta-signup-2026-11-25",
      privacy_notice_version: "privacy-2026-11-27",
    });
    // Write-only (docs/product.md, Write-only public tables): nothing is selected back.
    expect(request?.url.searchParams.has("select")).toBe(false);
    expect(request?.prefer ?? "").not.toMatch(/return=representation/);

    expect(screen.getByLabelText(/^name/i)).toHaveValue("");
    expect(screen.getByLabelText(/^email/i)).toHaveValue("");
    expect(screen.getByLabelText(/^company/i)).toHaveValue("");
    expect(screen.getByLabelText(/^role/i)).toHaveValue("");
    expect(submitButton()).toHaveTextContent("Join the Beta");
  });

  it("sends the amount and source when given", async () => {
    const requests = recordSignups();
    const { user } = await renderCard();
    await fillValid(user, "syndicate");
    await user.type(screen.getByLabelText(/^typical deal size/i), " $2M ");
    await user.selectOptions(screen.getByLabelText(/how did you hear/i), "event");
    await user.click(submitButton());
    await screen.findByText("Welcome to Tapsheet");
    expect(requests[0]?.body).toMatchObject({ role: "syndicate", aum: "$2M", source: "event" });
  });

  it("reads 'Joining...' and is disabled while the request is in flight", async () => {
    let answer: (response: Response) => void = () => undefined;
    recordSignups(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = await renderCard();
    await fillValid(user);
    await user.click(submitButton());

    const pending = await screen.findByRole("button", { name: "Joining..." });
    expect(pending).toBeDisabled();
    answer(new HttpResponse(null, { status: 201 }));
    expect(await screen.findByText("Welcome to Tapsheet")).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).toHaveTextContent("Join the Beta");
  });

  it("sends exactly one request on a double click", async () => {
    const requests = recordSignups();
    const { user } = await renderCard();
    await fillValid(user);
    await user.dblClick(submitButton());
    await screen.findByText("Welcome to Tapsheet");
    expect(requests).toHaveLength(1);
  });

  it("sends exactly one request when two submits arrive before React re-renders", async () => {
    const requests = recordSignups();
    const { user } = await renderCard();
    await fillValid(user);
    const form = screen.getByRole("form", { name: "Join the Beta" });
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await screen.findByText("Welcome to Tapsheet");
    expect(requests).toHaveLength(1);
  });

  it.each([
    [
      "a server error",
      () =>
        HttpResponse.json(
          { code: "XX000", message: "Internal error", details: null, hint: null },
          { status: 500 },
        ),
      "Something went wrong on our side. Please try again in a moment.",
    ],
    [
      "a 401 permission error",
      () =>
        HttpResponse.json(
          { code: "42501", message: "permission denied for table signups", details: null, hint: null },
          { status: 401 },
        ),
      "permission denied for table signups",
    ],
    [
      "a 503 without a body",
      () => new HttpResponse(null, { status: 503 }),
      "Something went wrong on our side. Please try again in a moment.",
    ],
    [
      "a dropped connection",
      () => HttpResponse.error(),
      "We couldn't reach our servers. Check your connection and try again.",
    ],
  ])("keeps everything typed and explains %s", async (_case, answer, message) => {
    recordSignups(answer);
    const { user } = await renderCard();
    await fillValid(user, "lp");
    await user.type(screen.getByLabelText(/^assets under management/i), "$40M");
    await user.selectOptions(screen.getByLabelText(/how did you hear/i), "referral");
    await user.click(submitButton());

    expect(await screen.findByText("Something went wrong")).toBeInTheDocument();
    // In the toast, and in the form until the next attempt.
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(screen.getByRole("alert")).toHaveTextContent(message);
    expect(screen.queryByText("Welcome to Tapsheet")).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^name/i)).toHaveValue("Ada Okafor");
    expect(screen.getByLabelText(/^email/i)).toHaveValue("ada@northwind.vc");
    expect(screen.getByLabelText(/^company/i)).toHaveValue("Northwind Ventures");
    expect(screen.getByLabelText(/^role/i)).toHaveValue("lp");
    expect(screen.getByLabelText(/^assets under management/i)).toHaveValue("$40M");
    expect(screen.getByLabelText(/how did you hear/i)).toHaveValue("referral");
    expect(submitButton()).toBeEnabled();
  });

  it("says there were too many attempts and when to try again, keeping everything, on a 429", async () => {
    const requests = recordSignups(() =>
      HttpResponse.json(
        { code: "TS429", message: "Too many requests", details: "Retry-After: 540", hint: null },
        { status: 429, headers: { "Retry-After": "540" } },
      ),
    );
    const { user } = await renderCard();
    await fillValid(user);
    await user.click(submitButton());

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "There were too many sign-up attempts from your connection. Please try again in about 9 minutes; everything you typed is still here.",
    );
    expect(await screen.findByText("Too many attempts")).toBeInTheDocument();
    expect(screen.queryByText("Welcome to Tapsheet")).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^name/i)).toHaveValue("Ada Okafor");
    expect(screen.getByLabelText(/^email/i)).toHaveValue("ada@northwind.vc");
    expect(screen.getByLabelText(/^role/i)).toHaveValue("vc");
    expect(submitButton()).toBeEnabled();
    expect(requests).toHaveLength(1);
  });

  it("can be sent again after a failure", async () => {
    let failures = 1;
    const requests = recordSignups(() =>
      failures-- > 0 ? HttpResponse.error() : new HttpResponse(null, { status: 201 }),
    );
    const { user } = await renderCard();
    await fillValid(user);
    await user.click(submitButton());
    await screen.findByText("Something went wrong");
    await user.click(submitButton());
    expect(await screen.findByText("Welcome to Tapsheet")).toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });

  it("pre-selects the page's role", async () => {
    await renderCard({ defaultRole: "founder" });
    expect(screen.getByLabelText(/^role/i)).toHaveValue("founder");
    expect(screen.getByLabelText(/^fundraising amount/i)).toBeInTheDocument();
  });

  it("lets ?role= in the URL win over the page's role", async () => {
    await renderCard({ defaultRole: "founder" }, "/?role=lp");
    await waitFor(() => expect(screen.getByLabelText(/^role/i)).toHaveValue("lp"));
    expect(screen.getByLabelText(/^assets under management/i)).toBeInTheDocument();
  });

  it("ignores an unknown ?role=", async () => {
    await renderCard({ defaultRole: "syndicate" }, "/?role=admin");
    expect(screen.getByLabelText(/^role/i)).toHaveValue("syndicate");
  });

  it("fills the amount with the page's suggestion, follows it, and never replaces what the visitor typed", async () => {
    function PageWithSuggestion() {
      const [aum, setAum] = useState<string | undefined>("$50M");
      return (
        <>
          <button type="button" onClick={() => setAum("$80M")}>
            Change fund size
          </button>
          <SignupFormCard defaultRole="vc" suggestedAum={aum} />
        </>
      );
    }
    const { user } = renderRoute(PageWithSuggestion);
    await waitForSignupForms();
    const amount = screen.getByLabelText(/^assets under management/i);
    await waitFor(() => expect(amount).toHaveValue("$50M"));
    await user.click(screen.getByRole("button", { name: "Change fund size" }));
    await waitFor(() => expect(amount).toHaveValue("$80M"));

    await user.clear(amount);
    await user.type(amount, "$1B");
    await user.click(screen.getByRole("button", { name: "Change fund size" }));
    expect(amount).toHaveValue("$1B");
  });

  it("keeps the pre-selected role after a successful sign-up", async () => {
    recordSignups();
    const { user } = await renderCard({ defaultRole: "vc" }, "/?role=lp");
    await waitFor(() => expect(screen.getByLabelText(/^role/i)).toHaveValue("lp"));
    await fillValid(user, "founder");
    await user.click(submitButton());
    await screen.findByText("Welcome to Tapsheet");
    expect(screen.getByLabelText(/^role/i)).toHaveValue("lp");
    expect(screen.getByLabelText(/^name/i)).toHaveValue("");
  });

  it("quietly 'succeeds' without a request when the honeypot is filled", async () => {
    const requests = recordSignups();
    const { user, container } = await renderCard();
    const honeypot = container.ownerDocument.querySelector<HTMLInputElement>('input[name="company_url"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();

    await fillValid(user);
    await user.type(honeypot as HTMLInputElement, "https://spam.example");
    await user.click(submitButton());
    expect(await screen.findByText("Welcome to Tapsheet")).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});

describe("several sign-up cards on one page", () => {
  function TwoCards({ showFirst = true }: { showFirst?: boolean }) {
    return (
      <>
        {showFirst ? <SignupFormCard title="Hero form" variant="hero" /> : null}
        <SignupFormCard title="Second block" />
      </>
    );
  }

  it("gives the id 'name' to the first card only, and keeps every id unique", async () => {
    const { container } = renderRoute(() => <TwoCards />);
    await waitForSignupForms();
    const hero = screen.getByRole("form", { name: "Hero form" });
    const second = screen.getByRole("form", { name: "Second block" });
    expect(within(hero).getByLabelText(/^name/i)).toHaveAttribute("id", SIGNUP_NAME_FIELD_ID);
    expect(within(second).getByLabelText(/^name/i).id).not.toBe(SIGNUP_NAME_FIELD_ID);

    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("hands the id to the next card when the first goes away", async () => {
    function PageWithHideableHero() {
      const [showHero, setShowHero] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setShowHero(false)}>
            Hide hero
          </button>
          <TwoCards showFirst={showHero} />
        </>
      );
    }
    const { user } = renderRoute(PageWithHideableHero);
    await waitForSignupForms();
    expect(document.querySelectorAll(`#${SIGNUP_NAME_FIELD_ID}`)).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Hide hero" }));
    const second = screen.getByRole("form", { name: "Second block" });
    expect(within(second).getByLabelText(/^name/i)).toHaveAttribute("id", SIGNUP_NAME_FIELD_ID);
  });
});

describe("before the form's code has loaded", () => {
  const FORM_MODULE = "@/features/signup/components/signup-form";
  // A second instance of the card module (the query makes it a distinct module), so its lazy form has never
  // loaded, whichever tests ran before; everything it imports stays shared with the rest of the file.
  const FRESH_CARD_MODULE = "@/features/signup/components/signup-form-card?never-loaded";

  afterEach(() => {
    vi.doUnmock(FORM_MODULE);
  });

  it("shows the title and description at once and a placeholder instead of the form, then the form", async () => {
    // The form's code is at hand, yet its chunk arrives only when the test delivers it.
    await vi.importActual(FORM_MODULE);
    let deliverChunk: () => void = () => undefined;
    const chunkArrived = new Promise<void>((resolve) => (deliverChunk = resolve));
    vi.doMock(FORM_MODULE, async (importOriginal) => {
      await chunkArrived;
      return importOriginal();
    });
    const { SignupFormCard: FreshSignupFormCard } = (await import(
      /* @vite-ignore */ FRESH_CARD_MODULE
    )) as typeof SignupFormCardModule;
    const { container } = renderRoute(() => (
      <FreshSignupFormCard title="Get VC Early Access" description="Built for funds" />
    ));
    const skeletons = () => container.querySelectorAll('[aria-hidden="true"] .animate-pulse');

    const checkPlaceholder = () => {
      expect(screen.getByRole("heading", { level: 2, name: "Get VC Early Access" })).toBeInTheDocument();
      expect(screen.getByText("Built for funds")).toBeInTheDocument();
      expect(skeletons().length).toBeGreaterThan(0);
      expect(screen.queryByRole("form")).toBeNull();
      expect(screen.queryByRole("textbox")).toBeNull();
      expect(screen.queryByRole("button")).toBeNull();
    };
    checkPlaceholder();
    // Still a placeholder a moment later: nothing but the chunk's arrival replaces it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    checkPlaceholder();

    deliverChunk();
    const form = await screen.findByRole("form", { name: "Get VC Early Access" });
    expect(form).toHaveAccessibleDescription("Built for funds");
    expect(within(form).getByLabelText(/^name/i)).toHaveAttribute("id", SIGNUP_NAME_FIELD_ID);
    expect(within(form).getByRole("button", { name: "Join the Beta" })).toBeEnabled();
    expect(skeletons()).toHaveLength(0);
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, delay, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";

import CareerJobRoute, { meta } from "@/routes/career-job";

import { embedBuildSnapshot } from "../../../../tests/utils/build-snapshot";
import { server, restUrl, setupMswServer } from "../../../../tests/utils/msw";
import { renderRoute } from "../../../../tests/utils/render";
import { INVESTOR_RELATIONS, MOBILE_ENGINEER } from "../testing/fixtures";

setupMswServer();

const renderJob = (slug = MOBILE_ENGINEER.slug) =>
  renderRoute(CareerJobRoute, {
    path: "/careers/job/:slug",
    url: `/careers/job/${slug}`,
    routes: [{ path: "/about/careers", Component: () => <h1>Careers list</h1> }],
  });

describe("job page", () => {
  it("shows a skeleton while the job loads", async () => {
    // Held open until the test ends; the test waits for it so it cannot leak into the next test.
    let requested = false;
    server.use(
      http.get(restUrl("jobs"), () => {
        requested = true;
        return delay("infinite");
      }),
    );
    renderJob();
    await waitFor(() => expect(requested).toBe(true));
    expect(await screen.findByRole("status")).toHaveTextContent("Loading job details…");
    expect(screen.getByTestId("job-skeleton")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
  });

  it("asks for the active job with the slug from the URL", async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get(restUrl("jobs"), ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json([MOBILE_ENGINEER]);
      }),
    );
    renderJob();
    await screen.findByRole("heading", { level: 1, name: MOBILE_ENGINEER.title });
    expect(query?.get("slug")).toBe(`eq.${MOBILE_ENGINEER.slug}`);
    expect(query?.has("status")).toBe(false);
  });

  it("shows 'Job Not Found' for a missing or inactive job, with a way back", async () => {
    server.use(http.get(restUrl("jobs"), () => HttpResponse.json([])));
    const { user } = renderJob("no-such-role");
    expect(await screen.findByRole("heading", { level: 1, name: "Job Not Found" })).toBeInTheDocument();
    expect(screen.getByText("The job position you're looking for doesn't exist.")).toBeInTheDocument();
    expect(document.title).toBe("Job Not Found | Tapsheet");
    await user.click(screen.getByRole("link", { name: "Back to Careers" }));
    expect(await screen.findByRole("heading", { name: "Careers list" })).toBeInTheDocument();
  });

  it("shows the role's sections and the application form", async () => {
    server.use(http.get(restUrl("jobs"), () => HttpResponse.json([MOBILE_ENGINEER])));
    renderJob();

    expect(await screen.findByRole("heading", { level: 1, name: MOBILE_ENGINEER.title })).toBeInTheDocument();
    // The posting is the stored HTML, through the sanitiser.
    const posting = await screen.findByTestId("job-posting");
    for (const heading of ["Key Responsibilities", "Requirements", "What We Offer"]) {
      expect(within(posting).getByRole("heading", { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(within(posting).getByText("Own the deal room experience end to end")).toBeInTheDocument();
    const about = screen.getByRole("heading", { level: 2, name: "About This Role" }).closest("section");
    expect(within(about!).getByText(MOBILE_ENGINEER.description)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Apply for this role" })).toBeInTheDocument();
    // The form arrives in its own chunk.
    expect(await screen.findByRole("button", { name: "Submit Application" })).toBeEnabled();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("titles the page with the job and its department, in a single <title>", async () => {
    server.use(http.get(restUrl("jobs"), () => HttpResponse.json([MOBILE_ENGINEER])));
    renderJob();
    await screen.findByRole("heading", { level: 1, name: MOBILE_ENGINEER.title });
    expect(document.title).toBe("Senior Mobile Engineer - Engineering | Tapsheet");
    expect(document.querySelectorAll("title")).toHaveLength(1);
  });

  it("leaves the title out of the route meta so the page's own <title> is the only one", () => {
    const descriptors = meta({ params: { slug: "senior-mobile-engineer" } } as Parameters<typeof meta>[0]);
    expect(descriptors.some((d) => "title" in d)).toBe(false);
    expect(descriptors).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://tapsheet.example/careers/job/senior-mobile-engineer",
    });
  });

  it("offers a retry when the job cannot be loaded", async () => {
    let calls = 0;
    server.use(
      http.get(restUrl("jobs"), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { code: "XX000", message: "internal error", details: null, hint: null },
              { status: 500 },
            )
          : HttpResponse.json([MOBILE_ENGINEER]);
      }),
    );
    const { user } = renderJob();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We couldn't load this job");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: MOBILE_ENGINEER.title })).toBeInTheDocument();
  });

  describe("prerendered at build time", () => {
    let removeSnapshot = () => {};
    afterEach(() => removeSnapshot());

    function embedPrerenderedJob() {
      removeSnapshot = embedBuildSnapshot("job:senior-mobile-engineer", MOBILE_ENGINEER);
    }

    it("shows the embedded job at once in the browser, titled in the page's one <title>, then checks it", async () => {
      let jobRequests = 0;
      server.use(
        http.get(restUrl("jobs"), () => {
          jobRequests += 1;
          return HttpResponse.json([MOBILE_ENGINEER]);
        }),
      );
      embedPrerenderedJob();
      renderJob();
      expect(screen.getByRole("heading", { level: 1, name: MOBILE_ENGINEER.title })).toBeInTheDocument();
      expect(screen.queryByTestId("job-skeleton")).not.toBeInTheDocument();
      expect(document.title).toBe("Senior Mobile Engineer - Engineering | Tapsheet");
      expect(document.querySelectorAll("title")).toHaveLength(1);
      await waitFor(() => expect(jobRequests).toBe(1));
    });

    it("retitles the tab when the check finds the job retitled since the build", async () => {
      const retitled = { ...MOBILE_ENGINEER, title: "Staff Mobile Engineer" };
      server.use(http.get(restUrl("jobs"), () => HttpResponse.json([retitled])));
      embedPrerenderedJob();
      renderJob();
      expect(document.title).toBe("Senior Mobile Engineer - Engineering | Tapsheet");
      expect(await screen.findByRole("heading", { level: 1, name: retitled.title })).toBeInTheDocument();
      expect(document.title).toBe("Staff Mobile Engineer - Engineering | Tapsheet");
      expect(document.querySelectorAll("title")).toHaveLength(1);
    });

    it("shows the form, checks the job once on the page and again when the visitor starts applying", async () => {
      let jobRequests = 0;
      server.use(
        http.get(restUrl("jobs"), () => {
          jobRequests += 1;
          return HttpResponse.json([MOBILE_ENGINEER]);
        }),
      );
      embedPrerenderedJob();
      const { user } = renderJob();

      // Nothing scrolled: the form is there for keyboard and screen-reader users all the same.
      const fullName = await screen.findByLabelText(/full name/i);
      await waitFor(() => expect(jobRequests).toBe(1));
      await user.click(fullName);
      await waitFor(() => expect(jobRequests).toBe(2));
      await user.click(screen.getByLabelText(/^email/i));
      expect(jobRequests).toBe(2);
      expect(screen.getByRole("heading", { level: 1, name: MOBILE_ENGINEER.title })).toBeInTheDocument();
    });

    it("says the position has closed, instead of the form, when the job closed since the build", async () => {
      server.use(
        http.get(restUrl("jobs"), ({ request }) =>
          HttpResponse.json(new URL(request.url).searchParams.has("slug") ? [] : [INVESTOR_RELATIONS]),
        ),
      );
      embedPrerenderedJob();
      const { user } = renderJob();

      expect(
        await screen.findByRole("heading", { level: 2, name: "This position has closed" }),
      ).toBeInTheDocument();
      expect(screen.getByText(/The Senior Mobile Engineer role is no longer open/)).toBeInTheDocument();
      expect(screen.queryByRole("heading", { name: "Apply for this role" })).not.toBeInTheDocument();
      expect(screen.queryByLabelText(/full name/i)).not.toBeInTheDocument();
      // The details the visitor was reading stay where they were.
      expect(screen.getByRole("heading", { level: 1, name: MOBILE_ENGINEER.title })).toBeInTheDocument();
      expect(screen.getByRole("heading", { level: 2, name: "Key Responsibilities" })).toBeInTheDocument();
      // The roles still open are offered instead.
      expect(await screen.findByRole("link", { name: INVESTOR_RELATIONS.title })).toHaveAttribute(
        "href",
        `/careers/job/${INVESTOR_RELATIONS.slug}`,
      );
      await user.click(screen.getByRole("link", { name: "See all open positions" }));
      expect(await screen.findByRole("heading", { name: "Careers list" })).toBeInTheDocument();
    });

    it("keeps the job and its form, with no error, when the background check fails", async () => {
      let jobRequests = 0;
      server.use(
        http.get(restUrl("jobs"), () => {
          jobRequests += 1;
          // What a visitor gets when the backend is down behind its gateway.
          return new HttpResponse("Bad Gateway", { status: 502 });
        }),
      );
      embedPrerenderedJob();
      renderJob();
      await waitFor(() => expect(jobRequests).toBe(1));
      expect(await screen.findByLabelText(/full name/i)).toBeInTheDocument();
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
      expect(screen.getByRole("heading", { level: 1, name: MOBILE_ENGINEER.title })).toBeInTheDocument();
    });
  });
});

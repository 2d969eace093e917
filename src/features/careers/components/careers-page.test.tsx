import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, delay, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";

import AboutCareersRoute from "@/routes/about-careers";
import CareerJobRoute from "@/routes/career-job";

import { embedBuildSnapshot } from "../../../../tests/utils/build-snapshot";
import { server, restUrl, setupMswServer } from "../../../../tests/utils/msw";
import { renderRoute } from "../../../../tests/utils/render";
import { INVESTOR_RELATIONS, JOBS, MOBILE_ENGINEER } from "../testing/fixtures";
import { JOB_COLUMNS } from "../types";

setupMswServer();

// jsdom has no layout, so it has no scrollIntoView; the tests that scroll install a stub.
const originalScrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, "scrollIntoView");
afterEach(() => {
  if (originalScrollIntoView)
    Object.defineProperty(Element.prototype, "scrollIntoView", originalScrollIntoView);
  else Reflect.deleteProperty(Element.prototype, "scrollIntoView");
});

const renderCareers = () =>
  renderRoute(AboutCareersRoute, {
    path: "/about/careers",
    routes: [{ path: "/careers/job/:slug", Component: () => <p>Job page</p> }],
  });

describe("careers page", () => {
  it("shows four placeholder cards while the jobs load", async () => {
    // Held open until the test ends; the test waits for it so it cannot leak into the next test.
    let requested = false;
    server.use(
      http.get(restUrl("jobs"), () => {
        requested = true;
        return delay("infinite");
      }),
    );
    renderCareers();
    await waitFor(() => expect(requested).toBe(true));
    expect(await screen.findByRole("status")).toHaveTextContent("Loading open positions…");
    expect(screen.getAllByTestId("job-card-skeleton")).toHaveLength(4);
  });

  it("asks for active jobs in display order and lists each with its facts", async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get(restUrl("jobs"), ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json(JOBS);
      }),
    );
    renderCareers();

    await screen.findByRole("heading", { name: MOBILE_ENGINEER.title });
    expect(query?.get("select")).toBe(JOB_COLUMNS);
    // Which jobs are open is the database's to decide, by their status and times.
    expect(query?.has("status")).toBe(false);
    expect(query?.get("order")).toBe("display_order.asc");

    const titles = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(titles.indexOf(MOBILE_ENGINEER.title)).toBeLessThan(titles.indexOf(INVESTOR_RELATIONS.title));

    const engineerCard = screen.getByRole("heading", { name: MOBILE_ENGINEER.title }).closest("li");
    expect(engineerCard).not.toBeNull();
    const card = within(engineerCard!);
    expect(card.getByText(MOBILE_ENGINEER.department)).toBeInTheDocument();
    expect(card.getByText(MOBILE_ENGINEER.location)).toBeInTheDocument();
    expect(card.getByText("Full-time")).toBeInTheDocument();
    expect(card.getByText(MOBILE_ENGINEER.description)).toBeInTheDocument();
    expect(card.getByRole("link", { name: `Apply Now: ${MOBILE_ENGINEER.title}` })).toHaveAttribute(
      "href",
      `/careers/job/${MOBILE_ENGINEER.slug}`,
    );
  });

  it("opens the job page from Apply Now", async () => {
    server.use(http.get(restUrl("jobs"), () => HttpResponse.json(JOBS)));
    const { user } = renderCareers();
    await user.click(await screen.findByRole("link", { name: `Apply Now: ${INVESTOR_RELATIONS.title}` }));
    expect(await screen.findByText("Job page")).toBeInTheDocument();
  });

  it("shows the job at once when coming from the list, while it is fetched again", async () => {
    let jobRequests = 0;
    server.use(
      http.get(restUrl("jobs"), ({ request }) => {
        if (!new URL(request.url).searchParams.has("slug")) return HttpResponse.json(JOBS);
        jobRequests += 1;
        return delay("infinite");
      }),
    );
    const { user } = renderRoute(AboutCareersRoute, {
      path: "/about/careers",
      routes: [{ path: "/careers/job/:slug", Component: CareerJobRoute }],
    });
    await user.click(await screen.findByRole("link", { name: `Apply Now: ${INVESTOR_RELATIONS.title}` }));
    expect(
      await screen.findByRole("heading", { level: 1, name: INVESTOR_RELATIONS.title }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Apply for this role" })).toBeInTheDocument();
    await waitFor(() => expect(jobRequests).toBe(1));
  });

  it("says so when there are no openings", async () => {
    server.use(http.get(restUrl("jobs"), () => HttpResponse.json([])));
    renderCareers();
    expect(await screen.findByRole("heading", { name: "No open positions right now" })).toBeInTheDocument();
    expect(screen.queryByTestId("job-card-skeleton")).not.toBeInTheDocument();
  });

  it("explains a failed load and tries again on request", async () => {
    let calls = 0;
    server.use(
      http.get(restUrl("jobs"), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { code: "XX000", message: "internal error", details: null, hint: null },
              { status: 500 },
            )
          : HttpResponse.json(JOBS);
      }),
    );
    const { user } = renderCareers();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We couldn't load our open positions");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: MOBILE_ENGINEER.title })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("scrolls to the open positions and values sections and moves focus there", async () => {
    server.use(http.get(restUrl("jobs"), () => HttpResponse.json(JOBS)));
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { user } = renderCareers();

    await user.click(screen.getByRole("button", { name: "View Open Positions" }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toHaveAttribute("id", "open-positions");

    await user.click(screen.getByRole("button", { name: "Our Values" }));
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect(document.activeElement).toHaveAttribute("id", "values");
  });

  it("links to the team page and the careers mailbox", async () => {
    server.use(http.get(restUrl("jobs"), () => HttpResponse.json(JOBS)));
    renderCareers();
    expect(screen.getByRole("link", { name: "Meet the Team" })).toHaveAttribute("href", "/about/team");
    expect(screen.getByRole("link", { name: "Send Us Your Resume" }).getAttribute("href")).toMatch(
      /^mailto:careers@tapsheet\.example\?subject=/,
    );
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId("job-card-skeleton")).not.toBeInTheDocument());
  });

  describe("prerendered at build time", () => {
    let removeSnapshot = () => {};
    afterEach(() => {
      removeSnapshot();
      vi.unstubAllGlobals();
    });

    const jobTitles = () =>
      within(screen.getByRole("region", { name: "Open positions" }))
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent);

    /** Where the list is on the screen, as the browser's IntersectionObserver reports it. */
    function placeListOnScreen(onScreen: boolean) {
      vi.stubGlobal(
        "IntersectionObserver",
        class {
          constructor(private readonly report: IntersectionObserverCallback) {}
          observe(element: Element) {
            const entry = {
              target: element,
              isIntersecting: onScreen,
              boundingClientRect: { top: onScreen ? 400 : 1200 },
              rootBounds: { bottom: 800 },
            } as unknown as IntersectionObserverEntry;
            this.report([entry], this as unknown as IntersectionObserver);
          }
          disconnect() {}
        },
      );
    }

    it("drops a job closed since the build at once while the list is below the screen", async () => {
      placeListOnScreen(false);
      removeSnapshot = embedBuildSnapshot("jobs", JOBS);
      server.use(http.get(restUrl("jobs"), () => HttpResponse.json([INVESTOR_RELATIONS])));
      renderCareers();
      expect(jobTitles()).toEqual([MOBILE_ENGINEER.title, INVESTOR_RELATIONS.title]);
      await waitFor(() => expect(jobTitles()).toEqual([INVESTOR_RELATIONS.title]));
      expect(screen.queryByRole("status")).not.toBeInTheDocument();
    });

    it("asks before changing the list while it is on screen", async () => {
      placeListOnScreen(true);
      removeSnapshot = embedBuildSnapshot("jobs", JOBS);
      server.use(http.get(restUrl("jobs"), () => HttpResponse.json([INVESTOR_RELATIONS])));
      const { user } = renderCareers();
      const notice = await screen.findByRole("status");
      expect(notice).toHaveTextContent("Our open positions have changed since you opened this page.");
      expect(jobTitles()).toEqual([MOBILE_ENGINEER.title, INVESTOR_RELATIONS.title]);
      await user.click(within(notice).getByRole("button", { name: "Show the latest" }));
      expect(jobTitles()).toEqual([INVESTOR_RELATIONS.title]);
    });

    it("keeps the list, with no error, when the check cannot reach the backend", async () => {
      removeSnapshot = embedBuildSnapshot("jobs", JOBS);
      let calls = 0;
      server.use(
        http.get(restUrl("jobs"), () => {
          calls += 1;
          return new HttpResponse("Bad Gateway", { status: 502 });
        }),
      );
      const { queryClient } = renderCareers();
      await waitFor(() => expect(calls).toBe(1));
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(jobTitles()).toEqual([MOBILE_ENGINEER.title, INVESTOR_RELATIONS.title]);
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    });
  });
});

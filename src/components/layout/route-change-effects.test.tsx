import { act, fireEvent, render, screen } from "@testing-library/react";
import { Suspense, use } from "react";
import { Link, Outlet, createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { RouteChangeEffects } from "@/components/layout/route-change-effects";
import { MAIN_CONTENT_ID } from "@/components/layout/skip-link";
import { PageTitle, TitledPage } from "@/components/page-title";

/** A promise the test settles when it chooses. */
function deferred() {
  let resolve: (value: string) => void = () => {};
  const promise = new Promise<string>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** The job the page below loads after it has rendered, as a job or an article page does. */
let job = deferred();

function Shell() {
  return (
    <>
      <main id={MAIN_CONTENT_ID}>
        <Outlet />
      </main>
      <RouteChangeEffects />
    </>
  );
}

function JobContent() {
  const title = use(job.promise);
  return (
    <>
      <PageTitle title={title} />
      <h1>{title}</h1>
    </>
  );
}

/** Titled "Careers" and busy while the job loads, then titled with the job. */
function JobPage() {
  return (
    <TitledPage title="Careers">
      <Suspense
        fallback={
          <div aria-busy="true">
            <PageTitle title="Careers" />
          </div>
        }
      >
        <JobContent />
      </Suspense>
    </TitledPage>
  );
}

function renderSite() {
  const Stub = createRoutesStub([
    {
      Component: Shell,
      children: [
        { path: "/", Component: () => <Link to="/job">A job</Link> },
        { path: "/job", Component: JobPage },
      ],
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

const announcer = () => document.querySelector('[aria-live="polite"]');

beforeEach(() => {
  job = deferred();
  window.scrollTo = vi.fn();
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("route announcer", () => {
  it("announces a page that loads its data with the title that names it, not its loading title", async () => {
    renderSite();
    await act(async () => {
      fireEvent.click(screen.getByRole("link", { name: "A job" }));
      await Promise.resolve();
    });
    act(() => {
      vi.runAllTimers();
    });
    expect(document.title).toBe("Careers | Tapsheet");
    expect(announcer()).toHaveTextContent("");

    await act(async () => {
      job.resolve("Senior Mobile Engineer");
      await job.promise;
    });
    expect(screen.getByRole("heading", { level: 1, name: "Senior Mobile Engineer" })).toBeInTheDocument();
    expect(document.title).toBe("Senior Mobile Engineer | Tapsheet");
    expect(announcer()).toHaveTextContent("Senior Mobile Engineer | Tapsheet");
  });
});

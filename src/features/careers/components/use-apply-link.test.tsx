import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import CareerJobRoute from "@/routes/career-job";

import { embedBuildSnapshot } from "../../../../tests/utils/build-snapshot";
import { restUrl, server, setupMswServer } from "../../../../tests/utils/msw";
import { renderRoute } from "../../../../tests/utils/render";
import { INVESTOR_RELATIONS, MOBILE_ENGINEER } from "../testing/fixtures";

setupMswServer();

const scrollIntoView = vi.fn();

function renderJob() {
  return renderRoute(CareerJobRoute, {
    path: "/careers/job/:slug",
    url: `/careers/job/${MOBILE_ENGINEER.slug}`,
  });
}

/** Whether the visitor prefers reduced motion, as the browser reports it. */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query === "(prefers-reduced-motion: reduce)",
    media: query,
  }));
}

async function openJobWithItsForm() {
  server.use(http.get(restUrl("jobs"), () => HttpResponse.json([MOBILE_ENGINEER])));
  renderJob();
  const title = await screen.findByRole("heading", { level: 1, name: MOBILE_ENGINEER.title });
  // The form arrives in its own chunk.
  const field = await screen.findByLabelText(/full name/i);
  return { title, field, link: screen.getByRole("link", { name: "Apply for this role" }) };
}

describe("'Apply for this role' under a job's title", () => {
  beforeEach(() => {
    // jsdom has no layout and no scrollIntoView.
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
    prefersReducedMotion(false);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sits in the title band, after the title, and points at the form's first field", async () => {
    const { title, field, link } = await openJobWithItsForm();
    const band = title.closest("section");
    expect(band).not.toBeNull();
    expect(within(band!).getByRole("link", { name: "Apply for this role" })).toBe(link);
    expect(title.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // A plain in-page link, so it works as HTML before any code: the fragment is the field itself.
    expect(link).toHaveAttribute("href", `#${field.id}`);
    expect(field).toHaveAccessibleName(/full name/i);
    const form = field.closest("form");
    expect(form?.querySelector("input:not([type=hidden]), textarea, select")).toBe(field);
  });

  it("scrolls the field smoothly to the middle of the screen, then focuses it without scrolling again", async () => {
    const { field, link } = await openJobWithItsForm();
    const focus = vi.spyOn(field, "focus");

    // The click is handled in place: no navigation to a new `#fullName` history entry.
    expect(fireEvent.click(link)).toBe(false);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(field);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "center" });
    // Focused once the smooth scroll has had its time, as the join buttons do.
    expect(field).not.toHaveFocus();
    await waitFor(() => expect(field).toHaveFocus());
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it("jumps at once and focuses the field straight away for a visitor who prefers reduced motion", async () => {
    prefersReducedMotion(true);
    const { field, link } = await openJobWithItsForm();
    fireEvent.click(link);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "auto", block: "center" });
    expect(field).toHaveFocus();
  });

  it("leaves a click with a modifier key to the browser (a new tab or window)", async () => {
    const { field, link } = await openJobWithItsForm();
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(field).not.toHaveFocus();
  });

  describe("on a page prerendered when the job was open", () => {
    let removeSnapshot = () => {};
    afterEach(() => removeSnapshot());

    it("lands on the notice that the position has closed once the job has closed", async () => {
      server.use(
        http.get(restUrl("jobs"), ({ request }) =>
          HttpResponse.json(new URL(request.url).searchParams.has("slug") ? [] : [INVESTOR_RELATIONS]),
        ),
      );
      removeSnapshot = embedBuildSnapshot("job:senior-mobile-engineer", MOBILE_ENGINEER);
      renderJob();
      const notice = await screen.findByRole("heading", { level: 2, name: "This position has closed" });

      fireEvent.click(screen.getByRole("link", { name: "Apply for this role" }));
      const area = notice.closest<HTMLElement>("[tabindex='-1']:not(main)");
      expect(area).toHaveFocus();
      expect(scrollIntoView.mock.contexts[0]).toBe(area);
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    });
  });
});

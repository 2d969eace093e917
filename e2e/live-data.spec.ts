import type { Page } from "@playwright/test";

import { serviceDelete, serviceInsert, serviceSelect, serviceUpdate } from "./backend";
import { expect, test } from "./fixtures";

// Each test changes the backend after the build, as the team does, and puts it back afterwards: the other specs
// expect the seed as the build saw it. The pages below were all prerendered with the old data (decision 013).

/** The page shows the change within this long of its load: the check runs once the page's data part is on it. */
const CHANGE_SHOWS_WITHIN_MS = 5_000;
/**
 * Layout shifts are summed over this long after load, the page's check included (decision 013). The page's clock is
 * Playwright's: once the test has seen the change, the rest of the window is run at once (every timer, idle callback
 * and animation frame the page set fires in order), instead of waiting it out.
 */
const CLS_WINDOW_MS = 15_000;
/** The browser reports a shift with a frame it draws, in real time: time for a few after the window is run. */
const FRAMES_SETTLE_MS = 1_000;
const MAX_CLS = 0.01;

test.describe.configure({ timeout: 45_000 });

/** Where a moved element was and went, in CSS pixels (x, y, width, height), as the browser reports it. */
type Rect = [number, number, number, number];

interface Shift {
  value: number;
  at: number;
  moved: { node: string; from: Rect; to: Rect }[];
}

/** Records every layout shift the visitor did not cause, from the first paint on, on a clock the test can run. */
async function observeLayoutShifts(page: Page) {
  await page.clock.install();
  await page.addInitScript(() => {
    const scope = window as unknown as { __shifts: Shift[]; __loadedAt: number };
    scope.__shifts = [];
    scope.__loadedAt = performance.now();
    type LayoutShift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()} "${(node.textContent ?? "").trim().slice(0, 40)}"`
        : String(node?.nodeName);
    const rect = ({ x, y, width, height }: DOMRectReadOnly): Rect =>
      [x, y, width, height].map(Math.round) as Rect;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        scope.__shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          moved: entry.sources.map((source) => ({
            node: describe(source.node),
            from: rect(source.previousRect),
            to: rect(source.currentRect),
          })),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** Runs the page's clock to 15 s after navigation and checks the cumulative layout shift of that window. */
async function expectStableLayout(page: Page) {
  const elapsed = await page.evaluate(
    () => performance.now() - (window as unknown as { __loadedAt: number }).__loadedAt,
  );
  if (elapsed < CLS_WINDOW_MS) await page.clock.runFor(Math.ceil(CLS_WINDOW_MS - elapsed));
  await page.waitForTimeout(FRAMES_SETTLE_MS);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(cls, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(MAX_CLS);
}

test("a post published after the build is offered on the blog list, without moving what the reader sees", async ({
  page,
}) => {
  const post = {
    slug: `live-${test.info().project.name}-${Date.now()}`,
    title: "Published while you were reading",
  };
  await serviceInsert("blog_posts", {
    ...post,
    author: "Tapsheet Team",
    excerpt: "News that arrived after the build.",
    content: "<p>Written after the site was built.</p>",
    // Older than every seeded post, so that the lists other tests read keep their order.
    published_date: "2020-01-01",
    is_draft: false,
  });
  try {
    await observeLayoutShifts(page);
    await page.goto("/blog");
    await expect(page.getByRole("heading", { name: post.title })).toHaveCount(0);
    const notice = page.getByRole("status").filter({ hasText: "New articles have been published" });
    await expect(notice).toBeVisible({ timeout: CHANGE_SHOWS_WITHIN_MS });
    await notice.getByRole("button", { name: "Show the latest" }).click();
    await expect(page.getByRole("heading", { name: post.title })).toBeVisible();
    await expectStableLayout(page);
  } finally {
    await serviceDelete("blog_posts", `slug=eq.${post.slug}`);
  }
});

test("a job closed after the build leaves the careers list", async ({ page }) => {
  const slug = "investor-relations-associate";
  const [job] = await serviceUpdate<{ title: string }>("jobs", `slug=eq.${slug}`, { status: "closed" });
  try {
    await observeLayoutShifts(page);
    await page.goto("/about/careers");
    const positions = page.locator("#open-positions");
    await expect(positions.getByRole("link", { name: /apply now/i }).first()).toBeAttached();
    await expect(positions.getByRole("heading", { name: job?.title })).toHaveCount(0, {
      timeout: CHANGE_SHOWS_WITHIN_MS,
    });
    await expectStableLayout(page);
  } finally {
    await serviceUpdate("jobs", `slug=eq.${slug}`, { status: "open", closes_at: null });
  }
});

test("a job closed after the build says the position has closed and offers the open roles instead of the form", async ({
  page,
}) => {
  const slug = "investor-relations-associate";
  const [job] = await serviceUpdate<{ title: string }>("jobs", `slug=eq.${slug}`, { status: "closed" });
  const [open] = await serviceSelect<{ title: string }>(
    "jobs",
    "select=title&status=eq.open&order=display_order.asc&limit=1",
  );
  try {
    await observeLayoutShifts(page);
    await page.goto(`/careers/job/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: job?.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: "This position has closed" })).toBeVisible({
      timeout: CHANGE_SHOWS_WITHIN_MS,
    });
    await expect(page.getByText(`The ${job?.title} role is no longer open`)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Apply for this role" })).toHaveCount(0);
    await expect(page.getByLabel(/full name/i)).toHaveCount(0);
    await expect(page.getByRole("link", { name: open?.title })).toBeVisible();
    await expect(page.getByRole("link", { name: "See all open positions" })).toHaveAttribute(
      "href",
      "/about/careers",
    );
    await expectStableLayout(page);
  } finally {
    await serviceUpdate("jobs", `slug=eq.${slug}`, { status: "open", closes_at: null });
  }
});

test("an article edited after the build offers its new version, and shows it when the reader asks", async ({
  page,
}) => {
  const slug = "spv-basics";
  const edited = {
    title: "SPV basics, revised after the build",
    content: "<p>The revised first paragraph.</p>",
  };
  const [original] = await serviceUpdate<{ title: string; content: string }>(
    "blog_posts",
    `slug=eq.${slug}`,
    edited,
  );
  try {
    await observeLayoutShifts(page);
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: original?.title })).toBeVisible();
    const notice = page.getByRole("status").filter({ hasText: "This article has been updated" });
    await expect(notice).toBeVisible({ timeout: CHANGE_SHOWS_WITHIN_MS });
    await notice.getByRole("button", { name: "Show the latest version" }).click();
    await expect(page.getByRole("heading", { level: 1, name: edited.title })).toBeVisible();
    await expect(page.getByText("The revised first paragraph.")).toBeVisible();
    await expect(page).toHaveTitle(`${edited.title} - Tapsheet blog`);
    await expectStableLayout(page);
    // The next page's title replaces it as usual.
    await page.getByRole("link", { name: "Back to Blog" }).first().click();
    await expect(page).toHaveTitle("Blog | Tapsheet");
  } finally {
    await serviceUpdate("blog_posts", `slug=eq.${slug}`, {
      title: original?.title,
      content: original?.content,
    });
  }
});

test("an article unpublished after the build shows 'Article not found'", async ({ page }) => {
  const slug = "ai-deal-screening";
  const [post] = await serviceUpdate<{ title: string }>("blog_posts", `slug=eq.${slug}`, { is_draft: true });
  try {
    // The page as built still carries the article (the check may replace it before a test could look).
    expect(await (await page.request.get(`/blog/${slug}`)).text()).toContain(post?.title);
    await observeLayoutShifts(page);
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: "Article not found" })).toBeVisible({
      timeout: CHANGE_SHOWS_WITHIN_MS,
    });
    await expect(page).toHaveTitle("Article not found | Tapsheet");
    await expectStableLayout(page);
  } finally {
    await serviceUpdate("blog_posts", `slug=eq.${slug}`, { is_draft: false });
  }
});

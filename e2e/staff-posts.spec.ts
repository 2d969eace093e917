import type { Page } from "@playwright/test";

import { serviceDelete } from "./backend";
import { expect, seriousA11yViolations, test } from "./fixtures";
import {
  deskViewport,
  firstSignIn,
  inviteStaff,
  localTimeAhead,
  removeStaff,
  writePostFields,
} from "./staff";

/**
 * An editor writes, previews, publishes and schedules posts in the desk, and a save from an older version is
 * refused. The posts it publishes are newer than the build: the specs beside it that read the blog take the posts
 * the build was made from (backend.ts, postsOfTheBuild), and this spec deletes its posts when it ends, before the
 * shared-data specs, which read what is live, begin.
 */

const tag = crypto.randomUUID().slice(0, 8);
const SLUG_PREFIX = `desk-post-${tag}`;
const editors: string[] = [];

test.afterAll(async () => {
  await serviceDelete("blog_posts", `slug=like.${SLUG_PREFIX}*`);
  for (const email of editors) await removeStaff(email);
});

/** A new editor, signed in with a new authenticator: the desk opens on Posts, the only page of the role. */
async function signInAsEditor(page: Page, name: string) {
  const email = `${name}.${tag}.${test.info().project.name}@tapsheet.example`;
  editors.push(email);
  await inviteStaff(email, "editor");
  await deskViewport(page);
  await firstSignIn(page, email, "Posts");
  await expect(page).toHaveURL(/\/staff\/posts$/);
  const nav = page.getByRole("navigation", { name: "Staff desk" });
  await expect(nav.getByRole("link")).toHaveText(["Posts"]);
  return email;
}

const body = (page: Page) => page.getByRole("textbox", { name: "Body" });

/** A one-pixel PNG, and the words that describe it. */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const PIXEL_ALT = "A single teal pixel";

/** An image the browser drew: loaded (the headers let it in) and decoded. */
async function expectDrawn(image: ReturnType<Page["getByRole"]>) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1);
}

/** Nothing is wider than the screen: on a 390 px phone the toolbar and the actions wrap. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(width);
}

test("an editor writes a post with a heading, a link and an image, previews it, publishes it, and it is on the blog at once", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsEditor(page, "writer");
  const slug = `${SLUG_PREFIX}-${test.info().project.name}-published`;
  const title = `Desk post ${tag} ${test.info().project.name}`;
  await writePostFields(page, title, slug);

  await body(page).click();
  await page.keyboard.type("Why it matters");
  await page.getByRole("button", { name: "Heading 2" }).click();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Read the guide");
  for (let i = 0; i < "guide".length; i++) await page.keyboard.press("Shift+ArrowLeft");
  await page.getByRole("button", { name: "Link", exact: true }).click();
  // A script address is refused with words; the words stay unlinked until the address is one the site keeps.
  await page.getByLabel("Link address").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Apply link" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Links start with https://" })).toBeVisible();
  await page.getByLabel("Link address").fill("https://tapsheet.example/guide");
  await page.getByRole("button", { name: "Apply link" }).click();
  await expect(body(page).getByRole("link", { name: "guide" })).toHaveAttribute(
    "href",
    "https://tapsheet.example/guide",
  );

  // An image: a file that is not one is refused before it is sent; a PNG with its words is uploaded and inserted.
  await body(page).click();
  await page.keyboard.press("Control+End");
  // The editor reads a moved caret from the browser's selectionchange, a task of its own: Enter pressed before it
  // would replace the linked word, still selected. The page's next turn comes after that task.
  await page.waitForFunction(() => document.getSelection()?.isCollapsed === true);
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Image", exact: true }).click();
  const imageFile = page.getByLabel(/^Image file/);
  await imageFile.setInputFiles({
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("<html></html>"),
  });
  await page.getByLabel(/^What the image shows/).fill(PIXEL_ALT);
  await page.getByRole("button", { name: "Upload and insert" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "not a PNG, JPEG or WebP" })).toBeVisible();
  await imageFile.setInputFiles({ name: "pixel.png", mimeType: "image/png", buffer: PIXEL });
  await page.getByRole("button", { name: "Upload and insert" }).click();
  await expectDrawn(body(page).getByRole("img", { name: PIXEL_ALT }));
  expect(await seriousA11yViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page, "the editor");

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/posts\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Not on the site")).toBeVisible();

  // The preview is the blog's own article: its h1 is the title, the body's heading an h2, the link kept.
  await page.getByRole("link", { name: "Preview" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const article = page.getByTestId("article-body");
  await expect(article.getByRole("heading", { level: 2, name: "Why it matters" })).toBeVisible();
  await expect(article.getByRole("link", { name: "guide" })).toHaveAttribute(
    "href",
    "https://tapsheet.example/guide",
  );
  await expectDrawn(article.getByRole("img", { name: PIXEL_ALT }));
  expect(await seriousA11yViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page, "the preview");
  await page.getByRole("link", { name: "Back to the post" }).click();

  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Published: the post is on the blog now." }),
  ).toBeVisible();
  await expect(page.getByText("Waiting for the next build (asked at")).toBeVisible();
  // The address is fixed once the post has shown.
  await expect(page.getByLabel("Address")).toHaveAttribute("readonly", "");

  // The blog's list reads the API when it mounts: the new article is offered at once, without a build.
  const reader = await page.context().newPage();
  await reader.goto("/blog");
  const notice = reader.getByRole("status").filter({ hasText: "New articles have been published" });
  await notice.getByRole("button", { name: "Show the latest" }).click();
  await reader
    .getByRole("link", { name: new RegExp(title) })
    .first()
    .click();
  await expect(reader).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const live = reader.getByTestId("article-body");
  await expect(live.getByRole("heading", { level: 2, name: "Why it matters" })).toBeVisible();
  await expect(live.getByRole("link", { name: "guide" })).toHaveAttribute(
    "href",
    "https://tapsheet.example/guide",
  );
  // The image comes from the post-images bucket, which the site's image policy names.
  await expectDrawn(live.getByRole("img", { name: PIXEL_ALT }));

  // Unpublished, it leaves the blog as soon as the article asks again.
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Unpublished" })).toBeVisible();
  await reader.goto(`/blog/${slug}`);
  await expect(reader.getByRole("heading", { level: 1, name: "Article not found" })).toBeVisible();
});

test("a post scheduled a few seconds ahead shows on the blog by itself", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsEditor(page, "scheduler");
  const slug = `${SLUG_PREFIX}-${test.info().project.name}-scheduled`;
  const title = `Scheduled ${tag} ${test.info().project.name}`;
  await writePostFields(page, title, slug);
  await body(page).click();
  await page.keyboard.type("Out on its minute.");

  // The field is in the editor's time zone, to the second.
  const at = await localTimeAhead(page, 15);
  await page.getByLabel("Show from").fill(at);
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Scheduled: the post shows by itself at" }),
  ).toBeVisible();
  await expect(page.getByText("Scheduled", { exact: true })).toBeVisible();

  const reader = await page.context().newPage();
  await reader.goto(`/blog/${slug}`);
  await expect(reader.getByRole("heading", { level: 1, name: "Article not found" })).toBeVisible();
  // Nobody acts: the database shows the post once its time has passed.
  await expect(async () => {
    await reader.goto(`/blog/${slug}`);
    await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 45_000, intervals: [2_000] });
});

test("a save based on an older version is refused, naming who saved and when, and keeps what was typed", async ({
  page,
  consoleAllowList,
}) => {
  test.setTimeout(120_000);
  // The refusal is the database's HTTP 409, which the browser logs.
  consoleAllowList.push(/status of 409/);
  const email = await signInAsEditor(page, "stale");
  const slug = `${SLUG_PREFIX}-${test.info().project.name}-stale`;
  await writePostFields(page, `Two tabs ${tag}`, slug);
  await body(page).click();
  await page.keyboard.type("First words.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/staff\/posts\/[0-9a-f-]{36}$/);
  const address = page.url();

  // A second tab of the same member opens the post and saves first.
  const other = await page.context().newPage();
  await deskViewport(other);
  await other.goto(address);
  await other.getByLabel("Title").fill(`Two tabs ${tag}, retitled`);
  await other.getByRole("button", { name: "Save draft" }).click();
  await expect(other.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();

  // The first tab still shows version 1: its save is refused, and what it typed stays.
  await page.getByLabel("Excerpt").fill("Typed in the first tab.");
  await page.getByRole("button", { name: "Save draft" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "after you opened it" });
  await expect(refusal).toContainText(
    new RegExp(`${email.replace(/[.]/g, "\\.")} saved this post at \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}`),
  );
  await expect(page.getByLabel("Excerpt")).toHaveValue("Typed in the first tab.");
  await refusal.getByRole("button", { name: "Reload" }).click();
  await expect(refusal).toHaveCount(0);
  await expect(page.getByLabel("Excerpt")).toHaveValue("Typed in the first tab.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();

  // History lists the three saves; restoring the first brings its title back as a fourth.
  await page.getByRole("button", { name: "History" }).click();
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("listitem")).toHaveCount(3);
  await history.getByRole("button", { name: "Restore version 1" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Restore version 1" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Version 1 restored as a new save." }),
  ).toBeVisible();
  await expect(page.getByLabel("Excerpt")).toHaveValue("What changes for syndicate leads, in two minutes.");
  await expect(history.getByRole("listitem")).toHaveCount(4);
});

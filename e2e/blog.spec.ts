import { postsOfTheBuild } from "./backend";
import { expect, seriousA11yViolations, test } from "./fixtures";

interface Post {
  slug: string;
  title: string;
}

test("a reader goes from the blog list to an article and back", async ({ page }) => {
  const [newest] = await postsOfTheBuild<Post>("select=slug,title&order=published_date.desc&limit=1");
  if (!newest) throw new Error("the seed has no published post");
  await page.goto("/blog");
  await expect(page.getByRole("heading", { name: "Featured Articles" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "More Insights" })).toBeVisible();
  await page
    .getByRole("link", { name: new RegExp(newest.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/blog/${newest.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: newest.title })).toBeVisible();
  await expect(page).toHaveTitle(`${newest.title} - Tapsheet blog`);
  await expect(page.getByText("Global Markets")).toBeVisible();
  await expect(page.getByRole("link", { name: /tokeni[sz]ation/i }).first()).toHaveAttribute(
    "href",
    "/blog/tokenization",
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page
    .getByRole("link", { name: /back to blog/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("the featured related articles exist", async ({ page }) => {
  for (const slug of ["tokenization", "mobile-investing"]) {
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Featured", { exact: true })).toBeVisible();
  }
});

test("an unknown article slug shows 'Article not found'", async ({ page }) => {
  await page.goto("/blog/no-such-article");
  await expect(page.getByRole("heading", { name: "Article not found" })).toBeVisible();
  await page.getByRole("link", { name: /back to blog/i }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

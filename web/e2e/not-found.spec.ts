import { expect, test } from "./fixtures";

test("an unknown page shows the 404 page of the spec @mobile", async ({ page }) => {
  await page.goto("/this/page/does-not-exist");
  await expect(page.getByText("The page you are looking for cannot be found.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Visit our FAQ page" })).toHaveAttribute("href", "/faq");
  await expect(page.locator('a[href^="mailto:"]')).toBeVisible();
  const back = page.getByRole("link", { name: "Back to homepage" });
  await expect(back).toHaveAttribute("href", "/");
  await back.click();
  await expect(page.getByTestId("destination-name").first()).toBeVisible();
});

for (const { prefix, lang } of [
  { prefix: "/de", lang: "de" },
  { prefix: "/fr", lang: "fr" },
]) {
  test(`the 404 page is translated under ${prefix}`, async ({ page }) => {
    await page.goto(`${prefix}/nope`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByText("The page you are looking for cannot be found.")).toHaveCount(0);
    await expect(page.locator(`main a[href="${prefix}"], main a[href="${prefix}/"]`).first()).toBeVisible();
    await expect(page.locator(`main a[href="${prefix}/faq"]`)).toBeVisible();
  });
}

test("unknown API paths stay JSON 404s, not the SPA", async ({ request }) => {
  const res = await request.get("/api/does-not-exist");
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ error: { code: "NOT_FOUND" } });
});

test("a page that fails to load reloads once, then shows the same page from the error boundary", async ({
  page,
}) => {
  await page.route(/\/assets\/home-[^/]+\.js$/, (route) => route.abort());
  let documentLoads = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "document") documentLoads += 1;
  });
  await page.goto("/");
  await expect(page.getByText("The page you are looking for cannot be found.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to homepage" })).toBeVisible();
  // The first failure reloads the page once; the 10-second guard stops a loop.
  expect(documentLoads).toBe(2);
});

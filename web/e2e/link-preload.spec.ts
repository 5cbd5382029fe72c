import { expect, test } from "./fixtures";

/**
 * The main navigation's links warm up their page when hovered or focused (app/preload.ts): the chunk
 * and catalogs the route table names for it, in the page's language, before the click.
 */
test("hovering a navigation link loads its page's chunk and catalogs in the page's language", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    const file = new URL(request.url()).pathname.split("/").at(-1) ?? "";
    if (file.endsWith(".js")) scripts.push(file.replace(/-[\w-]{8}\.js$/, ""));
  });
  await page.goto("/de/travel-guide");
  await expect(page.locator('head link[rel="alternate"]')).toHaveCount(4);
  expect(scripts).not.toContain("tour-list-page");
  await page.getByRole("banner").getByRole("link", { name: "Gruppenreisen" }).hover();
  await expect.poll(() => scripts).toEqual(expect.arrayContaining(["tour-list-page", "messages-de-tours"]));
  expect(scripts).toContain("messages-de-tour-parts");
  expect(scripts.filter((file) => file.startsWith("messages-en-"))).toEqual([]);
});

import { expect, test } from "./fixtures";

// The build keeps source maps on disk for us (vite.config.ts, sourcemap "hidden"); a visitor gets
// neither a pointer to them nor the maps themselves, here as behind CloudFront (docs/local-stack.md).
test("the site's scripts name no source map, and the maps beside them are not served", async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.url());
  });
  await page.goto("/destinations/kenya");
  await expect(page.locator("h1")).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    const script = await request.get(url);
    expect(script.status(), url).toBe(200);
    expect(await script.text(), url).not.toContain("sourceMappingURL");
    expect((await request.get(`${url}.map`)).status(), `${url}.map`).toBe(404);
  }
});

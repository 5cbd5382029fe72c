import { expect, expectAccessible, type Page, test } from "./fixtures";

// The header's search dialog (web/src/features/site-dialogs/search-*.tsx): keys typed while its
// code loads, the result list by keyboard (a combobox: arrows choose, Enter opens, a live region
// counts), the focus order, and the no-results message in each language's quotes.

/** Holds back the requests `url` matches until the returned function is called. */
async function holdBack(page: Page, url: RegExp | string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const dialogChunks = /\/assets\/(search-panel|dialog-panel)-[\w-]+\.js$/;

/** What has the focus, for the messages of a failed check. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el
      ? `<${el.tagName.toLowerCase()} role=${el.getAttribute("role")}> ${el.textContent?.trim()}`
      : "";
  });
}

test("keys typed while the search's code loads all reach its field @mobile @desktop", async ({
  page,
}, testInfo) => {
  const touch = testInfo.project.name === "mobile";
  if (touch) await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdBack(page, dialogChunks);
  await page.goto("/de");
  const button = page.getByRole("button", { name: "Suche", exact: true });
  if (touch) await button.tap();
  else await button.click();
  await page.keyboard.type("Kenia");
  // The dialog's code is still held back: what was typed has nowhere visible to go yet.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  release();

  const dialog = page.getByRole("dialog", { name: "Suche" });
  const input = dialog.getByLabel("Reiseziel oder Reise");
  await expect(input).toHaveValue("Kenia");
  await expect(input).toBeFocused();
  // The caret is where typing left it: at the end.
  await page.keyboard.press("Backspace");
  await page.keyboard.type("a");
  await expect(input).toHaveValue("Kenia");
  // The results are there (links, whatever role they have).
  await expect(dialog.getByRole("tabpanel").locator("a[href]").first()).toBeVisible();
  // Nothing of the stand-in that took the keys is left behind.
  await expect(page.locator("body > input")).toHaveCount(0);
});

test("Enter typed with the text before the search's code arrived opens the first result", async ({
  page,
  request,
}) => {
  const release = await holdBack(page, dialogChunks);
  await page.goto("/");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.keyboard.type("Ghana");
  await page.keyboard.press("Enter");
  release();
  const { hits } = (await (await request.get("/api/search?q=Ghana&locale=en")).json()) as {
    hits: { kind: string; tour?: { id: string } }[];
  };
  const first = hits.find((hit) => hit.kind !== "destination");
  expect(first?.tour).toBeDefined();
  const kind = first?.kind === "groupTour" ? "group-tour" : "special-tour";
  await expect(page).toHaveURL(new RegExp(`/${kind}/${first?.tour?.id}$`));
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("arrow keys choose a result, Enter opens it, and the count is announced @mobile", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Search" });
  const input = dialog.getByRole("combobox", { name: "Destination or tour" });
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.type("Kenya");

  const listbox = dialog.getByRole("listbox", { name: "Group tours" });
  const options = listbox.getByRole("option");
  // The results of the whole text, not of a prefix the debounce searched first ("Ken"): a new
  // text starts the cursor again at the first result.
  await expect(listbox).toHaveAttribute("data-query", "Kenya");
  await expect(options.first()).toBeVisible();
  const count = await options.count();
  expect(count, "Kenya has several tours in the demo data").toBeGreaterThan(1);
  await expect(dialog.getByRole("status")).toHaveText(`${count} results`);
  await expect(input).toHaveAttribute("aria-expanded", "true");
  // Each tab says how many results it holds, so the other tab's are not missed.
  await expect(dialog.getByRole("tab", { selected: true })).toHaveAccessibleName(
    `Group tours (${count} results)`,
  );
  await expect(dialog.getByRole("tab", { selected: false })).toHaveAccessibleName(
    "Tailored trips (1 result)",
  );
  await expect(dialog.getByRole("tab", { selected: false })).toContainText("1");
  // The first result is the active one until an arrow key moves on.
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expect(input).toHaveAttribute(
    "aria-activedescendant",
    (await options.first().getAttribute("id")) ?? "",
  );

  await page.keyboard.press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(options.first()).toHaveAttribute("aria-selected", "false");
  await expect(input).toHaveAttribute(
    "aria-activedescendant",
    (await options.nth(1).getAttribute("id")) ?? "",
  );
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  const last = options.nth(count - 1);
  await expect(last).toHaveAttribute("aria-selected", "true");
  await expect(input).toBeFocused();
  await expectAccessible(page, "the search listing results");

  const href = await last.getAttribute("href");
  expect(href).toMatch(/^\/(group-tour|special-tour)\//);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(dialog).toHaveCount(0);
});

test("Enter pressed before the results are in opens the first of them", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Search" });
  await expect(dialog.getByRole("combobox")).toBeFocused();
  const release = await holdBack(page, /\/api\/search\?/);
  await page.keyboard.type("Kenya");
  await page.keyboard.press("Enter");
  // Nothing to open yet: the dialog waits for the answer.
  await expect(dialog).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/(group-tour|special-tour)\/[^/]+$/);
  await expect(dialog).toHaveCount(0);
});

test("the tabs are one tab stop, the selected tab; their list and panels are none", async ({ page }) => {
  await page.goto("/de");
  // Opened by keyboard: the key that opens it must not reach the field.
  await page.getByRole("button", { name: "Suche", exact: true }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Suche" });
  const input = dialog.getByLabel("Reiseziel oder Reise");
  await expect(input).toBeFocused();
  await page.evaluate(() => {
    const w = window as unknown as { focusTrail: string[] };
    w.focusTrail = [];
    document.addEventListener("focusin", (event) => {
      const el = event.target as Element;
      w.focusTrail.push(el.getAttribute("role") ?? el.tagName.toLowerCase());
    });
  });
  await expect(input).toHaveValue("");
  await page.keyboard.type("Kenia");
  await expect(dialog.getByRole("tabpanel").locator("a[href]").first()).toBeVisible();

  const toursTab = dialog.getByRole("tab", { name: "Gruppenreisen" });
  const tailoredTab = dialog.getByRole("tab", { name: "Massgeschneiderte Reisen" });
  const close = dialog.getByRole("button", { name: "Schliessen" });
  const order = async (key: string, target: typeof input) => {
    await page.keyboard.press(key);
    await expect(target, `${key} went to ${await focused(page)}`).toBeFocused();
  };
  await order("Tab", toursTab);
  await order("Tab", close);
  await order("Tab", input);
  await order("Shift+Tab", close);
  await order("Shift+Tab", toursTab);
  await order("Shift+Tab", input);

  // The roving tab stop follows the selected tab.
  await order("Tab", toursTab);
  await page.keyboard.press("ArrowRight");
  await expect(tailoredTab).toBeFocused();
  await expect(tailoredTab).toHaveAttribute("aria-selected", "true");
  await order("Tab", close);
  await order("Shift+Tab", tailoredTab);
  await order("Shift+Tab", input);

  const trail = await page.evaluate(() => (window as unknown as { focusTrail: string[] }).focusTrail);
  expect(trail).not.toContain("tablist");
  expect(trail).not.toContain("tabpanel");

  // The field leads to the selected tab's results: Kenya's tailored trip.
  const kenia = dialog.getByRole("listbox", { name: "Massgeschneiderte Reisen" }).getByRole("option", {
    name: /Kenia/,
  });
  await expect(kenia).toHaveAttribute("href", "/de/tailored-trips/kenya/request/date");
  await expect(dialog.getByRole("status")).toHaveText("1 Ergebnis");
  await expect(tailoredTab).toHaveAccessibleName("Massgeschneiderte Reisen (1 Ergebnis)");
  await page.keyboard.press("ArrowDown");
  await expect(kenia).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/de\/tailored-trips\/kenya\/request\/date$/);
});

const noResults = [
  {
    prefix: "",
    button: "Search",
    field: "Destination or tour",
    tours: "No tours found for “zzqx”",
    destinations: "No destinations found for “zzqx”",
  },
  {
    prefix: "/de",
    button: "Suche",
    field: "Reiseziel oder Reise",
    tours: "Keine Reisen gefunden für „zzqx“",
    destinations: "Keine Reiseziele gefunden für „zzqx“",
  },
  {
    prefix: "/fr",
    button: "Rechercher",
    field: "Destination ou circuit",
    tours: "Aucun circuit trouvé pour «\u202fzzqx\u202f»",
    destinations: "Aucune destination trouvée pour «\u202fzzqx\u202f»",
  },
];

for (const c of noResults) {
  test(`no results in ${c.prefix || "English"}: the text in that language's quotes${c.prefix === "/fr" ? " @mobile" : ""}`, async ({
    page,
  }) => {
    await page.goto(c.prefix || "/");
    await page.getByRole("button", { name: c.button, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: c.button });
    await dialog.getByLabel(c.field).fill("zzqx");
    await expect(dialog.getByRole("tabpanel")).toHaveText(c.tours);
    await expect(dialog.getByRole("status")).toHaveText(c.tours);
    await expect(dialog.getByLabel(c.field)).toHaveAttribute("aria-expanded", "false");
    await dialog.getByRole("tab").nth(1).click();
    await expect(dialog.getByRole("tabpanel")).toHaveText(c.destinations);
    await expect(dialog.getByRole("status")).toHaveText(c.destinations);
  });
}

test("the search speaks the language switched to after it was first opened", async ({ page }) => {
  // Its texts come with its code (the "search" catalog), so the switch must not leave them behind.
  await page.goto("/");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const english = page.getByRole("dialog", { name: "Search" });
  await expect(english.getByRole("tab", { name: "Group tours" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Language: English" }).click();
  await page
    .getByRole("dialog", { name: "Choose your language" })
    .getByRole("link", { name: "Français" })
    .click();
  await expect(page).toHaveURL(/\/fr\/?$/);
  await page.getByRole("button", { name: "Rechercher", exact: true }).click();
  const french = page.getByRole("dialog", { name: "Rechercher" });
  await expect(french.getByRole("tab", { name: "Circuits en groupe" })).toBeVisible();
  await expect(french.getByRole("tab", { name: "Voyages sur mesure" })).toBeVisible();
  await expect(french.getByText("Saisissez une destination ou le nom d’un circuit.")).toBeVisible();
  await expectAccessible(page);
});

import { expect, type Locator, type Page, test } from "./fixtures";
import { signInByCookies } from "./support/sign-in";

// The site chrome: header dialogs (language, currency; the search has search.spec.ts) by keyboard, the
// footer, the destinations and tailored-trips pages, and the mobile menu at 360 px.

/** Presses Tab until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("the language dialog works by keyboard and stores the choice", async ({ page, context }) => {
  await page.goto("/");
  await expect(page.getByTestId("destination-name").first()).toBeVisible();
  const trigger = page.getByRole("button", { name: "Language: English" });
  await tabTo(page, trigger);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Choose your language" });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole("link", { name: "Deutsch" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/de\/?$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(dialog).toHaveCount(0);
  const cookie = (await context.cookies()).find((c) => c.name === "tembea_locale");
  expect(cookie?.value).toBe("de");
  await expect(page.getByRole("button", { name: "Sprache: Deutsch" })).toBeVisible();
});

test("Escape closes a dialog and gives the focus back to its button", async ({ page }) => {
  await page.goto("/");
  const trigger = page.getByRole("button", { name: "Language: English" });
  await trigger.click();
  await expect(page.getByRole("dialog", { name: "Choose your language" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(trigger).toBeFocused();
});

test("the currency dialog works by keyboard and keeps EUR in a cookie", async ({ page, context }) => {
  await page.goto("/");
  const trigger = page.getByRole("button", { name: "Currency: CHF" });
  await tabTo(page, trigger);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Choose your currency" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("may change with exchange rates")).toBeVisible();
  await tabTo(page, dialog.getByRole("button", { name: "EUR Euro" }));
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Currency changed to EUR")).toBeVisible();
  await expect(page.getByRole("button", { name: "Currency: EUR" })).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === "tembea_currency");
  expect(cookie?.value).toBe("EUR");
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(360);
  // The notice goes by itself (sonner, one second).
  await expect(page.getByText("Currency changed to EUR")).toHaveCount(0);
});

test("the footer has three columns, per-language documents and the current year", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByTestId("footer-columns").getByRole("navigation")).toHaveCount(3);
  await expect(footer.getByRole("link", { name: "About us" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "FAQ" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Kenya", exact: true })).toHaveAttribute(
    "href",
    "/tailored-trips/kenya/request/date",
  );
  const terms = footer.getByRole("link", { name: /^Terms/ });
  await expect(terms).toHaveAttribute("href", "https://docs.tembea.travel/en/terms.pdf");
  await expect(terms).toHaveAttribute("target", "_blank");
  await expect(terms).toHaveAttribute("rel", /noopener/);
  for (const name of ["Refund policy", "Privacy policy", "Legal notice"]) {
    await expect(footer.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  for (const name of ["Instagram", "TikTok", "Facebook", "Twitter", "LinkedIn"]) {
    await expect(footer.getByRole("link", { name })).toBeVisible();
  }
  for (const name of ["Klarna", "Mastercard", "Maestro", "Visa"]) {
    await expect(footer.getByRole("img", { name })).toBeVisible();
  }
  await expect(footer.getByText(String(new Date().getFullYear()))).toBeVisible();

  await page.goto("/de");
  await expect(footer.getByRole("link", { name: "Kenia", exact: true })).toHaveAttribute(
    "href",
    "/de/tailored-trips/kenya/request/date",
  );
  await expect(footer.getByRole("link", { name: /^AGB/ })).toHaveAttribute(
    "href",
    "https://docs.tembea.travel/de/terms.pdf",
  );
  await page.goto("/fr");
  await expect(footer.getByRole("link", { name: /^Conditions générales/ })).toHaveAttribute(
    "href",
    "https://docs.tembea.travel/fr/terms.pdf",
  );
});

test("the footer's two columns of countries each read alphabetically, top to bottom, in en, de and fr", async ({
  page,
}) => {
  for (const [prefix, collator] of [
    ["", "en"],
    ["/de", "de"],
    ["/fr", "fr"],
  ] as const) {
    await page.goto(prefix || "/");
    const links = page
      .getByRole("contentinfo")
      .getByRole("navigation", { name: /^(Tailored trips|Massgeschneiderte|Voyages)/ })
      .getByRole("link");
    await expect(links).toHaveCount(12);
    const items = await links.evaluateAll((all) =>
      all.map((a) => ({ name: a.textContent ?? "", ...a.getBoundingClientRect().toJSON() })),
    );
    // Reading down the first column, then the second, gives the names in the language's order.
    const byColumn = [...items].sort((a, b) => a.x - b.x || a.y - b.y).map((i) => i.name);
    const sorted = [...byColumn].sort(new Intl.Collator(collator).compare);
    expect(byColumn, prefix || "/").toEqual(sorted);
    expect(new Set(items.map((i) => Math.round(i.x))).size, "two columns").toBe(2);
  }
});

test("the reduced footer of the tours layout has no columns or social links", async ({ page }) => {
  await page.goto("/group-tour/no-such-tour");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("img", { name: "Visa" })).toBeVisible();
  await expect(footer.getByTestId("footer-columns")).toHaveCount(0);
  await expect(footer.getByRole("link", { name: "Instagram" })).toHaveCount(0);
});

test("/destinations lists the destinations in German order on /de", async ({ page }) => {
  await page.goto("/de/destinations");
  await expect(page).toHaveTitle("Reiseziele · Tembea");
  const names = page.getByTestId("destination-card-name");
  await expect(names).toHaveCount(12);
  expect((await names.allTextContents()).slice(0, 3)).toEqual([
    "Benin",
    "Demokratische Republik Kongo",
    "Elfenbeinküste",
  ]);
  await expect(names.filter({ hasText: "Kenia" })).toHaveAttribute("href", "/de/group-tours/kenya");
  await expect(page.getByRole("main").locator("img").first()).toHaveAttribute("srcset", /kenya|benin/);
});

for (const c of [
  {
    prefix: "",
    title: "Tailored trips",
    kenya: "Kenya",
    budget: "The minimum budget is CHF 1,000 per person",
  },
  {
    prefix: "/de",
    title: "Massgeschneiderte Reisen",
    kenya: "Kenia",
    budget: "Das Mindestbudget beträgt 1.000 CHF pro Person",
  },
  {
    prefix: "/fr",
    title: "Voyages sur mesure",
    kenya: "Kenya",
    budget: "Le budget minimum est de 1\u202f000 CHF par personne",
  },
]) {
  test(`/tailored-trips in ${c.prefix || "English"}: title and one link per destination${c.prefix === "/de" ? " @mobile" : ""}`, async ({
    page,
  }) => {
    await page.goto(`${c.prefix}/tailored-trips`);
    await expect(page).toHaveTitle(`${c.title} · Tembea`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.title);
    const links = page.getByTestId("tailored-trip-link");
    await expect(links).toHaveCount(12);
    await expect(links.filter({ hasText: c.kenya })).toHaveAttribute(
      "href",
      `${c.prefix}/tailored-trips/kenya/request/date`,
    );
    await expect(page.getByRole("main").getByText(/72/)).toBeVisible();
    // The amount is the rule's, formatted as every price of the language (not "CHF 1’000" in German).
    await expect(page.getByRole("main")).toContainText(c.budget);
  });
}

test("at 360 px the menu button opens the navigation", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  const menu = page.getByRole("button", { name: "Menu" });
  await expect(menu).toBeVisible();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(360);
  await menu.click();
  const dialog = page.getByRole("dialog", { name: "Menu" });
  await expect(dialog.getByRole("link", { name: "Destinations" })).toBeVisible();
  await dialog.getByRole("link", { name: "Tailored trips" }).click();
  await expect(page).toHaveURL(/\/tailored-trips$/);
  await expect(dialog).toHaveCount(0);
});

test("the header links to the special tours beside the group tours, marked while on them, in en, de and fr", async ({
  page,
}) => {
  const languages = [
    { prefix: "", main: "Main", menu: "Menu", groups: "Group tours", specials: "Special tours" },
    {
      prefix: "/de",
      main: "Hauptnavigation",
      menu: "Menü",
      groups: "Gruppenreisen",
      specials: "Spezialreisen",
    },
    {
      prefix: "/fr",
      main: "Navigation principale",
      menu: "Menu",
      groups: "Circuits en groupe",
      specials: "Circuits spéciaux",
    },
  ];
  for (const l of languages) {
    // Desktop, at the narrowest width with the links in the header: still one row beside the tools.
    await page.setViewportSize({ width: 1120, height: 740 });
    await page.goto(`${l.prefix}/group-tours`);
    const nav = page.getByRole("banner").getByRole("navigation", { name: l.main });
    const links = nav.getByRole("link");
    await expect(links.nth(1)).toHaveText(l.groups);
    await expect(links.nth(2)).toHaveText(l.specials);
    await expect(nav.getByRole("link", { name: l.groups })).toHaveAttribute("aria-current", "page");
    const specials = nav.getByRole("link", { name: l.specials });
    await expect(specials).not.toHaveAttribute("aria-current", "page");
    const row = await headerRow(page);
    expect(row.height, `${l.prefix || "/en"} at 1120 px`).toBeLessThanOrEqual(66);
    await specials.click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/special-tours$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.specials);
    await expect(specials).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: l.groups })).not.toHaveAttribute("aria-current", "page");

    // Phone: the same link in the menu, marked on a destination's special tours too.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${l.prefix}/special-tours/kenya`);
    await page.getByRole("button", { name: l.menu }).click();
    const dialog = page.getByRole("dialog", { name: l.menu });
    const inMenu = dialog.getByRole("link", { name: l.specials });
    await expect(inMenu).toHaveAttribute("aria-current", "page");
    await expect(inMenu).toHaveAttribute("href", `${l.prefix}/special-tours`);
    await expect(dialog.getByRole("link", { name: l.groups })).not.toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  }
});

/** The header's first row: the brand and the tools beside it, each box's top and bottom. */
async function headerRow(page: Page) {
  return page
    .getByRole("banner")
    .locator(":scope > div")
    .first()
    .evaluate((row) => ({
      height: row.getBoundingClientRect().height,
      boxes: Array.from(row.children)
        .map((child) => child.getBoundingClientRect())
        .filter((box) => box.width > 0)
        .map((box) => ({ top: Math.round(box.top), bottom: Math.round(box.bottom) })),
    }));
}

test("on phones (320, 360 and 390 px) the header is one tidy row in every language, signed out and in", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const languages = [
    { prefix: "", logIn: "Log in" },
    { prefix: "/de", logIn: "Anmelden" },
    { prefix: "/fr", logIn: "Se connecter" },
  ];
  const check = async (signedIn: boolean) => {
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 740 });
      for (const l of languages) {
        await page.goto(`${l.prefix}/`);
        const banner = page.getByRole("banner");
        if (signedIn) await expect(banner.getByTestId("user-menu-name")).toBeAttached();
        else await expect(banner.getByRole("link", { name: l.logIn, exact: true })).toBeVisible();
        const row = await headerRow(page);
        const where = `${l.prefix || "/en"} at ${width} px, ${signedIn ? "signed in" : "signed out"}`;
        // Brand, search, language, currency, account and menu side by side in a 4 rem row.
        expect(row.boxes.length, where).toBeGreaterThanOrEqual(2);
        expect(row.height, where).toBeLessThanOrEqual(66);
        const top = Math.min(...row.boxes.map((b) => b.bottom));
        for (const box of row.boxes) expect(box.top, where).toBeLessThan(top);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, where).toBeLessThanOrEqual(0);
      }
    }
  };
  await check(false);
  await signInByCookies(page.context(), "traveller@tembea.local", "Safari!2026");
  await check(true);
});

test("/business and /travel-guide are translated pages", async ({ page }) => {
  await page.goto("/de/business");
  await expect(page).toHaveTitle("Geschäfts- und Gruppenreisen · Tembea");
  await expect(page.getByRole("banner")).toHaveCount(0);
  await page.goto("/fr/travel-guide");
  await expect(page).toHaveTitle("Guide de voyage · Tembea");
  await expect(page.getByRole("heading", { name: "Santé" })).toBeVisible();
});

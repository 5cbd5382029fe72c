import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "./fixtures";

// WCAG 2.2 AA text contrast (1.4.3) and target size (2.5.8) on every public page, at desktop and
// phone size, in the states a visitor sees first, with the header's dialogs open. Every browser test
// already fails on a serious axe finding; this audit is stricter: any finding of these two rules
// fails, of any impact, and every element axe could not decide ("incomplete") is decided here:
// text on a gradient is measured against each of the gradient's colours, text hidden under a sticky
// bar is scrolled into view and checked again. Nothing undecided may remain.
//
// Left out, as WCAG leaves them out: content hidden from assistive technology as decoration (the
// rating stars; the rating is also given as text). Logos (the payment marks) are image files, whose
// text axe does not read.
const rules = ["color-contrast", "target-size"];
const exempt = ['[aria-hidden="true"]'];

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;
type Finding = AxeResults["violations"][number];

function describeFinding(kind: string, result: Finding): string {
  return `${kind} ${result.id}: ${result.nodes
    .slice(0, 5)
    .map((n) => `${n.target.join(" ")} (${n.any[0]?.message ?? n.failureSummary ?? ""})`)
    .join("; ")}`;
}

function analyze(page: Page, include?: string) {
  // In the page itself, as expectAccessible runs it (fixtures.ts): the site has no frames.
  const builder = new AxeBuilder({ page }).withRules(rules).setLegacyMode();
  for (const selector of exempt) builder.exclude(selector);
  if (include) builder.include(include);
  return builder.analyze();
}

/**
 * The lowest contrast of an element's text against the colours of the gradient behind it, and the
 * ratio WCAG asks for its size (3:1 from 24 px, or 18.66 px bold; 4.5:1 below).
 */
function gradientContrast(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const luminance = (color: string) => {
        const [r, g, b] = channels(color).map((v) => {
          const c = v / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
      };
      const ratio = (a: string, b: string) => {
        const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
        return (hi + 0.05) / (lo + 0.05);
      };
      const style = getComputedStyle(element);
      let node: Element | null = element;
      let gradient = "";
      while (node && !gradient) {
        const image = getComputedStyle(node).backgroundImage;
        if (image.includes("gradient")) gradient = image;
        node = node.parentElement;
      }
      const stops = gradient.match(/rgba?\([^)]*\)/g) ?? [];
      const size = Number.parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      return {
        stops: stops.length,
        lowest: Math.min(...stops.map((stop) => ratio(style.color, stop))),
        required: large ? 3 : 4.5,
      };
    });
}

/**
 * The contrast of a fixed or sticky bar's text against the bar's own opaque background: axe cannot
 * decide it because the bar overlaps the page, but the bar is on top, so its background is what
 * shows. Null when the element is not in such a bar.
 */
function barContrast(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
      const luminance = (color: string) => {
        const [r, g, b] = channels(color)
          .slice(0, 3)
          .map((v) => {
            const c = v / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          });
        return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
      };
      const style = getComputedStyle(element);
      let background = "";
      let onTop = false;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const own = getComputedStyle(node);
        const alpha = channels(own.backgroundColor)[3] ?? 1;
        if (!background && alpha === 1) background = own.backgroundColor;
        if (own.position === "fixed" || own.position === "sticky") onTop = true;
        if (background && onTop) break;
      }
      if (!background || !onTop) return null;
      const [hi, lo] = [luminance(style.color), luminance(background)].sort((x, y) => y - x) as [
        number,
        number,
      ];
      const size = Number.parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      return { ratio: (hi + 0.05) / (lo + 0.05), required: large ? 3 : 4.5 };
    });
}

async function audit(page: Page, state: string) {
  const results = await analyze(page);
  const findings = results.violations.map((v) => describeFinding("violation", v));
  for (const result of results.incomplete) {
    for (const node of result.nodes) {
      const selector = node.target.join(" ");
      const reason = node.any[0]?.message ?? "";
      if (result.id === "color-contrast" && reason.includes("background gradient")) {
        const { stops, lowest, required } = await gradientContrast(page, selector);
        if (stops === 0 || lowest < required)
          findings.push(`contrast ${selector}: ${lowest.toFixed(2)} on its gradient, needs ${required}`);
      } else if (result.id === "color-contrast" && reason.includes("partially overlaps other elements")) {
        const bar = await barContrast(page, selector);
        if (!bar || bar.ratio < bar.required)
          findings.push(
            `contrast ${selector}: ${bar ? `${bar.ratio.toFixed(2)}, needs ${bar.required}` : reason}`,
          );
      } else if (reason.includes("overlapped by another element")) {
        await page
          .locator(selector)
          .first()
          .evaluate((el) => el.scrollIntoView({ block: "center" }));
        const again = await analyze(page, selector);
        findings.push(
          ...again.violations.map((v) => describeFinding("violation (in view)", v)),
          ...again.incomplete.map((v) => describeFinding("undecided (in view)", v)),
        );
      } else {
        findings.push(`undecided ${result.id} ${selector}: ${reason}`);
      }
    }
  }
  expect(findings, `contrast and target size of ${state}`).toEqual([]);
}

/** Each page with what shows that its content has arrived (not its loading state). */
const pages: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: "/", ready: (p) => expect(p.getByTestId("destination-name").first()).toBeVisible() },
  { path: "/de/group-tours", ready: (p) => expect(p.getByTestId("tour-card").first()).toBeVisible() },
  {
    path: "/fr/group-tour/kenya-great-migration-safari",
    ready: (p) => expect(p.getByRole("heading", { level: 1 })).toBeVisible(),
  },
  {
    path: "/special-tour/kenya-private-mara-safari",
    ready: (p) => expect(p.getByRole("heading", { level: 1 })).toBeVisible(),
  },
  { path: "/destinations", ready: (p) => expect(p.getByRole("heading", { level: 1 })).toBeVisible() },
  { path: "/de/tailored-trips", ready: (p) => expect(p.getByRole("heading", { level: 1 })).toBeVisible() },
  {
    path: "/fr/tailored-trips/kenya/request/date",
    ready: (p) => expect(p.getByRole("heading", { level: 1 })).toBeVisible(),
  },
  { path: "/login", ready: (p) => expect(p.getByRole("heading", { level: 1 })).toBeVisible() },
  { path: "/de/signup", ready: (p) => expect(p.getByRole("heading", { level: 1 })).toBeVisible() },
  { path: "/fr/forgot-password", ready: (p) => expect(p.getByRole("heading", { level: 1 })).toBeVisible() },
  { path: "/business", ready: (p) => expect(p.getByRole("heading", { level: 1 })).toBeVisible() },
  { path: "/travel-guide", ready: (p) => expect(p.getByRole("heading", { level: 1 })).toBeVisible() },
  { path: "/no-such-page", ready: (p) => expect(p.getByRole("heading", { level: 1 })).toBeVisible() },
];

for (const { path, ready } of pages) {
  test(`contrast and target size of ${path} @mobile @desktop`, async ({ page }) => {
    await page.goto(path);
    await ready(page);
    await audit(page, path);
  });
}

test("contrast and target size of the header's dialogs @mobile @desktop", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("destination-name").first()).toBeVisible();
  for (const name of [/^Language: /, /^Currency: /, /^Search$/]) {
    await page.getByRole("button", { name }).first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await audit(page, `the dialog of "${name.source}"`);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  }
});

test("contrast and target size of a form showing its errors @mobile @desktop", async ({ page }) => {
  await page.goto("/de/signup");
  await page.getByRole("button", { name: "Konto erstellen" }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await audit(page, "the sign-up form with its errors");
});

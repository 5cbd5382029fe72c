import { expect, expectAccessible, type Locator, type Page, test } from "./fixtures";
import { codeField, mailedSignUpCode } from "./support/sign-up";

// Keyboard alone: a group-tour booking from the tour page to the local checkout and the
// thank-you page (German), and the tailored-trip wizard from /tailored-trips to its success page
// (French). Only page.keyboard moves and acts: Tab and Shift+Tab to reach a control, Enter and Space
// to use it, arrow keys in radio groups, tabs and selects, typing in the focused field. Every step's
// heading takes the focus when the step opens, so the next Tab starts from the new step.

// Date fields take their digits in the order of the browser's locale: month, day, year here.
test.use({ locale: "en-US" });

function uniqueEmail(tag: string): string {
  return `e2e-keyboard-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** What has the focus, for the messages of a failed search. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "nothing";
    const label = el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? "";
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}> ${label}`;
  });
}

async function hasFocus(target: Locator): Promise<boolean> {
  const count = await target.count();
  if (count > 1) throw new Error(`${target} names ${count} elements`);
  return count === 1 && (await target.evaluate((el) => el === document.activeElement).catch(() => false));
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, at most `max` times: a control the
 * keyboard cannot reach, or one far behind others in the focus order, fails here.
 */
async function tabTo(page: Page, target: Locator, { max = 30, backwards = false } = {}): Promise<void> {
  for (let presses = 0; !(await hasFocus(target)); presses += 1) {
    if (presses === max) {
      throw new Error(
        `${max} × ${backwards ? "Shift+Tab" : "Tab"} did not reach ${target}; focus on ${await describeFocus(page)}`,
      );
    }
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
}

/** Tabs into the radio group of `radio`, then moves with the arrow keys until it is chosen. */
async function chooseRadio(page: Page, radio: Locator, { max = 30, backwards = false } = {}): Promise<void> {
  const name = await radio.getAttribute("name");
  expect(name, "a radio button with a name").toBeTruthy();
  const inGroup = () =>
    page.evaluate(
      (n) => document.activeElement instanceof HTMLInputElement && document.activeElement.name === n,
      name,
    );
  for (let presses = 0; !(await inGroup()); presses += 1) {
    if (presses > max)
      throw new Error(`Tab did not reach the radio group ${name}; focus on ${await describeFocus(page)}`);
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  for (let presses = 0; !(await radio.isChecked()); presses += 1) {
    if (presses > 15) throw new Error(`the arrow keys did not choose ${radio}`);
    // Tab lands on an unchecked radio when the group has no choice yet: Space chooses it.
    await page.keyboard.press((await hasFocus(radio)) ? "Space" : "ArrowDown");
  }
  await expect(radio).toBeFocused();
}

/** Tabs to a field, replaces what it holds and types `text`. */
async function typeInto(page: Page, field: Locator, text: string, options?: { max?: number }): Promise<void> {
  await tabTo(page, field, options);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Tabs to a closed <select> and picks an option by typing the start of its label. */
async function chooseOption(page: Page, select: Locator, label: string, value: string): Promise<void> {
  await tabTo(page, select);
  await page.keyboard.type(label);
  await expect(select).toHaveValue(value);
}

async function expectStepHeadingFocused(page: Page, name: string): Promise<void> {
  const heading = page.getByRole("heading", { level: 1, name, exact: true });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
}

test("de: a group tour is booked with the keyboard alone, from the tour page to the thank-you page", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tourId = "namibia-sossusvlei-etosha-loop";
  const tour = (await (await page.request.get(`/api/group-tours/${tourId}`)).json()) as {
    departures: { startDate: string; placesLeft: number }[];
  };
  // The last departure with a place: other tests take places on the first ones of other tours.
  const open = tour.departures.filter((d) => d.placesLeft >= 1).at(-1);
  expect(open, "a departure with a place left").toBeDefined();
  if (!open) return;
  const email = uniqueEmail("booking");

  await page.goto(`/de/group-tour/${tourId}`);
  await tabTo(page, page.getByRole("link", { name: "Termin buchen" }), { max: 80 });
  await page.keyboard.press("Enter");

  // 1 Dates: Continue without a date says what is missing; Shift+Tab goes back to the dates.
  await expect(page).toHaveURL(new RegExp(`/de/group-tour/${tourId}/dates$`));
  await expectStepHeadingFocused(page, "Termine der Gruppenreise");
  const next = page.getByRole("button", { name: "Weiter" });
  await tabTo(page, next, { max: 60 });
  await page.keyboard.press("Enter");
  await expect(page.getByText("Bitte wählen Sie einen Abreisetermin")).toBeVisible();
  await chooseRadio(page, page.locator(`[data-date="${open.startDate}"] input`), { backwards: true });
  await tabTo(page, next);
  await page.keyboard.press("Enter");

  // 2 Rooms: one traveller in a single room.
  await expect(page).toHaveURL(/\/accommodation$/);
  await expectStepHeadingFocused(page, "Unterkunft");
  await typeInto(page, page.locator("#traveller-count"), "1");
  await typeInto(page, page.locator("#shared-rooms"), "0");
  await typeInto(page, page.locator("#single-rooms"), "1");
  await expect(page.getByTestId("rooms-status")).toHaveText("Alle Reisenden haben ein Bett.");
  await tabTo(page, next);
  await page.keyboard.press("Enter");

  // 3 Travellers: text fields, selects by type-ahead, a date by its digits.
  await expect(page).toHaveURL(/\/travellers$/);
  await expectStepHeadingFocused(page, "Reisende");
  await typeInto(page, page.locator("#lead-first-name"), "Jana");
  await typeInto(page, page.locator("#lead-last-name"), "Keller");
  await typeInto(page, page.locator("#lead-email"), email);
  await chooseOption(page, page.getByLabel("Land", { exact: true }), "Schweiz", "CH");
  await typeInto(page, page.locator("#lead-phone-number"), "044 668 18 00");
  await chooseOption(page, page.getByLabel("Nationalität"), "Schweiz", "CH");
  await tabTo(page, page.locator("#lead-birth-date"));
  await page.keyboard.type("04121988");
  await expect(page.locator("#lead-birth-date")).toHaveValue("1988-04-12");
  await tabTo(page, next);
  await page.keyboard.press("Enter");

  // 4 Account: the arrow keys move along the tabs; the guest panel's button follows.
  await expect(page).toHaveURL(/\/authenticate$/);
  await expectStepHeadingFocused(page, "Anmelden, registrieren oder als Gast fortfahren");
  await tabTo(page, page.getByRole("tab", { selected: true }));
  const guest = page.getByRole("tab", { name: "Gast" });
  for (let presses = 0; !(await hasFocus(guest)); presses += 1) {
    if (presses > 3) throw new Error("the arrow keys did not reach the guest tab");
    await page.keyboard.press("ArrowRight");
  }
  await expect(guest).toHaveAttribute("aria-selected", "true");
  // The guest panel, then its button: the hidden panels of the other tabs are no Tab stops.
  await tabTo(page, page.getByRole("button", { name: "Als Gast fortfahren" }), { max: 2 });
  await page.keyboard.press("Enter");

  // 5 Summary: Space ticks the terms, Enter pays.
  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByTestId("summary-lead")).toContainText("Jana Keller");
  await expectAccessible(page, "the summary, reached by keyboard");
  const terms = page.getByLabel(/Ich akzeptiere die/);
  await tabTo(page, terms, { max: 60 });
  await page.keyboard.press("Space");
  await expect(terms).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "Sicher bezahlen" }));
  await page.keyboard.press("Enter");

  // The local checkout (the Stripe stand-in) is a plain form: Tab to Pay, Enter.
  await expect(page).toHaveURL(/\/local-checkout\//);
  await tabTo(page, page.getByRole("button", { name: /^Pay/ }), { max: 10 });
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/de\/group-tour\/thank-you\?booking=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vielen Dank für Ihre Buchung!");
  await expect(page.getByTestId("thank-you")).toContainText("1 Reisende");
});

test("fr: the tailored-trip wizard is completed with the keyboard alone, entered from /tailored-trips", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const base = "/fr/tailored-trips/kenya/request";
  const email = uniqueEmail("wizard");
  const next = page.getByRole("button", { name: "Suivant" });

  await page.goto("/fr/tailored-trips");
  await tabTo(page, page.getByTestId("tailored-trip-link").filter({ hasText: "Kenya" }), { max: 60 });
  await page.keyboard.press("Enter");

  // Entering the wizard puts the focus on its first step, not back at the top of the page.
  await expect(page).toHaveURL(new RegExp(`${base}/date$`));
  await expectStepHeadingFocused(page, "Date");
  await chooseRadio(page, page.getByLabel("Dates approximatives"));
  await tabTo(page, page.getByLabel("Mois", { exact: true }));
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByLabel("Mois", { exact: true })).not.toHaveValue("");
  await chooseRadio(page, page.getByLabel("2 semaines"));
  await tabTo(page, next);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(new RegExp(`${base}/travellers$`));
  await expectStepHeadingFocused(page, "Voyageurs");
  await chooseRadio(page, page.getByLabel("Couple"));
  await typeInto(page, page.getByLabel("Adultes"), "2");
  await tabTo(page, next);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(new RegExp(`${base}/accommodations$`));
  await expectStepHeadingFocused(page, "Hébergements");
  await chooseRadio(page, page.getByLabel("Haut de gamme"));
  await chooseRadio(page, page.getByLabel("Demi-pension"));
  await typeInto(page, page.getByLabel("Chambres individuelles"), "0");
  await tabTo(page, next);
  await page.keyboard.press("Enter");

  // Checkboxes: Space ticks them; the priority list's buttons follow each choice.
  await expect(page).toHaveURL(new RegExp(`${base}/experiences$`));
  await expectStepHeadingFocused(page, "Expériences");
  for (const name of ["Nature et faune", "Cuisine locale"]) {
    const box = page.getByRole("checkbox", { name });
    await tabTo(page, box);
    await page.keyboard.press("Space");
    await expect(box).toBeChecked();
  }
  await tabTo(page, next);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(new RegExp(`${base}/budget$`));
  await expectStepHeadingFocused(page, "Budget");
  await typeInto(page, page.getByLabel("Budget par voyageur (CHF)"), "4500");
  await chooseRadio(page, page.getByLabel("Lune de miel"));
  await tabTo(page, next);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(new RegExp(`${base}/contact$`));
  await expectStepHeadingFocused(page, "Contact");
  await typeInto(
    page,
    page.getByLabel("Autre chose que l’agent devrait savoir ? (facultatif)"),
    "Calme, svp.",
  );
  await tabTo(page, next);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(new RegExp(`${base}/create-account$`));
  await expectStepHeadingFocused(page, "Créer un compte");
  await typeInto(page, page.getByLabel("Nom complet"), "Aïssatou Diop");
  await typeInto(page, page.getByLabel("E-mail"), email);
  await typeInto(page, page.getByLabel("Mot de passe", { exact: true }), "Safari!2026x");
  await typeInto(page, page.getByLabel("Confirmez le mot de passe"), "Safari!2026x");
  const terms = page.getByLabel(/J’accepte les/);
  await tabTo(page, terms);
  await page.keyboard.press("Space");
  await expect(terms).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "Créer un compte" }));
  await page.keyboard.press("Enter");
  // The code step takes the focus on its field: the mailed code is typed there, Enter confirms.
  await expect(codeField(page, "fr")).toBeFocused();
  await page.keyboard.type(await mailedSignUpCode(page.request, email));
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(new RegExp(`${base}/summary$`), { timeout: 20_000 });
  await expectStepHeadingFocused(page, "Récapitulatif");
  await expect(page.getByTestId("summary-experiences").getByRole("listitem")).toHaveText([
    "Nature et faune",
    "Cuisine locale",
  ]);
  await tabTo(page, page.getByRole("button", { name: "Envoyer la demande" }), { max: 60 });
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(new RegExp(`${base}/success$`));
  await expect(page.getByRole("heading", { level: 1, name: "Merci pour votre demande" })).toBeFocused();
});

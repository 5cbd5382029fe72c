import { type APIRequestContext, expect, expectAccessible, type Page, test } from "./fixtures";
import { signInByCookies } from "./support/sign-in";
import { tourPhotoFiles } from "./support/tour-photos";

// The marketplace end to end against the local twin: the Kenya demo agent writes a group tour in the
// console (the English texts and facts in English, the German and French texts on the German and
// French pages), uploads two photos on the French page (descriptions, the second made the cover and
// moved first), adds a series of departures, previews it in French and publishes it; an anonymous
// visitor sees the cover on its card and page and the other photo in the gallery, and books it through the local checkout, and the places left go down; the agent
// then cannot cut the capacity below the places taken. One journey, the languages by their steps.

const kenyaAgent = { email: "agent@tembea.local", password: "Safari!2026" };

interface PublicDeparture {
  startDate: string;
  placesLeft: number;
}

function isoDaysFromNow(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function uniqueEmail(tag: string): string {
  return `e2e-market-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function publicDepartures(request: APIRequestContext, tourId: string): Promise<PublicDeparture[]> {
  const answer = await request.get(`/api/group-tours/${tourId}`);
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { departures: PublicDeparture[] }).departures;
}

/** The texts of one language: the tab of the page's own language is the one open. */
async function writeTexts(
  page: Page,
  labels: {
    title: string;
    summary: string;
    dayTitle: (n: number) => string;
    dayText: (n: number) => string;
    included: string;
  },
  texts: { title: string; summary: string; days: [string, string][]; included: string },
) {
  await page.getByLabel(labels.title, { exact: true }).fill(texts.title);
  // The summary holds 4,000 characters: past them its count shows, and goes once the text fits.
  const summary = page.getByLabel(labels.summary, { exact: true });
  await summary.fill("x".repeat(4001));
  await expect(page.getByTestId("character-count")).toHaveCount(1);
  await summary.fill(texts.summary);
  await expect(page.getByTestId("character-count")).toHaveCount(0);
  for (const [index, [title, text]] of texts.days.entries()) {
    await page.getByLabel(labels.dayTitle(index + 1), { exact: true }).fill(title);
    await page.getByLabel(labels.dayText(index + 1), { exact: true }).fill(text);
  }
  await page.getByLabel(labels.included, { exact: true }).fill(texts.included);
}

test("a group tour from the agent's draft to a traveller's booking, in en, de and fr", async ({
  page: agent,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInByCookies(context, kenyaAgent.email, kenyaAgent.password);
  const run = Math.random().toString(36).slice(2, 7);
  // "Aardvark" sorts the tour first in the lists, which order by name.
  const title = {
    en: `Aardvark Trail ${run}`,
    de: `Erdferkel-Pfad ${run}`,
    fr: `Sentier de l’oryctérope ${run}`,
  };

  // A new draft: kind and destination, then the editor.
  await agent.goto("/agent/tours");
  await expect(agent.getByRole("heading", { level: 1 })).toHaveText("Tours");
  await agent.getByRole("button", { name: "New tour" }).click();
  await agent.getByRole("button", { name: "Create the draft" }).click();
  await expect(agent.getByText("Please choose the tour's destination")).toBeVisible();
  await agent.getByLabel("Destination").selectOption("kenya");
  await agent.getByRole("button", { name: "Create the draft" }).click();
  await expect(agent).toHaveURL(/\/agent\/tours\/kenya-[a-z0-9-]+$/);
  const tourId = agent.url().split("/").at(-1) ?? "";
  await expect(agent.getByTestId("tour-state")).toHaveText("Draft");
  await expectAccessible(agent, "a new draft");

  // English texts and the facts, with a refused entry first.
  await agent.getByRole("button", { name: "Add a day" }).click();
  await agent.getByRole("button", { name: "Add an included item" }).click();
  await writeTexts(
    agent,
    {
      title: "Title",
      summary: "Summary",
      dayTitle: (n) => `Title of day ${n}`,
      dayText: (n) => `What happens on day ${n}`,
      included: "Included item 1",
    },
    {
      title: title.en,
      summary: "Two days on the trail of the aardvark in the Aberdares.",
      days: [
        ["Nairobi to the Aberdares", "Drive north and walk the forest edge at dusk."],
        ["Night walk and return", "A guided night walk, then back to Nairobi."],
      ],
      included: "Park fees",
    },
  );
  await expect(agent.getByText("Missing in German, French").first()).toBeVisible();
  await agent.getByLabel("Guide language").selectOption("en");
  await agent.getByLabel("Duration (days)").fill("two");
  await agent.getByLabel("Minimum age (years)").fill("0");
  await agent.getByLabel("Smallest group").fill("1");
  await agent.getByLabel("Largest group").fill("12");
  await agent.getByRole("button", { name: "Add a tier" }).click();
  await agent.getByLabel("Tier 1: days before departure").fill("30");
  await agent.getByLabel("Tier 1: refund (%)").fill("100");
  await agent.getByLabel("Per traveller, shared room (CHF)").fill("1500");
  await agent.getByLabel("Per traveller, single room (CHF)").fill("1800");
  await agent.getByRole("button", { name: "Save draft" }).click();
  await expect(agent.locator("#tour-durationDays-error")).toHaveText("Please enter a whole number, e.g. 8");
  await expect(agent.getByLabel("Duration (days)")).toBeFocused();
  await agent.getByLabel("Duration (days)").fill("2");
  await agent.getByRole("button", { name: "Save draft" }).click();
  await expect(agent.getByText("Saved", { exact: true })).toBeVisible();

  // A colleague saves meanwhile: the agent's edits stay, the notice names what differs, and "keep mine"
  // saves over the colleague's version.
  await agent.getByLabel("Largest group").fill("10");
  const colleague = await context.newPage();
  await colleague.goto(`/agent/tours/${tourId}`);
  await colleague.getByLabel("Minimum age (years)").fill("12");
  await colleague.getByRole("button", { name: "Save draft" }).click();
  await expect(colleague.getByText("Saved", { exact: true })).toBeVisible();
  await colleague.close();
  await agent.getByRole("button", { name: "Save draft" }).click();
  const conflict = agent.getByTestId("conflict");
  await expect(conflict.getByRole("listitem")).toHaveText(["Minimum age", "Group size"]);
  await expect(agent.getByLabel("Largest group")).toHaveValue("10");
  await conflict.getByRole("button", { name: "Keep mine and save again" }).click();
  await expect(conflict).toHaveCount(0);
  await expect(agent.getByLabel("Minimum age (years)")).toHaveValue("0");

  // German texts on the German page: its tab is the one open, and the checklist speaks German.
  await agent.goto(`/de/agent/tours/${tourId}`);
  await expect(agent.getByRole("tab", { name: /Deutsch/ })).toHaveAttribute("aria-selected", "true");
  await expect(agent.getByTestId("publish-checklist")).toContainText("Titel (Deutsch)");
  await writeTexts(
    agent,
    {
      title: "Titel",
      summary: "Zusammenfassung",
      dayTitle: (n) => `Titel von Tag ${n}`,
      dayText: (n) => `Was an Tag ${n} geschieht`,
      included: "Inbegriffene Leistung 1",
    },
    {
      title: title.de,
      summary: "Zwei Tage auf der Spur des Erdferkels in den Aberdares.",
      days: [
        ["Von Nairobi in die Aberdares", "Fahrt nach Norden, abends am Waldrand."],
        ["Nachtwanderung und Rückfahrt", "Eine geführte Nachtwanderung, dann zurück nach Nairobi."],
      ],
      included: "Parkgebühren",
    },
  );
  await expect(agent.getByTestId("publish-checklist")).not.toContainText("(Deutsch)");
  await agent.getByRole("button", { name: "Entwurf speichern" }).click();
  await expect(agent.getByText("Gespeichert", { exact: true })).toBeVisible();

  // French texts on the French page; a checklist line leads to its field.
  await agent.goto(`/fr/agent/tours/${tourId}`);
  await agent
    .getByTestId("publish-checklist")
    .getByRole("link", { name: "Titre (français)", exact: true })
    .click();
  await expect(agent.getByLabel("Titre", { exact: true })).toBeFocused();
  await writeTexts(
    agent,
    {
      title: "Titre",
      summary: "Résumé",
      dayTitle: (n) => `Titre du jour ${n}`,
      dayText: (n) => `Au programme du jour ${n}`,
      included: "Prestation incluse 1",
    },
    {
      title: title.fr,
      summary: "Deux jours sur les traces de l’oryctérope dans les Aberdares.",
      days: [
        ["De Nairobi aux Aberdares", "Route vers le nord, lisière de la forêt au crépuscule."],
        ["Marche de nuit et retour", "Une marche de nuit guidée, puis retour à Nairobi."],
      ],
      included: "Droits d’entrée des parcs",
    },
  );
  // The first save's connection drops before it reaches the server: the form says so, and keeps
  // what was typed for the second.
  let saveDrops = true;
  await agent.route(
    (url) => url.pathname === `/api/agency/tours/${tourId}`,
    (route) => {
      if (!saveDrops || route.request().method() !== "PUT") return route.fallback();
      saveDrops = false;
      return route.abort("connectionreset");
    },
  );
  await agent.getByRole("button", { name: "Enregistrer le brouillon" }).click();
  await expect(agent.getByRole("alert").filter({ hasText: "La connexion a été interrompue." })).toHaveText(
    "La connexion a été interrompue. Veuillez vérifier votre connexion Internet et réessayer.",
  );
  await agent.getByRole("button", { name: "Enregistrer le brouillon" }).click();
  await expect(agent.getByText("Enregistré", { exact: true })).toBeVisible();
  // A cover photo and a departure are left; the cover's line leads to the photos.
  const checklist = agent.getByTestId("publish-checklist");
  await expect(checklist.getByRole("listitem")).toHaveText([
    "Une photo de couverture",
    "Un départ à venir en vente",
  ]);
  await checklist.getByRole("link", { name: "Une photo de couverture" }).click();
  await expect(agent.getByRole("heading", { name: "Photos", level: 2 })).toBeFocused();

  // Two photos: uploaded, processed by the twin, described in the three languages; the second becomes
  // the cover and moves first, its move announced and the focus kept on its buttons.
  await agent.getByLabel("Ajouter des photos").setInputFiles(tourPhotoFiles);
  const photos = agent.getByTestId("editor-photo");
  await expect(photos.getByTestId("photo-thumbnail")).toHaveCount(2, { timeout: 30_000 });
  const descriptions = [
    { anglais: "A forest camp", allemand: "Ein Waldlager", français: "Un camp en forêt" },
    {
      anglais: "An aardvark at dusk",
      allemand: "Ein Erdferkel am Abend",
      français: "Un oryctérope au crépuscule",
    },
  ];
  for (const [index, texts] of descriptions.entries()) {
    for (const [language, text] of Object.entries(texts)) {
      await photos.nth(index).getByLabel(`Description (${language})`).fill(text);
    }
  }
  const coverPhotoId = (await photos.nth(1).getByRole("radio").getAttribute("value")) ?? "";
  const otherPhotoId = (await photos.nth(0).getByRole("radio").getAttribute("value")) ?? "";
  await photos.nth(1).getByRole("radio", { name: "Photo de couverture" }).check();
  await agent.getByRole("button", { name: "Avancer la photo 2" }).click();
  await expect(agent.getByTestId("photos-announcement")).toHaveText("La photo 2 est maintenant la photo 1.");
  await expect(agent.getByRole("button", { name: "Reculer la photo 1" })).toBeFocused();
  await expect(photos.nth(0).getByRole("radio")).toBeChecked();
  await expect(photos.nth(0).getByLabel("Description (français)")).toHaveValue("Un oryctérope au crépuscule");
  await agent.getByRole("button", { name: "Enregistrer le brouillon" }).click();
  await expect(agent.getByText("Enregistré", { exact: true })).toBeVisible();
  await expectAccessible(agent, "the French photos");
  // Only a departure is left to add before publishing.
  await expect(checklist.getByRole("listitem")).toHaveText(["Un départ à venir en vente"]);

  // A series of departures, previewed before anything is created.
  await agent.goto(`/agent/tours/${tourId}`);
  await agent.getByLabel("A series").check();
  await agent.getByLabel("From").fill(isoDaysFromNow(20));
  // Three dates whatever today's weekday: the first Saturday is 20–26 days ahead, the fourth 62–68.
  await agent.getByLabel("Until").fill(isoDaysFromNow(61));
  await agent.getByLabel("Weekday").selectOption("6");
  await agent.getByLabel("Every how many weeks").fill("2");
  await agent.getByLabel("Places per departure").fill("4");
  const preview = agent.getByTestId("series-preview");
  await expect(preview).toContainText("This series adds 3 dates:");
  await expect(preview.getByRole("listitem")).toHaveCount(3);
  await agent.getByRole("button", { name: "Add the dates" }).click();
  await expect(agent.getByTestId("agency-departure")).toHaveCount(3);
  const firstDate = (await agent.getByTestId("agency-departure").first().getAttribute("data-date")) ?? "";
  // A date the tour has already: said on the field, and nothing is sent.
  await agent.getByLabel("One date").check();
  await agent.getByLabel("Departure date").fill(firstDate);
  await agent.getByRole("button", { name: "Add the date" }).click();
  await expect(agent.getByText("This tour has a departure on this date already.")).toBeVisible();
  await expect(agent.getByLabel("Departure date")).toBeFocused();
  await expect(agent.getByTestId("agency-departure")).toHaveCount(3);
  // The last date: sales closed, then deleted, as nobody ever booked it.
  const last = agent.getByTestId("agency-departure").last();
  // The row's buttons keep their own height beside the taller capacity field (once stretched to it).
  const heights = await Promise.all(
    [/Set capacity/, /Close sales/, /Delete/].map(
      async (name) => (await last.getByRole("button", { name }).boundingBox())?.height ?? 0,
    ),
  );
  expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(2);
  await last.getByRole("button", { name: /Close sales/ }).click();
  await expect(last).toContainText("Not on sale");
  await last.getByRole("button", { name: /Delete/ }).click();
  await expect(agent.getByTestId("agency-departure")).toHaveCount(2);
  await expect(agent.getByTestId("publish-checklist")).toContainText("the tour can be published");

  // The preview in French: the travellers' page, from the saved draft.
  const frPreview = await agent.getByTestId("preview-fr").getAttribute("href");
  expect(frPreview).toBe(`/fr/agent/tours/${tourId}/preview`);
  await agent.goto(frPreview ?? "");
  await expect(agent.getByRole("heading", { level: 1 })).toHaveText(title.fr);
  await expect(agent.getByTestId("preview-banner")).toContainText("Aperçu du brouillon enregistré.");
  await expect(agent.getByTestId("bottom-bar")).toHaveCount(0);
  await expectAccessible(agent, "the French preview");

  // Publish.
  await agent.goto(`/agent/tours/${tourId}`);
  await agent.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(agent.getByTestId("tour-state")).toHaveText("Live");

  // An anonymous visitor finds it in the lists and books two places through the local checkout.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto("/group-tours");
  await expect(visitor.getByRole("link", { name: title.en })).toBeVisible();
  // The cover on the card and above the page: the processed WebP renderings, by width.
  const coverBase = `/uploads/tour-photos/${tourId}/${coverPhotoId}`;
  const card = visitor.getByRole("listitem").filter({ has: visitor.getByRole("link", { name: title.en }) });
  await expect(card.getByRole("img")).toHaveAttribute("srcset", new RegExp(`${coverBase}-640\\.webp 640w`));
  const rendering = await visitor.request.get(`${coverBase}-320.webp`);
  expect(rendering.headers()["content-type"]).toBe("image/webp");
  await visitor.goto("/group-tours/kenya");
  await visitor.getByRole("link", { name: title.en }).click();
  await expect(visitor).toHaveURL(new RegExp(`/group-tour/${tourId}$`));
  const before = (await publicDepartures(visitor.request, tourId)).find((d) => d.startDate === firstDate);
  expect(before?.placesLeft).toBe(4);
  await visitor.goto(`/group-tour/${tourId}/dates`);
  await visitor.locator(`[data-date="${firstDate}"]`).click();
  await visitor.getByRole("button", { name: "Continue" }).click();
  await visitor.getByLabel("Travellers", { exact: true }).fill("2");
  await visitor.getByLabel("Shared rooms", { exact: true }).fill("1");
  await visitor.getByLabel("Single rooms", { exact: true }).fill("0");
  await visitor.getByRole("button", { name: "Continue" }).click();
  await visitor.locator("#lead-first-name").fill("Amani");
  await visitor.locator("#lead-last-name").fill("Otieno");
  await visitor.locator("#lead-email").fill(uniqueEmail("visitor"));
  await visitor.getByLabel("Country", { exact: true }).selectOption("KE");
  await visitor.locator("#lead-phone-number").fill("0712 345678");
  await visitor.getByLabel("Nationality").selectOption("KE");
  await visitor.locator("#lead-birth-date").fill("1992-01-15");
  await visitor.locator("#traveller-2-first-name").fill("Wanjiru");
  await visitor.locator("#traveller-2-last-name").fill("Otieno");
  await visitor.locator("#traveller-2-birth-date").fill("1994-06-02");
  await visitor.getByRole("button", { name: "Continue" }).click();
  await visitor.getByRole("tab", { name: "Guest" }).click();
  await visitor.getByRole("button", { name: "Continue as guest" }).click();
  await expect(visitor).toHaveURL(/\/summary$/);
  await visitor.getByLabel(/I accept the/).check();
  await visitor.getByRole("button", { name: "Pay securely" }).click();
  await expect(visitor).toHaveURL(/\/local-checkout\//);
  await visitor.getByRole("button", { name: /^Pay/ }).click();
  await expect(visitor).toHaveURL(/\/group-tour\/thank-you\?booking=/);
  await expect
    .poll(
      async () =>
        (await publicDepartures(visitor.request, tourId)).find((d) => d.startDate === firstDate)?.placesLeft,
    )
    .toBe(2);
  // The page in French: the cover, then the other photo in the gallery, described in French.
  await visitor.goto(`/fr/group-tour/${tourId}`);
  await expect(visitor.getByRole("img", { name: "Un oryctérope au crépuscule" })).toHaveAttribute(
    "srcset",
    new RegExp(`${coverBase}-1536\\.webp 1536w`),
  );
  const gallery = visitor.getByTestId("tour-gallery");
  await expect(gallery.getByRole("img")).toHaveAttribute("alt", "Un camp en forêt");
  await expect(gallery.getByRole("img")).toHaveAttribute("loading", "lazy");
  await expect(gallery.getByRole("img")).toHaveAttribute(
    "srcset",
    new RegExp(`/uploads/tour-photos/${tourId}/${otherPhotoId}-320\\.webp 320w`),
  );
  await visitorContext.close();

  // The agent sees the two places taken and cannot cut the capacity below them.
  await agent.reload();
  const departure = agent.locator(`[data-testid="agency-departure"][data-date="${firstDate}"]`);
  await expect(departure).toContainText("2 places taken");
  await departure.getByLabel("Capacity").fill("1");
  await departure.getByRole("button", { name: /Set capacity/ }).click();
  // Announced: the focus stays on the row's button.
  await expect(departure.getByRole("alert")).toHaveText(
    "Places already taken on this departure: 2. The capacity cannot be lower than that.",
  );
  await expect(departure).toContainText("2 places left");

  // Unpublishing asks first and says the booking stays; the tour then leaves the public API.
  await agent.getByRole("button", { name: "Unpublish" }).click();
  const dialog = agent.getByRole("dialog", { name: "Unpublish this tour?" });
  await expect(dialog).toContainText("Bookings already made stay untouched");
  await expectAccessible(agent, "the unpublish dialog");
  await dialog.getByRole("button", { name: "Unpublish" }).click();
  await expect(agent.getByTestId("tour-state")).toHaveText("Unpublished");
  expect((await agent.request.get(`/api/group-tours/${tourId}`)).status()).toBe(404);
});

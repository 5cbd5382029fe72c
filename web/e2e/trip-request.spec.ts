import { expect, type Page, test } from "./fixtures";
import { signInByCookies } from "./support/sign-in";
import { enterMailedCode } from "./support/sign-up";

// The tailored-trip request wizard end to end against the local twin: the eight steps, their
// validation messages, answers kept across reloads, the header's resume offer, account creation in
// the flow (French), the signed-in path that skips it (German), the confirmation mail in the SES
// twin's store, keyboard reordering of the experiences, and the success page without a request.

const port = Number(process.env.E2E_PORT ?? 3100);
const sesStore = `http://127.0.0.1:${port + 3}/store`;
const password = "Safari!2026x";

function uniqueEmail(tag: string): string {
  return `e2e-request-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** An ISO date `days` from today (UTC, as the wizard counts). */
function inDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function expectStep(page: Page, path: string, heading: string, progress: string) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  const title = page.getByRole("heading", { level: 1, name: heading, exact: true });
  await expect(title).toBeVisible();
  await expect(page.getByTestId("wizard-progress")).toHaveText(progress);
}

/** The newest mail to `to` in the SES twin's store, waiting for it to arrive. */
async function mailTo(page: Page, to: string): Promise<string> {
  let text = "";
  await expect
    .poll(
      async () => {
        const store = (await (await page.request.get(sesStore)).json()) as {
          emails: {
            destination: { to: string[] };
            subject?: string;
            body: { text?: string; html?: string };
          }[];
        };
        const mail = store.emails.filter((e) => e.destination.to.includes(to)).at(-1);
        text = mail ? `${mail.subject ?? ""}\n${mail.body.text ?? ""}\n${mail.body.html ?? ""}` : "";
        return text.length > 0;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return text;
}

test("fr: a signed-out visitor completes the wizard, creating an account on the way, and gets the mail", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("fr");
  const base = "/fr/tailored-trips/kenya/request";

  // The /tailored-trips page's destination cards lead into the wizard.
  await page.goto("/fr/tailored-trips");
  await page.getByTestId("tailored-trip-link").filter({ hasText: "Kenya" }).click();
  await expectStep(page, `${base}/date`, "Date", "Étape 1 sur 8");

  await page.getByLabel("Dates approximatives").check();
  await page.getByLabel("Mois", { exact: true }).selectOption({ index: 3 });
  await page.getByLabel("2 semaines").check();
  await page.getByRole("button", { name: "Suivant" }).click();

  await expectStep(page, `${base}/travellers`, "Voyageurs", "Étape 2 sur 8");
  await page.getByLabel("Couple").check();
  await page.getByLabel("Adultes").fill("2");
  await page.getByRole("button", { name: "Suivant" }).click();

  await expectStep(page, `${base}/accommodations`, "Hébergements", "Étape 3 sur 8");
  await page.getByLabel("Haut de gamme").check();
  await page.getByLabel("Demi-pension").check();
  // A couple cannot ask for three single rooms: said on the field, in French.
  await page.getByLabel("Chambres individuelles").fill("3");
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(
    page.getByText("Il n’y a que 2 voyageurs, donc 2 chambres individuelles au maximum"),
  ).toBeVisible();
  await expect(page.getByLabel("Chambres individuelles")).toHaveAttribute("aria-invalid", "true");
  await expectStep(page, `${base}/accommodations`, "Hébergements", "Étape 3 sur 8");
  await page.getByLabel("Chambres individuelles").fill("0");
  await page.getByRole("button", { name: "Suivant" }).click();

  await expectStep(page, `${base}/experiences`, "Expériences", "Étape 4 sur 8");
  await page.getByLabel("Nature et faune").check();
  await page.getByLabel("Cuisine locale").check();
  await page.getByRole("button", { name: "Suivant" }).click();

  await expectStep(page, `${base}/budget`, "Budget", "Étape 5 sur 8");
  await expect(page.getByText("Hébergement", { exact: true })).toBeVisible();
  await expect(page.getByText("Vols", { exact: true })).toBeVisible();
  await page.getByLabel("Budget par voyageur (CHF)").fill("4500");
  await page.getByLabel("Lune de miel").check();
  await page.getByRole("button", { name: "Suivant" }).click();

  await expectStep(page, `${base}/contact`, "Contact", "Étape 6 sur 8");
  const notes = page.getByLabel("Autre chose que l’agent devrait savoir ? (facultatif)");
  await notes.fill("x".repeat(1999));
  await expect(page.getByTestId("character-count")).toHaveText("1 caractère restant");
  await notes.fill("x".repeat(2000));
  await expect(page.getByTestId("character-count")).toHaveText("Plus aucun caractère disponible");
  await notes.fill("x".repeat(2002));
  await expect(page.getByTestId("character-count")).toHaveText("2 caractères en trop");
  await notes.fill("Nous aimons les oiseaux.");
  await page.getByRole("button", { name: "Suivant" }).click();

  await expectStep(page, `${base}/create-account`, "Créer un compte", "Étape 7 sur 8");
  await page.getByLabel("Nom complet").fill("Aïssatou Diop");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByLabel("Confirmez le mot de passe").fill(password);
  await page.getByLabel(/J’accepte les/).check();
  await page.getByRole("button", { name: "Créer un compte" }).click();
  // The address is proven with the mailed code inside the wizard's step; the answers stay.
  await expect(page).toHaveURL(new RegExp(`${base}/create-account$`));
  await enterMailedCode(page, email, "fr");

  await expectStep(page, `${base}/summary`, "Récapitulatif", "Étape 8 sur 8");
  await expect(page.getByTestId("summary-date")).toContainText("2 semaines");
  await expect(page.getByTestId("summary-travellers")).toContainText("Couple · 2 adultes");
  await expect(page.getByTestId("summary-accommodations")).toContainText(
    "Haut de gamme (4 étoiles) · Demi-pension",
  );
  await expect(page.getByTestId("summary-experiences").getByRole("listitem")).toHaveText([
    "Nature et faune",
    "Cuisine locale",
  ]);
  await expect(page.getByTestId("summary-budget")).toContainText("Lune de miel");
  await expect(page.getByTestId("summary-contact")).toContainText("Nous aimons les oiseaux.");
  await expect(page.getByRole("link", { name: "Modifier : Budget" })).toHaveAttribute(
    "href",
    `${base}/budget`,
  );
  await page.getByRole("button", { name: "Envoyer la demande" }).click();

  await expect(page).toHaveURL(new RegExp(`${base}/success$`));
  await expect(page.getByRole("heading", { level: 1, name: "Merci pour votre demande" })).toBeVisible();
  await expect(page.getByTestId("trip-request-success")).toContainText("Un agent vous répond sous 72 heures");
  // The country with its preposition ("au Kenya"), as French says it, not a bare name after "pour".
  await expect(page.getByTestId("trip-request-success")).toContainText(
    "Votre demande de voyage sur mesure au Kenya a été envoyée à notre agence locale.",
  );
  // Its short reference (docs/decisions/0003-short-references.md), which the mail carries too.
  const reference = page.getByTestId("trip-request-success").getByTestId("reference");
  await expect(reference).toHaveText(/^TMB-[2-9A-HJKMNP-TV-Z]{5}$/);
  const referenceText = await reference.textContent();

  const mail = await mailTo(page, email);
  expect(mail).toContain(`Référence\u00a0: ${referenceText}`);
  expect(mail).toContain("Nous avons bien reçu votre demande de voyage sur mesure");
  expect(mail).toContain("sous 72 heures");

  // Sending ended the session: nothing to resume, and the answers are gone.
  await page.goto("/fr");
  await expect(page.getByTestId("resume-trip-request")).toHaveCount(0);
  await page.goto(`${base}/summary`);
  await expectStep(page, `${base}/date`, "Date", "Étape 1 sur 8");
});

test("en: every step says what is wrong with bad input, and a step opened ahead goes back", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const base = "/tailored-trips/ghana/request";
  const next = page.getByRole("button", { name: "Next" });

  // Out of order: the summary of an empty request opens the first step.
  await page.goto(`${base}/summary`);
  await expectStep(page, `${base}/date`, "Date", "Step 1 of 8");

  await next.click();
  await expect(page.getByText("Start date required")).toBeVisible();
  await expect(page.getByText("End date required")).toBeVisible();
  // A failed Next focuses the first invalid field, which names its message.
  await expect(page.getByLabel("Departure")).toBeFocused();
  await expect(page.getByLabel("Departure")).toHaveAccessibleDescription("Start date required");
  await page.getByLabel("Departure").fill(inDays(20));
  // After a submit, a field's message follows its changes; the others wait for theirs.
  await expect(page.getByText("Start date required")).toHaveCount(0);
  await expect(page.getByText("End date required")).toBeVisible();
  await page.getByLabel("Return").fill(inDays(21));
  await next.click();
  await expect(page.getByText("At least 3 days required")).toBeVisible();
  await expect(page.getByLabel("Return")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Return")).toBeFocused();
  await page.getByLabel("Approximate dates").check();
  await next.click();
  await expect(page.getByText("Month required")).toBeVisible();
  await expect(page.getByText("You need to select one duration")).toBeVisible();
  await expect(page.getByLabel("Month", { exact: true })).toBeFocused();
  await expect(page.getByRole("group", { name: "Duration" })).toHaveAccessibleDescription(
    "You need to select one duration",
  );
  await page.getByLabel("Exact dates").check();
  await page.getByLabel("Return").fill(inDays(30));
  await next.click();

  await expectStep(page, `${base}/travellers`, "Travellers", "Step 2 of 8");
  // The step's heading takes the focus, so screen readers start at the new step.
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await page.getByRole("button", { name: "Add a child" }).click();
  await page.getByLabel("Adults").fill("0");
  await next.click();
  await expect(page.getByText("Please select a group type")).toBeVisible();
  await expect(page.getByText("Please enter between 1 and 50 adults")).toBeVisible();
  await expect(page.getByText("This field cannot be empty")).toBeVisible();
  await page.getByLabel("Family").check();
  await page.getByLabel("Adults").fill("2");
  // Removing a child by keyboard keeps the focus in the list: on the child now in its place, or on
  // "Add a child" once none is left.
  await page.getByRole("button", { name: "Add a child" }).click();
  await page.getByLabel("Age of child 2").selectOption("4");
  await page.getByRole("button", { name: "Remove child 1" }).press("Enter");
  await expect(page.getByLabel("Age of child 1")).toBeFocused();
  await expect(page.getByLabel("Age of child 1")).toHaveValue("4");
  await page.getByRole("button", { name: "Remove child 1" }).press("Enter");
  await expect(page.getByRole("button", { name: "Add a child" })).toBeFocused();
  await page.getByRole("button", { name: "Add a child" }).click();
  await page.getByLabel("Age of child 1").selectOption("9");
  await next.click();

  await expectStep(page, `${base}/accommodations`, "Accommodations", "Step 3 of 8");
  await next.click();
  await expect(page.getByText("Please select one accommodation type")).toBeVisible();
  await expect(page.getByText("Please select one meal plan")).toBeVisible();
  await expect(page.getByText("Please enter the number of single rooms (0 for none)")).toBeVisible();
  await expect(page.getByLabel("Luxury")).toBeVisible();
  await page.getByLabel("Middle class").check();
  await page.getByLabel("Full board").check();
  await page.getByLabel("Single rooms").fill("1");
  await next.click();

  await expectStep(page, `${base}/experiences`, "Experiences", "Step 4 of 8");
  await next.click();
  await expect(page.getByText("Please select at least one experience category")).toBeVisible();
  await page.getByLabel("Culture and history").check();
  await expect(page.getByText("Please select at least one experience category")).toHaveCount(0);
  await next.click();

  await expectStep(page, `${base}/budget`, "Budget", "Step 5 of 8");
  await page.getByLabel("Budget per traveller (CHF)").fill("999");
  await next.click();
  await expect(page.getByText("The minimum budget is CHF 1,000")).toBeVisible();
  await expect(page.getByText("Please select a trip reason")).toBeVisible();
  await page.getByLabel("Budget per traveller (CHF)").fill("1000");
  await page.getByLabel("Study trip").check();
  await next.click();

  await expectStep(page, `${base}/contact`, "Contact", "Step 6 of 8");
  await page.getByLabel("Anything else the agent should know? (optional)").fill("Quiet places, please.");
  await next.click();
  await expectStep(page, `${base}/create-account`, "Create an account", "Step 7 of 8");

  // In the flow, the account forms keep their own messages.
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(
    page.getByText("Please accept the terms and conditions and privacy policy to continue."),
  ).toBeVisible();
  await page.getByRole("tab", { name: "Log in" }).click();
  await page.getByLabel("E-mail").fill(uniqueEmail("nobody"));
  await page.getByLabel("Password").fill("Wrong!Password1");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your credentials are wrong." })).toBeVisible();
});

test("answers survive a reload, and the header offers to resume or discard the request @mobile", async ({
  page,
}) => {
  const base = "/tailored-trips/namibia/request";
  await page.goto(`${base}/date`);
  await page.getByLabel("Approximate dates").check();
  // The list starts with next month: no offer could precede a trip in a month that has begun.
  const now = new Date();
  const nextMonth = new Intl.DateTimeFormat("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)));
  await expect(page.getByLabel("Month", { exact: true }).locator("option").nth(1)).toHaveText(nextMonth);
  await page.getByLabel("Month", { exact: true }).selectOption({ index: 1 });
  await page.getByLabel("3 weeks").check();
  await page.getByRole("button", { name: "Next" }).click();
  await expectStep(page, `${base}/travellers`, "Travellers", "Step 2 of 8");
  await page.getByLabel("Friends").check();
  await page.getByLabel("Adults").fill("4");
  await page.getByRole("button", { name: "Next" }).click();
  await expectStep(page, `${base}/accommodations`, "Accommodations", "Step 3 of 8");

  await page.reload();
  await expectStep(page, `${base}/accommodations`, "Accommodations", "Step 3 of 8");
  await page.getByRole("link", { name: "Back" }).click();
  await expectStep(page, `${base}/travellers`, "Travellers", "Step 2 of 8");
  await expect(page.getByLabel("Friends")).toBeChecked();
  await expect(page.getByLabel("Adults")).toHaveValue("4");
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page.getByLabel("Approximate dates")).toBeChecked();
  await expect(page.getByLabel("3 weeks")).toBeChecked();

  // Elsewhere on the site the header offers to resume where the visitor left off.
  await page.goto("/group-tours");
  const resume = page.getByTestId("resume-trip-request");
  await expect(resume).toContainText("You have an unfinished request for a trip in Namibia.");
  await resume.getByRole("link", { name: "Resume your trip request" }).click();
  await expectStep(page, `${base}/accommodations`, "Accommodations", "Step 3 of 8");

  await page.goto("/");
  await page.getByRole("button", { name: "Discard your trip request" }).click();
  await expect(resume).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(resume).toHaveCount(0);
  await page.goto(`${base}/travellers`);
  await expectStep(page, `${base}/date`, "Date", "Step 1 of 8");
});

test("en: the experiences' priority order changes with the keyboard, announced", async ({ page }) => {
  const base = "/tailored-trips/rwanda/request";
  // The first three steps as a returning visitor left them.
  await page.goto("/");
  await page.evaluate(() => {
    localStorage.setItem(
      "tembea_trip_request_draft:rwanda",
      JSON.stringify({
        date: { kind: "approximate", month: "2030-05", weeks: 1 },
        travellers: { groupType: "solo", adults: 1, children: [] },
        accommodation: { hotelClass: 2, mealPlan: "breakfast", singleRooms: 1 },
        updatedAt: 1,
      }),
    );
  });
  await page.goto(`${base}/experiences`);
  await expectStep(page, `${base}/experiences`, "Experiences", "Step 4 of 8");

  for (const name of ["Adventure and sports", "Local cuisine", "Water experiences"]) {
    await page.getByLabel(name).focus();
    await page.keyboard.press("Space");
  }
  const priorities = page.getByTestId("experience-priorities").getByRole("listitem");
  await expect(priorities).toHaveText([/Adventure and sports/, /Local cuisine/, /Water experiences/]);

  await page.getByRole("button", { name: "Move Water experiences up" }).focus();
  await page.keyboard.press("Enter");
  await expect(priorities).toHaveText([/Adventure and sports/, /Water experiences/, /Local cuisine/]);
  await expect(page.getByRole("status").filter({ hasText: "moved" })).toHaveText(
    "Water experiences moved to position 2 of 3",
  );
  await expect(page.getByRole("button", { name: "Move Water experiences up" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(priorities).toHaveText([/Water experiences/, /Adventure and sports/, /Local cuisine/]);
  await expect(page.getByRole("status").filter({ hasText: "moved" })).toHaveText(
    "Water experiences moved to position 1 of 3",
  );
  // At the top, "up" is disabled; the focus stays on the item, on its other button.
  await expect(page.getByRole("button", { name: "Move Water experiences down" })).toBeFocused();

  await page.getByRole("button", { name: "Next" }).click();
  await expectStep(page, `${base}/budget`, "Budget", "Step 5 of 8");
  await page.getByRole("link", { name: "Back" }).click();
  await expect(priorities).toHaveText([/Water experiences/, /Adventure and sports/, /Local cuisine/]);
});

test("de: the signed-in demo traveller skips create-account, sees the budget in euro and sends the request", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await context.addCookies([{ name: "tembea_currency", value: "EUR", url: baseURL ?? "http://localhost" }]);
  await signInByCookies(context, "traveller@tembea.local", "Safari!2026");

  const base = "/de/tailored-trips/tanzania/request";
  await page.goto(`${base}/date`);
  await expectStep(page, `${base}/date`, "Datum", "Schritt 1 von 8");
  // A return before the departure is said to be that.
  await page.getByLabel("Abreise").fill(inDays(50));
  await page.getByLabel("Rückreise").fill(inDays(40));
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByLabel("Rückreise")).toHaveAccessibleDescription(
    "Die Rückreise muss nach der Abreise liegen",
  );
  await page.getByLabel("Abreise").fill(inDays(40));
  await page.getByLabel("Rückreise").fill(inDays(50));
  await page.getByRole("button", { name: "Weiter" }).click();

  await expectStep(page, `${base}/travellers`, "Reisende", "Schritt 2 von 8");
  // "Allein" is one adult: three are refused on the adults' field.
  await page.getByLabel("Allein").check();
  await page.getByLabel("Erwachsene").fill("3");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByLabel("Erwachsene")).toHaveAccessibleDescription(
    "Allein reist eine erwachsene Person ohne Begleitung",
  );
  await page.getByLabel("Familie").check();
  await page.getByLabel("Erwachsene").fill("2");
  await page.getByRole("button", { name: "Kind hinzufügen" }).click();
  await page.getByLabel("Alter von Kind 1").selectOption("6");
  await page.getByRole("button", { name: "Weiter" }).click();

  await expectStep(page, `${base}/accommodations`, "Unterkünfte", "Schritt 3 von 8");
  await page.getByLabel("Luxus").check();
  await page.getByLabel("Vollpension").check();
  // Two adults and a child are three travellers, the child counted: three single rooms, not four.
  await page.getByLabel("Einzelzimmer").fill("4");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByText("Es reisen nur 3 Personen, also höchstens 3 Einzelzimmer")).toBeVisible();
  await page.getByLabel("Einzelzimmer").fill("3");
  await page.getByRole("button", { name: "Weiter" }).click();

  await expectStep(page, `${base}/experiences`, "Erlebnisse", "Schritt 4 von 8");
  await page.getByLabel("Spa und Wellness").check();
  await page.getByRole("button", { name: "Weiter" }).click();

  // The minimum is CHF 1,000, shown in euro at the twin's demo rate (1.0712), rounded up.
  await expectStep(page, `${base}/budget`, "Budget", "Schritt 5 von 8");
  await page.getByLabel("Budget pro Person (EUR)").fill("1071");
  await page.getByLabel("Ferien").check();
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByText("Das Mindestbudget beträgt 1.072 €")).toBeVisible();
  await page.getByLabel("Budget pro Person (EUR)").fill("1072");
  await page.getByRole("button", { name: "Weiter" }).click();

  await expectStep(page, `${base}/contact`, "Kontakt", "Schritt 6 von 8");
  await expect(page.getByTestId("contact-account")).toContainText("traveller@tembea.local");
  // The note holds 2,000 characters: a count shows what is left once little is, and by how much a
  // paste went past it; nothing is cut. A screen reader hears it once typing pauses, and with the
  // field's description; the step refuses the note until it fits.
  const notes = page.getByRole("textbox", { name: "Was sollte die Agentur sonst noch wissen? (optional)" });
  const count = page.getByTestId("character-count");
  await notes.fill("Wir reisen gern langsam. ".repeat(70)); // 1,750 characters
  await expect(count).toHaveCount(0);
  await notes.press("End");
  await page.keyboard.insertText(" Und wir lieben Vögel.".repeat(20)); // 440 more, pasted
  await expect(notes).toHaveValue(/^.{2190}$/s);
  await expect(count).toHaveText("190 Zeichen zu viel");
  await expect(page.locator("[aria-live=polite]").filter({ hasText: "190 Zeichen zu viel" })).toHaveCount(1);
  await expect(notes).toHaveAccessibleDescription(/190 Zeichen zu viel/);
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(notes).toHaveAccessibleDescription(/Diese Angabe ist zu lang/);
  await expect(page).toHaveURL(new RegExp(`${base}/contact$`));
  await notes.fill("x".repeat(2000));
  await expect(count).toHaveText("Keine Zeichen mehr übrig");
  await notes.press("Backspace");
  await expect(count).toHaveText("Noch 1 Zeichen übrig");
  // Counted as the request's schema measures it, without the spaces around: 1,800, 200 left, a tenth.
  await notes.fill(` ${"x".repeat(1800)}\n`);
  await expect(count).toHaveText("Noch 200 Zeichen übrig");
  await notes.fill("Wir lieben Vögel.");
  await expect(count).toHaveCount(0);
  await page.getByRole("button", { name: "Weiter" }).click();

  // Signed in: straight from contact to the summary, and create-account is not offered.
  await expectStep(page, `${base}/summary`, "Zusammenfassung", "Schritt 8 von 8");
  await page.goto(`${base}/create-account`);
  await expectStep(page, `${base}/summary`, "Zusammenfassung", "Schritt 8 von 8");
  await expect(page.getByTestId("summary-travellers")).toContainText("Familie · 2 Erwachsene, 1 Kind (6)");
  await expect(page.getByTestId("summary-accommodations")).toContainText("3 Einzelzimmer");
  await expect(page.getByTestId("summary-budget")).toContainText("€");
  await expect(page.getByTestId("summary-contact")).toContainText("Wir lieben Vögel.");

  // The send fails on the server's side (made to, here): said under the summary, and not there any
  // more once an answer has been edited and the summary opened again.
  await page.route("**/api/trip-requests", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"error":{"code":"INTERNAL","message":"Down"}}',
    }),
  );
  await page.getByRole("button", { name: "Anfrage senden" }).click();
  const failed = page
    .getByRole("alert")
    .filter({ hasText: "Etwas ist schiefgelaufen, bitte versuchen Sie es erneut." });
  await expect(failed).toBeVisible();
  await page.unroute("**/api/trip-requests");

  // Back to the travellers, the child stays home: the three rooms chosen before no longer fit.
  await page.getByRole("link", { name: "Bearbeiten: Reisende" }).click();
  await expectStep(page, `${base}/travellers`, "Reisende", "Schritt 2 von 8");
  await page.getByRole("button", { name: "Kind 1 entfernen" }).click();
  await page.getByRole("button", { name: "Weiter" }).click();
  await expectStep(page, `${base}/accommodations`, "Unterkünfte", "Schritt 3 von 8");
  // Said at once, on the field, before anything is pressed.
  await expect(page.getByText("Es reisen nur 2 Personen, also höchstens 2 Einzelzimmer")).toBeVisible();
  await expect(page.getByLabel("Einzelzimmer")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Einzelzimmer")).toHaveAttribute("max", "2");
  // The summary (or any later step) opened now sends back to the rooms.
  await page.goto(`${base}/summary`);
  await expectStep(page, `${base}/accommodations`, "Unterkünfte", "Schritt 3 von 8");
  await page.goto(`${base}/budget`);
  await expectStep(page, `${base}/accommodations`, "Unterkünfte", "Schritt 3 von 8");
  await page.getByLabel("Einzelzimmer").fill("2");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expectStep(page, `${base}/experiences`, "Erlebnisse", "Schritt 4 von 8");
  await page.goto(`${base}/summary`);
  await expectStep(page, `${base}/summary`, "Zusammenfassung", "Schritt 8 von 8");
  await expect(page.getByTestId("summary-travellers")).toContainText("Familie · 2 Erwachsene");
  await expect(page.getByTestId("summary-travellers")).not.toContainText("Kind");
  await expect(page.getByTestId("summary-accommodations")).toContainText("2 Einzelzimmer");
  await expect(failed).toHaveCount(0);
  await page.getByRole("link", { name: "Zurück" }).click();
  await expectStep(page, `${base}/contact`, "Kontakt", "Schritt 6 von 8");
  await page.getByRole("button", { name: "Weiter" }).click();

  // The connection drops on the way back: the request was stored, the browser never heard. Sent
  // again, it carries the same Idempotency-Key and is answered that request, not stored twice.
  let lostReference: string | undefined;
  await page.route("**/api/trip-requests", async (route) => {
    if (lostReference !== undefined) return route.continue();
    const answer = await route.fetch();
    lostReference = ((await answer.json()) as { reference: string }).reference;
    return route.abort("connectionreset");
  });
  const send = page.getByRole("button", { name: "Anfrage senden" });
  // Where the button sits in the page: the message must not push it away from the thumb.
  const top = () => send.evaluate((button) => button.getBoundingClientRect().top + window.scrollY);
  const where = await top();
  await send.click();
  await expect(page.getByRole("alert")).toHaveText(
    "Die Verbindung wurde unterbrochen. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.",
  );
  expect(await top()).toBe(where);
  expect(lostReference).toMatch(/^TMB-[2-9A-HJKMNP-TV-Z]{5}$/);
  await page.getByRole("button", { name: "Anfrage senden" }).click();

  await expect(page).toHaveURL(new RegExp(`${base}/success$`));
  await expect(page.getByRole("heading", { level: 1, name: "Vielen Dank für Ihre Anfrage" })).toBeVisible();
  await expect(page.getByText(/Referenz der Anfrage:/)).toBeVisible();
  await expect(page.getByTestId("trip-request-success").getByTestId("reference")).toHaveText(
    lostReference as string,
  );
});

test("the success page without a request, /request/thank-you, unknown destinations and the footer links", async ({
  page,
}) => {
  await page.goto("/tailored-trips/kenya/request/success");
  await expect(page.getByRole("heading", { level: 1, name: "No trip request found" })).toBeVisible();
  await page.goto("/fr/request/thank-you");
  await expect(
    page.getByRole("heading", { level: 1, name: "Aucune demande de voyage trouvée" }),
  ).toBeVisible();
  // An unknown destination is the 404, also with another destination's answers stored (their
  // parser is not loaded for a page that reads none of them).
  await page.evaluate(() =>
    localStorage.setItem(
      "tembea_trip_request_draft:kenya",
      JSON.stringify({ travellers: { groupType: "solo", adults: 1, children: [] }, updatedAt: 1 }),
    ),
  );
  const errors: string[] = [];
  page.on("console", (message) => {
    // Not the document's own status: an unknown destination answers 404 (docs/product-spec.md, section 8),
    // which the browser logs.
    if (message.type() === "error" && message.location().url !== page.url()) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/tailored-trips/atlantis/request/date");
  await expect(page.getByText("The page you are looking for cannot be found.")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);

  // The full footer has one request link per destination.
  await page.goto("/de");
  const footerLinks = page.getByRole("navigation", { name: "Massgeschneiderte Reisen" }).getByRole("link");
  await expect(footerLinks).toHaveCount(12);
  await expect(footerLinks.filter({ hasText: "Kenia" })).toHaveAttribute(
    "href",
    "/de/tailored-trips/kenya/request/date",
  );
});

import { type APIRequestContext, expect, test } from "./fixtures";
import { png } from "./support/png";
import { signInByCookies } from "./support/sign-in";
import { sesStore } from "./support/sign-up";
import { demoPassword, demoTraveller, idToken, uniqueEmail } from "./support/trips-api";

// The operator's area against the local twin: the demo admin creates an agency (a destination another
// agency answers is refused and named), edits it and finds the change in its history; the form in
// German and French; and nobody else gets in: a traveller sees the 404 page and the API says 403.

const admin = { email: "admin@tembea.local", password: demoPassword };

/** The invitation link mailed to an address, as the SES twin stored it. */
async function invitationLink(request: APIRequestContext, email: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        const { emails } = (await (await request.get(sesStore)).json()) as {
          emails: { destination: { to: string[] }; body: { text?: string } }[];
        };
        const text = emails.filter((m) => m.destination.to.includes(email)).at(-1)?.body.text ?? "";
        link = /https?:\/\/\S+\/invitation#token=[\w-]+/.exec(text)?.[0] ?? "";
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe("");
  return new URL(link).pathname + new URL(link).hash;
}

/** A name no other run has used. */
const uniqueName = (first: string) => `${first} ${Math.random().toString(36).slice(2, 8)}`;

test("en: an admin creates an agency, is refused a taken destination, edits it and sees the history", async ({
  page,
  context,
}) => {
  await signInByCookies(context, admin.email, admin.password);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Agencies", level: 1 })).toBeVisible();
  await expect(
    page.getByTestId("agency-list").getByRole("link", { name: "Mara Horizon Safaris" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "New agency" }).click();

  const name = uniqueName("Lagoon Trails");
  await page.getByLabel("Name", { exact: true }).fill(name);
  const city = page.getByRole("group", { name: "City" });
  const about = page.getByRole("group", { name: "Description" });
  // A description holds 4,000 characters a language: the count under its field says how many are left.
  await about.getByLabel("German").fill("x".repeat(3990));
  await expect(about.getByLabel("German")).toHaveAccessibleDescription("10 characters left");
  for (const [language, text] of [
    ["English", "Grand-Popo"],
    ["German", "Grand-Popo"],
    ["French", "Grand-Popo"],
  ] as const) {
    await city.getByLabel(language).fill(text);
    await about.getByLabel(language).fill(`${text}: lagoons and stilt villages.`);
  }
  await page.getByLabel("Language of its mails").selectOption("fr");
  await page.getByLabel("Address for request mails").fill("requests@lagoon.example");
  const destinations = page.getByRole("group", { name: "Destinations it answers tailored requests for" });
  await destinations.getByLabel("Kenya").check();
  await page.getByRole("button", { name: "Create agency" }).click();
  // Announced: the focus stays on the button while the server answers.
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "Another agency answers tailored requests for Kenya already." }),
  ).toBeVisible();

  await destinations.getByLabel("Kenya").uncheck();
  await page.getByRole("button", { name: "Create agency" }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/agencies\/lagoon-trails-/);

  await city.getByLabel("German").fill("Grand Popo");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  const latest = page.getByTestId("history-entry").first();
  await expect(latest).toContainText("Agency changed");
  await expect(latest).toContainText("City (German): Grand-Popo → Grand Popo");
  await expect(latest).toContainText("by admin@tembea.local");

  // Its logo: a wrong type is refused in the browser; a PNG is uploaded, processed by the twin's
  // photo function and shown as the rendered WebP.
  const logoInput = page.getByLabel("Choose a logo");
  await logoInput.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
  await expect(logoInput).toHaveAttribute("aria-invalid", "true");
  await logoInput.setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: png(160, 80, [20, 90, 200]),
  });
  await page.getByRole("button", { name: "Upload logo" }).click();
  const logo = page.getByRole("img", { name: `Logo of ${name}` });
  await expect(logo).toHaveAttribute(
    "src",
    /^\/uploads\/agency-logos\/lagoon-trails-[^/]+\/[0-9a-f-]{36}-128\.webp$/,
  );
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 128))
    .toBe(true);
  await expect(page.getByTestId("history-entry").first()).toContainText("Logo changed");

  // The agency's first agent: invited in German, the mail's link sets the password and signs in.
  const agent = uniqueEmail("agent");
  await page.getByLabel("Name", { exact: true }).last().fill("Kofi Mensah");
  await page.getByLabel("E-mail").fill(agent);
  await page.getByLabel("Language of the invitation").selectOption("de");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Invitation sent to ${agent}.` })).toBeVisible();
  await expect(page.getByTestId("agent-list")).toContainText("Invited");

  const link = await invitationLink(page.request, agent);
  expect(link).toMatch(/^\/de\/invitation#token=/);
  await context.clearCookies();
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Passwort festlegen", level: 1 })).toBeVisible();
  await page.getByLabel("Neues Passwort", { exact: true }).fill("Lagune!2026");
  await page.getByLabel("Neues Passwort bestätigen").fill("Lagune!2026");
  await page.getByRole("button", { name: "Passwort festlegen und anmelden" }).click();
  await expect(page).toHaveURL(/\/de\/agent$/);
  await page
    .getByRole("navigation", { name: "Agenturkonsole" })
    .getByRole("link", { name: "Agentur" })
    .click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId("my-agency-logo")).toBeVisible();
});

for (const { prefix, heading, create, required, invitation, invalid, noAgency } of [
  {
    prefix: "/de",
    heading: "Neue Agentur",
    create: "Agentur anlegen",
    required: "Dieses Feld",
    invitation: "Passwort festlegen",
    invalid: "Dieser Einladungslink ist falsch",
    noAgency: "Noch nimmt keine lokale Agentur Anfragen für Kenia entgegen.",
  },
  {
    prefix: "/fr",
    heading: "Nouvelle agence",
    create: "Créer l’agence",
    required: "Ce champ",
    invitation: "Choisissez votre mot de passe",
    invalid: "Ce lien d’invitation est erroné",
    noAgency: "Aucune agence locale ne prend encore de demandes pour Kenya.",
  },
]) {
  test(`${prefix}: the new agency form speaks the page's language and says what is missing @mobile`, async ({
    page,
    context,
  }) => {
    await signInByCookies(context, admin.email, admin.password);
    await page.goto(`${prefix}/admin/agencies/new`);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await page.getByRole("button", { name: create }).click();
    await expect(page.getByText(new RegExp(required)).first()).toBeVisible();
    // A link that is no invitation's is told as such, in the page's language.
    await context.clearCookies();
    await page.goto(`${prefix}/invitation#token=not-an-invitation`);
    await expect(page.getByRole("heading", { name: invitation, level: 1 })).toBeVisible();
    await page
      .getByLabel(/passe|Passwort/)
      .first()
      .fill("Lagune!2026");
    await page
      .getByLabel(/passe|Passwort/)
      .nth(1)
      .fill("Lagune!2026");
    await page
      .getByRole("button")
      .filter({ hasText: /anmelden|connecter/ })
      .click();
    await expect(page.getByRole("alert").filter({ hasText: invalid })).toBeVisible();
    // A destination no agency answers for (as on a new stage): the wizard says so on its first step.
    await page.route("**/api/destinations/kenya/trip-requests", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: '{"takesRequests":false}' }),
    );
    await page.goto(`${prefix}/tailored-trips/kenya/request/date`);
    await expect(page.getByTestId("no-agency-notice")).toHaveText(noAgency);
  });
}

test("a traveller at /admin sees the 404 page, and the API answers 403", async ({
  page,
  context,
  request,
}) => {
  await signInByCookies(context, demoTraveller, demoPassword);
  await page.goto("/admin");
  await expect(page.getByText("The page you are looking for cannot be found.")).toBeVisible();
  const token = await idToken(request, demoTraveller, demoPassword);
  const answer = await request.get("/api/admin/agencies", { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(403);
});

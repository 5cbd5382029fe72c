import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "./fixtures";
import { signInByCookies } from "./support/sign-in";
import { demoPassword, idToken, signUp, uniqueEmail } from "./support/trips-api";

// What people type is shown as text, never run as HTML: a traveller's notes and change request, and
// an agent's offer, each with <img onerror> and <script>, as the traveller and as the agent see them.
// Names cannot carry markup at all: the API refuses them. (Reviews: see my-trips.spec.ts.)

const markup = `<img src=x onerror="window.__xss='img'"><script>window.__xss='script'</script>`;
const kenyaAgent = "agent@tembea.local";

/** Nothing the text held became an element, and nothing of it ran. */
async function expectShownAsText(page: Page, texts: string[]) {
  const main = page.getByRole("main");
  for (const text of texts) await expect(main.getByText(text, { exact: false }).first()).toBeVisible();
  await expect(main.locator('img[src="x"]')).toHaveCount(0);
  await expect(main.locator("script")).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
}

/** Signed in as after the login page (accounts.spec.ts proves it); this is about what is shown then. */
const logIn = (page: Page, email: string, password: string) =>
  signInByCookies(page.context(), email, password);

test("markup in notes, change requests and offers shows as text to traveller and agent", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const password = "Safari!2026x";

  // A name with markup is refused, at sign-up as in a booking's traveller names.
  const refused = await page.request.post("/api/auth/sign-up", {
    data: {
      name: `Eve <img src=x onerror=alert(1)>`,
      email: uniqueEmail("xss-name"),
      password,
      passwordConfirmation: password,
      acceptTerms: true,
      locale: "en",
    },
  });
  expect(refused.status()).toBe(400);

  const email = uniqueEmail("xss");
  await signUp(page.request, "Eve Marchetti", email, password);
  const token = await idToken(page.request, email, password);
  const notes = `Notes ${markup}`;
  const change = `Change ${markup}`;
  const submitted = await page.request.post("/api/trip-requests", {
    headers: { authorization: `Bearer ${token}`, "idempotency-key": randomUUID() },
    data: {
      destination: "kenya",
      date: { kind: "exact", departure: "2099-09-01", return: "2099-09-09" },
      travellers: { groupType: "couple", adults: 2, children: [] },
      accommodation: { hotelClass: 3, mealPlan: "breakfast", singleRooms: 0 },
      experiences: ["nature-and-wildlife"],
      budgetPerTravellerChf: 300_000,
      tripReason: "vacation",
      notes,
      locale: "en",
    },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  const { id } = (await submitted.json()) as { id: string };
  const changed = await page.request.post(`/api/me/trip-requests/${id}/change-requests`, {
    headers: { authorization: `Bearer ${token}`, "idempotency-key": randomUUID() },
    data: { text: change },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  const offerDay = `Day ${markup}`;
  const offered = await page.request.post(`/api/agency/trip-requests/${id}/offer`, {
    headers: {
      authorization: `Bearer ${await idToken(page.request, kenyaAgent, demoPassword)}`,
      "idempotency-key": randomUUID(),
    },
    data: {
      title: "Kenya as text",
      days: [{ title: "Arrival", description: offerDay }],
      pricePerTravellerChf: 300_000,
      inclusions: [`Inclusion ${markup}`],
      exclusions: ["Visa"],
      validUntil: "2099-08-31",
    },
  });
  expect(offered.ok(), await offered.text()).toBe(true);

  await logIn(page, email, password);
  await page.goto(`/account/trips/request/${id}`);
  await expectShownAsText(page, [notes, change, offerDay]);

  await context.clearCookies();
  await logIn(page, kenyaAgent, demoPassword);
  await page.goto(`/agent/requests/${id}`);
  await expectShownAsText(page, [notes, change]);
});

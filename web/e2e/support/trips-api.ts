import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect } from "@playwright/test";
import { confirmSignUp } from "./sign-up";

// Sets up a traveller's trips through the same API and local checkout a person would use, so the
// browser tests start from real bookings, requests and offers rather than from table writes.

export const demoPassword = "Safari!2026";
export const demoTraveller = "traveller@tembea.local";
const demoAgent = "agent@tembea.local";

export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** An ID token from the local Cognito, as the web client gets it (USER_PASSWORD_AUTH). */
export async function idToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const config = (await (await request.get("/config.json")).json()) as {
    auth: { endpoint: string; userPoolClientId: string };
  };
  const response = await request.post(config.auth.endpoint, {
    headers: {
      "content-type": "application/x-amz-json-1.1",
      "x-amz-target": "AWSCognitoIdentityProviderService.InitiateAuth",
    },
    data: JSON.stringify({
      AuthFlow: "USER_PASSWORD_AUTH",
      ClientId: config.auth.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { AuthenticationResult: { IdToken: string } }).AuthenticationResult
    .IdToken;
}

/** An account made as a person makes one: the sign-up, then the code mailed to the address. */
export async function signUp(
  request: APIRequestContext,
  name: string,
  email: string,
  password: string,
  locale = "de",
) {
  const response = await request.post("/api/auth/sign-up", {
    data: { name, email, password, passwordConfirmation: password, acceptTerms: true, locale },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await confirmSignUp(request, email);
}

/**
 * A special tour held through the API as the booking form sends it, with the traveller's e-mail, as a
 * guest or signed in when a token is given; answers the booking and its checkout page.
 */
export async function holdSpecialTour(
  request: APIRequestContext,
  email: string,
  options: { daysAhead: number; locale?: "en" | "de" | "fr"; token?: string | undefined },
): Promise<{ bookingId: string; checkoutUrl: string }> {
  const departure = new Date(Date.now() + options.daysAhead * 86_400_000).toISOString().slice(0, 10);
  const response = await request.post("/api/bookings/special-tour", {
    headers: {
      "idempotency-key": randomUUID(),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    data: {
      tourId: "kenya-private-mara-safari",
      departureDate: departure,
      travellers: {
        lead: {
          firstName: "Lena",
          lastName: "Brunner",
          email,
          phone: { country: "CH", number: "079 123 45 67" },
          nationality: "CH",
          birthDate: "1985-02-02",
        },
        others: [{ firstName: "Marco", lastName: "Brunner", birthDate: "1983-03-03" }],
      },
      acceptTerms: true,
      locale: options.locale ?? "de",
      displayCurrency: "CHF",
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { bookingId: string; checkoutUrl: string };
}

/**
 * A special tour booked with the traveller's e-mail, then paid or left to expire: as a guest, or
 * signed in when a token is given (a guest's booking joins the account only once paid; a booking
 * made signed in is the account's whatever becomes of it).
 */
export async function specialTourBooking(
  request: APIRequestContext,
  email: string,
  outcome: "pay" | "expire",
  daysAhead: number,
  token?: string,
): Promise<string> {
  const { bookingId, checkoutUrl } = await holdSpecialTour(request, email, { daysAhead, token });
  // The local checkout page's own buttons post here; the twin signs the event as Stripe would.
  const done = await request.post(`${checkoutUrl}/${outcome}`, { maxRedirects: 0 });
  expect(done.status()).toBe(303);
  return bookingId;
}

/** A tailored request by the traveller, answered with an offer by the demo agent of Kenya. */
export async function requestWithOffer(request: APIRequestContext, travellerToken: string): Promise<string> {
  const submitted = await request.post("/api/trip-requests", {
    headers: { authorization: `Bearer ${travellerToken}`, "idempotency-key": randomUUID() },
    data: {
      destination: "kenya",
      date: { kind: "exact", departure: "2099-08-01", return: "2099-08-09" },
      travellers: { groupType: "couple", adults: 2, children: [] },
      accommodation: { hotelClass: 4, mealPlan: "half-board", singleRooms: 0 },
      experiences: ["nature-and-wildlife"],
      budgetPerTravellerChf: 400_000,
      tripReason: "honeymoon",
      locale: "de",
    },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  const { id } = (await submitted.json()) as { id: string };
  const offered = await sendOffer(request, id, 500_000);
  expect(offered.ok(), await offered.text()).toBe(true);
  return id;
}

/** The Kenya agent sends (or revises) the offer of `requestWithOffer` at a price per traveller. */
export async function sendOffer(request: APIRequestContext, id: string, pricePerTravellerChf: number) {
  const agentToken = await idToken(request, demoAgent, demoPassword);
  return request.post(`/api/agency/trip-requests/${id}/offer`, {
    headers: { authorization: `Bearer ${agentToken}`, "idempotency-key": randomUUID() },
    data: {
      title: "Flitterwochen in der Masai Mara",
      days: [
        { title: "Ankunft in Nairobi", description: "Transfer ins Hotel." },
        { title: "Masai Mara", description: "Pirschfahrt am Nachmittag." },
      ],
      pricePerTravellerChf,
      inclusions: ["Inlandflüge"],
      exclusions: ["Visum"],
      validUntil: "2099-07-31",
    },
  });
}

/** The newest link in the SES twin's store to `to` that matches `pattern`, waiting for it. */
export async function mailedLink(
  request: APIRequestContext,
  sesStore: string,
  to: string,
  pattern: RegExp,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const store = (await (await request.get(sesStore)).json()) as {
          emails: { destination: { to: string[] }; body: { text?: string; html?: string } }[];
        };
        const mail = store.emails.filter((e) => e.destination.to.includes(to)).at(-1);
        link = pattern.exec(`${mail?.body.text ?? ""} ${mail?.body.html ?? ""}`)?.[0];
        return Boolean(link);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const url = new URL(link as string);
  return `${url.pathname}${url.hash}`;
}

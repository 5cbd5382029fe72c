import { randomUUID } from "node:crypto";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { contract, type EndpointId, endpoints } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { confirmHeldBooking } from "../../test/bookings.js";
import { signIdToken } from "../../test/id-tokens.js";
import { invoke } from "../../test/invoke.js";
import { uniqueEmail } from "../../test/local-services.js";
import { useTestTable } from "../../test/test-table.js";
import { completeDraft, readyCover } from "../../test/tour-drafts.js";
import { tripRequestInput } from "../../test/trip-requests.js";
import { endSessionsBefore } from "../data/sessions.js";
import { createDeparture } from "../data/tours.js";
import { handlerEntry } from "../entries.js";
import type { HttpLambda } from "../platform/http-lambda.js";

/**
 * Every endpoint of the contract, called by six callers (anonymous, two travellers, two agents, an
 * operator admin), against resources that belong to
 * traveller A and to agency X. The table is typed by EndpointId, so an endpoint cannot be added
 * to the contract without saying here who may call it.
 */
useTestTable();

type CallerName = "anonymous" | "travellerA" | "travellerB" | "agentX" | "agentY" | "admin";
type Expected = Record<CallerName, number>;
type Request = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: string;
  headers?: Record<string, string>;
};
type Fixture = {
  requestOfA: string;
  bookingOfA: string;
  emailA: string;
  imageOfA: string;
  offeredRequestOfA: string;
  /** The version of that request's offer, as its page would send it when accepting. */
  offerSentAtOfA: string;
  /** A held booking of A whose checkout is closed by the matrix (then already released: still 200). */
  checkoutOfA: string;
  /** Agency X's group tour, complete, with departures on 2099-06-01, 2099-07-01 and 2099-08-01 (cancelled). */
  tourOfX: string;
  /** An agency the operator made, at version 1. */
  agencyOfAdmin: string;
  /** An agent of agency X the operator invited (no password yet). */
  invitedAgentOfX: string;
  /** A photo of that tour (its slot handed out, nothing uploaded). */
  photoOfX: string;
};

const emailA = uniqueEmail("matrix-a");
const claims: Record<Exclude<CallerName, "anonymous">, Record<string, string>> = {
  travellerA: { sub: "matrix-a", email: emailA, name: "Alice Matrix" },
  travellerB: { sub: "matrix-b", email: uniqueEmail("matrix-b"), name: "Bob Matrix" },
  agentX: {
    sub: "agent-x",
    email: "x@agents.example",
    "cognito:groups": "[agents]",
    "custom:agencyId": "mara-horizon-safaris",
  },
  agentY: {
    sub: "agent-y",
    email: "y@agents.example",
    "cognito:groups": "[agents]",
    "custom:agencyId": "kilima-routes",
  },
  // Operator staff: not an agent (no agency), and on traveller routes a signed-in user like B.
  admin: { sub: "admin-z", email: "z@operator.example", "cognito:groups": "[admins]" },
};

const everyone = (status: number): Expected => ({
  anonymous: status,
  travellerA: status,
  travellerB: status,
  agentX: status,
  agentY: status,
  admin: status,
});
/** A traveller's own resource: anonymous 401, the owner 200, anyone else 404 (no hint it exists). */
const ownedByA: Expected = {
  anonymous: 401,
  travellerA: 200,
  travellerB: 404,
  agentX: 404,
  agentY: 404,
  admin: 404,
};
/** Any signed-in user acting on their own account. */
const anySignedIn = (status: number): Expected => ({ ...everyone(status), anonymous: 401 });
/** Agency X's resource: anonymous 401, travellers and admins 403, agent X 200, agent Y 404. */
const ownedByX: Expected = {
  anonymous: 401,
  travellerA: 403,
  travellerB: 403,
  agentX: 200,
  agentY: 404,
  admin: 403,
};
/** The operator's: anonymous 401, everyone but admins 403. */
const adminOnly = (status: number): Expected => ({ ...everyone(403), anonymous: 401, admin: status });
const agencyInput = (name: string) => ({
  name,
  city: { en: "Accra", de: "Accra", fr: "Accra" },
  about: { en: "A team.", de: "Ein Team.", fr: "Une équipe." },
  language: "en",
  requestEmail: "requests@agency.example",
  destinations: [],
});
/** Any agent acting for their own agency: anonymous 401, travellers and admins 403. */
const agentsOnly = (status: number): Expected => ({
  ...everyone(status),
  anonymous: 401,
  travellerA: 403,
  travellerB: 403,
  admin: 403,
});

const booking = (tourId: string, departureDate: string, email: string) =>
  JSON.stringify({
    tourId,
    departureDate,
    rooms: { sharedRooms: 0, singleRooms: 1 },
    travellers: {
      lead: {
        firstName: "Alice",
        lastName: "Matrix",
        email,
        phone: { country: "CH", number: "079 123 45 67" },
        nationality: "CH",
        birthDate: "1980-01-01",
      },
      others: [],
    },
    acceptTerms: true,
    locale: "en",
    displayCurrency: "CHF",
  });
const specialBooking = () => {
  const body = JSON.parse(booking("kenya-private-mara-safari", "2099-03-01", emailA));
  delete body.rooms;
  body.travellers.others = [{ firstName: "Ann", lastName: "Matrix", birthDate: "1981-01-01" }];
  return JSON.stringify(body);
};
const tripRequest = JSON.stringify(tripRequestInput());
const offer = JSON.stringify({
  title: "Kenya",
  days: [{ title: "Day 1", description: "Arrival" }],
  pricePerTravellerChf: 100_000,
  inclusions: [],
  exclusions: [],
  validUntil: "2099-05-31",
});

/** A request, or one per caller where each call must differ (a new account needs a new address). */
type Requests = Request | ((caller: CallerName) => Request);

const matrix: Record<EndpointId, (f: Fixture) => { request: Requests; expected: Expected }> = {
  listDestinations: () => ({ request: {}, expected: everyone(200) }),
  getDestination: () => ({ request: { params: { slug: "kenya" } }, expected: everyone(200) }),
  listGroupTours: () => ({ request: { query: { destination: "kenya" } }, expected: everyone(200) }),
  listSpecialTours: () => ({ request: { query: { destination: "kenya" } }, expected: everyone(200) }),
  getGroupTour: () => ({
    request: { params: { id: "kenya-great-migration-safari" } },
    expected: everyone(200),
  }),
  getSpecialTour: () => ({
    request: { params: { id: "kenya-private-mara-safari" } },
    expected: everyone(200),
  }),
  listReviews: () => ({ request: {}, expected: everyone(200) }),
  getExchangeRates: () => ({ request: {}, expected: everyone(200) }),
  searchCatalogue: () => ({ request: { query: { q: "kenya" } }, expected: everyone(200) }),
  signUp: () => ({
    request: () => ({
      body: JSON.stringify({
        name: "New Person",
        email: `matrix-${randomUUID()}@example.com`,
        password: "Matrix!pass1",
        passwordConfirmation: "Matrix!pass1",
        acceptTerms: true,
        locale: "en",
      }),
    }),
    expected: everyone(200),
  }),
  // Anyone may try a code; no pending sign-up for this address, so the code is wrong for everyone.
  confirmSignUp: () => ({
    request: { body: JSON.stringify({ email: "nobody-pending@example.com", code: "123456" }) },
    expected: everyone(400),
  }),
  resendSignUpCode: () => ({
    // One address per caller: one new code a minute per address is the rate limit.
    request: () => ({ body: JSON.stringify({ email: `nobody-${randomUUID()}@example.com`, locale: "en" }) }),
    expected: everyone(200),
  }),
  requestPasswordReset: () => ({
    // One address per caller: three requests for one address in 15 minutes is the rate limit.
    request: () => ({ body: JSON.stringify({ email: `nobody-${randomUUID()}@example.com`, locale: "en" }) }),
    expected: everyone(200),
  }),
  resetPassword: () => ({
    request: {
      body: JSON.stringify({
        token: "wrong",
        password: "Matrix!pass1",
        passwordConfirmation: "Matrix!pass1",
      }),
    },
    expected: everyone(400),
  }),
  getMyProfile: () => ({ request: {}, expected: anySignedIn(200) }),
  // The made-up callers have no password in the pool: the current one is always wrong (400).
  changePassword: () => ({
    request: {
      body: JSON.stringify({
        currentPassword: "Wrong!pass1",
        password: "Matrix!pass2",
        passwordConfirmation: "Matrix!pass2",
      }),
    },
    expected: anySignedIn(400),
  }),
  updateMyProfile: () => ({
    request: {
      body: JSON.stringify({
        firstName: "A",
        lastName: "B",
        phone: { country: "CH", number: "079 123 45 67" },
        nationality: "CH",
        birthDate: "1980-01-01",
      }),
    },
    expected: anySignedIn(200),
  }),
  createProfileImageUpload: () => ({
    request: { body: JSON.stringify({ contentType: "image/png", size: 1024 }) },
    expected: anySignedIn(200),
  }),
  setProfileImage: (f) => ({ request: { body: JSON.stringify({ key: f.imageOfA }) }, expected: ownedByA }),
  createGroupTourBooking: () => ({
    request: { body: booking("kenya-great-migration-safari", "2099-03-01", emailA) },
    expected: everyone(200),
  }),
  createSpecialTourBooking: () => ({ request: { body: specialBooking() }, expected: everyone(200) }),
  getBookingReceipt: (f) => ({ request: { params: { id: f.bookingOfA } }, expected: everyone(200) }),
  cancelCheckout: (f) => ({ request: { params: { id: f.checkoutOfA } }, expected: everyone(200) }),
  receivePaymentEvent: () => ({
    request: { body: "{}", headers: { "stripe-signature": "t=1,v1=forged" } },
    expected: everyone(400),
  }),
  submitTripRequest: () => ({ request: { body: tripRequest }, expected: anySignedIn(200) }),
  listMyTripRequests: () => ({ request: {}, expected: anySignedIn(200) }),
  getMyTripRequest: (f) => ({ request: { params: { id: f.requestOfA } }, expected: ownedByA }),
  listAgencyTripRequests: () => ({
    request: {},
    expected: agentsOnly(200),
  }),
  getAgencyTripRequest: (f) => ({ request: { params: { id: f.requestOfA } }, expected: ownedByX }),
  sendOffer: (f) => ({ request: { params: { id: f.requestOfA }, body: offer }, expected: ownedByX }),
  listMyBookings: () => ({ request: {}, expected: anySignedIn(200) }),
  getMyBooking: (f) => ({ request: { params: { id: f.bookingOfA } }, expected: ownedByA }),
  // A's booking is unpaid and its trip ahead: the owner reaches the rule (409), everyone else a 404.
  issueReviewLink: (f) => ({
    request: { params: { id: f.bookingOfA } },
    expected: { ...ownedByA, travellerA: 409 },
  }),
  // A's booking is unpaid: the owner reaches the rule (409 NOT_CANCELLABLE), everyone else a 404.
  getCancellationQuote: (f) => ({
    request: { params: { id: f.bookingOfA } },
    expected: { ...ownedByA, travellerA: 409 },
  }),
  cancelMyBooking: (f) => ({
    request: { params: { id: f.bookingOfA }, body: JSON.stringify({ refundChf: 0 }) },
    expected: { ...ownedByA, travellerA: 409 },
  }),
  addChangeRequest: (f) => ({
    request: { params: { id: f.requestOfA }, body: JSON.stringify({ text: "Could we start a day later?" }) },
    expected: ownedByA,
  }),
  acceptOffer: (f) => ({
    request: {
      params: { id: f.offeredRequestOfA },
      body: JSON.stringify({
        plan: "deposit",
        acceptTerms: true,
        offerSentAt: f.offerSentAtOfA,
        locale: "en",
      }),
    },
    expected: ownedByA,
  }),
  // Nothing is due before a deposit: the owner reaches the rule (409), everyone else a 404.
  payTripBalance: (f) => ({
    request: { params: { id: f.offeredRequestOfA }, body: JSON.stringify({ locale: "en" }) },
    expected: { ...ownedByA, travellerA: 409 },
  }),
  openReviewInvitation: () => ({
    request: { body: JSON.stringify({ token: "wrong" }) },
    expected: everyone(404),
  }),
  submitReview: () => ({
    request: { body: JSON.stringify({ token: "wrong", rating: 5, text: "Great" }) },
    expected: everyone(404),
  }),
  listAgencyTours: () => ({ request: {}, expected: agentsOnly(200) }),
  createAgencyTour: () => ({
    request: { body: JSON.stringify({ kind: "group", destination: "kenya" }) },
    expected: agentsOnly(200),
  }),
  getAgencyTour: (f) => ({ request: { params: { tourId: f.tourOfX } }, expected: ownedByX }),
  saveAgencyTour: (f) => ({
    request: { params: { tourId: f.tourOfX }, body: JSON.stringify({ version: 1, draft: completeDraft() }) },
    expected: ownedByX,
  }),
  publishAgencyTour: (f) => ({
    request: { params: { tourId: f.tourOfX }, body: JSON.stringify({ version: 2 }) },
    expected: ownedByX,
  }),
  unpublishAgencyTour: (f) => ({ request: { params: { tourId: f.tourOfX } }, expected: ownedByX }),
  previewAgencyTour: (f) => ({ request: { params: { tourId: f.tourOfX } }, expected: ownedByX }),
  addDepartures: (f) => ({
    request: {
      params: { tourId: f.tourOfX },
      body: JSON.stringify({ capacity: 12, single: { startDate: "2099-05-01" } }),
    },
    expected: ownedByX,
  }),
  updateDeparture: (f) => ({
    request: {
      params: { tourId: f.tourOfX, startDate: "2099-06-01" },
      body: JSON.stringify({ capacity: 20 }),
    },
    expected: ownedByX,
  }),
  deleteDeparture: (f) => ({
    request: { params: { tourId: f.tourOfX, startDate: "2099-07-01" } },
    expected: ownedByX,
  }),
  listTourBookedDates: (f) => ({ request: { params: { tourId: f.tourOfX } }, expected: ownedByX }),
  getDepartureManifest: (f) => ({
    request: { params: { tourId: f.tourOfX, startDate: "2099-06-01" } },
    expected: ownedByX,
  }),
  getDepartureCancellation: (f) => ({
    request: { params: { tourId: f.tourOfX, startDate: "2099-08-01" } },
    expected: ownedByX,
  }),
  cancelDeparture: (f) => ({
    request: {
      params: { tourId: f.tourOfX, startDate: "2099-08-01" },
      body: JSON.stringify({ reason: "Too few travellers" }),
    },
    expected: ownedByX,
  }),
  getTripRequestRoute: () => ({ request: { params: { slug: "kenya" } }, expected: everyone(200) }),
  listAgencies: () => ({ request: {}, expected: adminOnly(200) }),
  createAgency: () => ({
    request: { body: JSON.stringify(agencyInput("Matrix Made")) },
    expected: adminOnly(200),
  }),
  getAdminAgency: () => ({
    request: { params: { agencyId: "mara-horizon-safaris" } },
    expected: adminOnly(200),
  }),
  updateAgency: (f) => ({
    request: {
      params: { agencyId: f.agencyOfAdmin },
      body: JSON.stringify({ ...agencyInput("Matrix Edited"), version: 1 }),
    },
    expected: adminOnly(200),
  }),
  createAgencyLogoUpload: () => ({
    request: {
      params: { agencyId: "mara-horizon-safaris" },
      body: JSON.stringify({ contentType: "image/png", size: 20_000 }),
    },
    expected: adminOnly(200),
  }),
  removeAgencyLogo: () => ({
    request: { params: { agencyId: "mara-horizon-safaris" } },
    expected: adminOnly(200),
  }),
  listAuditEntries: () => ({ request: {}, expected: adminOnly(200) }),
  inviteAgent: () => ({
    request: () => ({
      params: { agencyId: "mara-horizon-safaris" },
      body: JSON.stringify({ email: uniqueEmail("matrix-invite"), name: "Ina Vited", language: "de" }),
    }),
    expected: adminOnly(200),
  }),
  resendInvitation: (f) => ({
    request: { params: { agentId: f.invitedAgentOfX } },
    expected: adminOnly(200),
  }),
  disableAgent: (f) => ({ request: { params: { agentId: f.invitedAgentOfX } }, expected: adminOnly(200) }),
  enableAgent: (f) => ({ request: { params: { agentId: f.invitedAgentOfX } }, expected: adminOnly(200) }),
  // Anyone may try a link; this one is no invitation's.
  acceptInvitation: () => ({
    request: { body: JSON.stringify({ token: "wrong", password: "Matrix!pass1" }) },
    expected: everyone(400),
  }),
  getMyAgency: () => ({ request: {}, expected: agentsOnly(200) }),
  listAgencyHistory: () => ({ request: {}, expected: agentsOnly(200) }),
  // Each agent reads its own agency's statement (no parameter names one): agent Y gets Y's, 200.
  getAgencyStatement: () => ({ request: { params: { month: "2026-11" } }, expected: agentsOnly(200) }),
  getAdminAgencyStatement: () => ({
    request: { params: { agencyId: "mara-horizon-safaris", month: "2026-11" } },
    expected: adminOnly(200),
  }),
  listAgencyStatements: () => ({ request: { params: { month: "2026-11" } }, expected: adminOnly(200) }),
  createTourPhotoUpload: (f) => ({
    request: {
      params: { tourId: f.tourOfX },
      body: JSON.stringify({ contentType: "image/jpeg", size: 2_000_000 }),
    },
    expected: ownedByX,
  }),
  listTourPhotos: (f) => ({ request: { params: { tourId: f.tourOfX } }, expected: ownedByX }),
  deleteTourPhoto: (f) => ({
    request: { params: { tourId: f.tourOfX, photoId: f.photoOfX } },
    expected: ownedByX,
  }),
};

/** The demo data, and a departure with room for every booking the suites below make. */
async function seedWithRoomyDeparture() {
  await seedDemoData();
  await createDeparture({
    tourId: "kenya-great-migration-safari",
    startDate: "2099-03-01",
    endDate: "2099-03-08",
    capacity: 500,
    placesLeft: 500,
  });
}

/** Agency X's group tour as its matrix rows expect it: version 1, complete, two departures far ahead. */
async function tourOfAgencyX(handlers: Map<string, HttpLambda>): Promise<string> {
  const call = (id: EndpointId, request: Request) =>
    invoke(handlers.get(id) as HttpLambda, contract[id], { claims: claims.agentX, ...request });
  const created = await call("createAgencyTour", {
    body: JSON.stringify({ kind: "group", destination: "kenya" }),
  });
  const tourId = (created.body as { id: string }).id;
  await readyCover(tourId);
  await call("saveAgencyTour", {
    params: { tourId },
    body: JSON.stringify({ version: 0, draft: completeDraft() }),
  });
  for (const startDate of ["2099-06-01", "2099-07-01", "2099-08-01"]) {
    await call("addDepartures", {
      params: { tourId },
      body: JSON.stringify({ capacity: 10, single: { startDate } }),
    });
  }
  return tourId;
}

describe("access matrix", () => {
  const fixture = {} as Fixture;
  const handlers = new Map<string, HttpLambda>();

  beforeAll(async () => {
    await seedWithRoomyDeparture();
    for (const endpoint of endpoints) {
      handlers.set(
        endpoint.id,
        ((await import(handlerEntry(endpoint.id))) as { handler: HttpLambda }).handler,
      );
    }
    const submit = handlers.get("submitTripRequest") as HttpLambda;
    fixture.requestOfA = (
      (await invoke(submit, contract.submitTripRequest, { claims: claims.travellerA, body: tripRequest }))
        .body as { id: string }
    ).id;
    const book = handlers.get("createGroupTourBooking") as HttpLambda;
    // Made by A signed in: A's own, held or not (a guest's hold with A's address is not: below).
    fixture.bookingOfA = (
      (
        await invoke(book, contract.createGroupTourBooking, {
          claims: claims.travellerA,
          body: booking("kenya-great-migration-safari", "2099-03-01", emailA),
        })
      ).body as { bookingId: string }
    ).bookingId;
    fixture.checkoutOfA = (
      (
        await invoke(book, contract.createGroupTourBooking, {
          body: booking("kenya-great-migration-safari", "2099-03-01", emailA),
        })
      ).body as { bookingId: string }
    ).bookingId;
    fixture.emailA = emailA;
    // Traveller A's uploaded (not yet used) profile image.
    const slot = (
      await invoke(
        handlers.get("createProfileImageUpload") as HttpLambda,
        contract.createProfileImageUpload,
        {
          claims: claims.travellerA,
          body: JSON.stringify({ contentType: "image/png", size: 8 }),
        },
      )
    ).body as { url: string; key: string };
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await fetch(slot.url, { method: "PUT", headers: { "content-type": "image/png" }, body: png });
    fixture.imageOfA = slot.key;
    fixture.offeredRequestOfA = (
      (await invoke(submit, contract.submitTripRequest, { claims: claims.travellerA, body: tripRequest }))
        .body as { id: string }
    ).id;
    const offered = await invoke(handlers.get("sendOffer") as HttpLambda, contract.sendOffer, {
      claims: claims.agentX,
      params: { id: fixture.offeredRequestOfA },
      body: offer,
    });
    fixture.offerSentAtOfA = (offered.body as { offer: { sentAt: string } }).offer.sentAt;
    fixture.tourOfX = await tourOfAgencyX(handlers);
    fixture.agencyOfAdmin = (
      (
        await invoke(handlers.get("createAgency") as HttpLambda, contract.createAgency, {
          claims: claims.admin,
          body: JSON.stringify(agencyInput("Matrix Fixture")),
        })
      ).body as { id: string }
    ).id;
    fixture.invitedAgentOfX = (
      (
        await invoke(handlers.get("inviteAgent") as HttpLambda, contract.inviteAgent, {
          claims: claims.admin,
          params: { agencyId: "mara-horizon-safaris" },
          body: JSON.stringify({ email: uniqueEmail("matrix-agent"), name: "Matt Agent", language: "en" }),
        })
      ).body as { userId: string }
    ).userId;
    fixture.photoOfX = (
      (
        await invoke(handlers.get("createTourPhotoUpload") as HttpLambda, contract.createTourPhotoUpload, {
          claims: claims.agentX,
          params: { tourId: fixture.tourOfX },
          body: JSON.stringify({ contentType: "image/png", size: 1000 }),
        })
      ).body as { photoId: string }
    ).photoId;
  });

  it("covers every endpoint of the contract", () => {
    expect(Object.keys(matrix).sort()).toEqual(endpoints.map((e) => e.id).sort());
  });

  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.path} answers each caller as expected`, async () => {
      const { request, expected } = matrix[endpoint.id as EndpointId](fixture);
      const handler = handlers.get(endpoint.id) as HttpLambda;
      const seen: Partial<Expected> = {};
      for (const caller of Object.keys(expected) as CallerName[]) {
        const res = await invoke(handler, endpoint, {
          ...(typeof request === "function" ? request(caller) : request),
          ...(caller === "anonymous" ? {} : { claims: claims[caller] }),
        });
        seen[caller] = res.status;
      }
      expect(seen).toEqual(expected);
    });
  }
});

/**
 * Who else may reach a traveller's data through a token or an address: rows that are not one per
 * endpoint but one per way in: a token or an address must reach only
 * what its holder may see, whichever way it comes in.
 */
describe("access matrix: addresses and tokens", () => {
  const handler = async (id: EndpointId) =>
    ((await import(handlerEntry(id))) as { handler: HttpLambda }).handler;
  /** Vera's proven address; a stranger books with it, signed out or in. */
  const vera = { sub: `vera-${randomUUID()}`, email: uniqueEmail("vera"), email_verified: "true" };
  const bookWith = async (email: string, caller?: Record<string, string>) =>
    (
      (
        await invoke(await handler("createGroupTourBooking"), contract.createGroupTourBooking, {
          ...(caller ? { claims: caller } : {}),
          body: booking("kenya-great-migration-safari", "2099-03-01", email),
        })
      ).body as { bookingId: string }
    ).bookingId;
  const listOf = async (caller: Record<string, string>) =>
    (
      (await invoke(await handler("listMyBookings"), contract.listMyBookings, { claims: caller })).body as {
        bookings: { id: string }[];
      }
    ).bookings.map((b) => b.id);
  const getAs = async (caller: Record<string, string>, id: string) =>
    (await invoke(await handler("getMyBooking"), contract.getMyBooking, { claims: caller, params: { id } }))
      .status;

  beforeAll(async () => {
    await seedWithRoomyDeparture();
  });

  it("a guest's held booking with my address is not mine; paid, it is, if I proved the address", async () => {
    const held = await bookWith(vera.email);
    expect(await listOf(vera)).not.toContain(held);
    expect(await getAs(vera, held)).toBe(404);
    await confirmHeldBooking(held, `evt_${randomUUID()}`, new Date().toISOString());
    expect(await listOf(vera)).toContain(held);
    expect(await getAs(vera, held)).toBe(200);
    // The same address, not proven: an account nobody confirmed sees nothing matched by it.
    const unproven = { ...vera, sub: `squatter-${randomUUID()}`, email_verified: "false" };
    expect(await listOf(unproven)).not.toContain(held);
    expect(await getAs(unproven, held)).toBe(404);
  });

  it("a booking someone else made signed in with my address stays theirs, held or paid", async () => {
    const other = { sub: `other-${randomUUID()}`, email: uniqueEmail("other"), email_verified: "true" };
    const made = await bookWith(vera.email, other);
    expect(await getAs(other, made)).toBe(200);
    await confirmHeldBooking(made, `evt_${randomUUID()}`, new Date().toISOString());
    expect(await listOf(vera)).not.toContain(made);
    expect(await getAs(vera, made)).toBe(404);
  });

  it("a booking made signed in is mine while it is held", async () => {
    const mine = await bookWith(uniqueEmail("lead"), vera);
    expect(await getAs(vera, mine)).toBe(200);
  });

  it("a token issued before the password changed is refused everywhere, the optional one included", async () => {
    const user = { sub: `reset-${randomUUID()}`, email: uniqueEmail("reset"), email_verified: "true" };
    const before = String(Math.floor(Date.now() / 1000) - 60);
    await endSessionsBefore(user.sub, Math.floor(Date.now() / 1000) - 30);
    const stale = { ...user, iat: before };
    const profile = await invoke(await handler("getMyProfile"), contract.getMyProfile, { claims: stale });
    expect(profile).toMatchObject({ status: 401, body: { error: { code: "SESSION_ENDED" } } });
    const booked = await invoke(await handler("createGroupTourBooking"), contract.createGroupTourBooking, {
      claims: stale,
      body: booking("kenya-great-migration-safari", "2099-03-01", user.email),
    });
    expect(booked).toMatchObject({ status: 401, body: { error: { code: "SESSION_ENDED" } } });
    // A token issued after the change works.
    expect(
      (await invoke(await handler("getMyProfile"), contract.getMyProfile, { claims: user })).status,
    ).toBe(200);
  });

  it("an access token is no ID token: refused on protected and on public routes", async () => {
    const access = { sub: vera.sub, token_use: "access", client_id: "web" };
    const profile = await invoke(await handler("getMyProfile"), contract.getMyProfile, { claims: access });
    expect(profile.status).toBe(401);
    const token = await signIdToken({ sub: vera.sub }, { tokenUse: "access" });
    const booked = await invoke(await handler("createGroupTourBooking"), contract.createGroupTourBooking, {
      headers: { authorization: `Bearer ${token}` },
      body: booking("kenya-great-migration-safari", "2099-03-01", vera.email),
    });
    expect(booked.status).toBe(401);
  });

  it("an ID token of another client, or a forged one, is refused on a public route, not read as a guest", async () => {
    for (const token of [
      await signIdToken({ sub: vera.sub, email: vera.email }, { audience: "another-client" }),
      "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.",
    ]) {
      const booked = await invoke(
        await handler("createSpecialTourBooking"),
        contract.createSpecialTourBooking,
        {
          headers: { authorization: `Bearer ${token}` },
          body: specialBooking(),
        },
      );
      expect(booked.status).toBe(401);
    }
  });
});

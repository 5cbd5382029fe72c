import { randomUUID } from "node:crypto";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { type AgencyTour, addDays, contract, type Departure } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { confirmHeldBooking } from "../../../test/bookings.js";
import { invoke } from "../../../test/invoke.js";
import { useTestTable } from "../../../test/test-table.js";
import { agentX, agentY, completeDraft, readyCover } from "../../../test/tour-drafts.js";
import { tourPageExists } from "../../data/tour-page-lookup.js";
import { today } from "../../platform/clock.js";
import { handler as addDepartures } from "../add-departures/handler.js";
import { handler as createTour } from "../create-agency-tour/handler.js";
import { handler as book } from "../create-group-tour-booking/handler.js";
import { handler as getReceipt } from "../get-booking-receipt/handler.js";
import { handler as getGroupTour } from "../get-group-tour/handler.js";
import { handler as getMyBooking } from "../get-my-booking/handler.js";
import { handler as listTours } from "../list-agency-tours/handler.js";
import { handler as listGroupTours } from "../list-group-tours/handler.js";
import { handler as publish } from "../publish-agency-tour/handler.js";
import { handler as saveTour } from "../save-agency-tour/handler.js";
import { handler as searchCatalogue } from "../search-catalogue/handler.js";
import { handler } from "./handler.js";

useTestTable();

const traveller = { sub: `t-${randomUUID()}`, email: "una@example.com", email_verified: "true" };
const startDate = addDays(today(), 45);
let tourId: string;
let bookingId: string;

const bookingBody = () =>
  JSON.stringify({
    tourId,
    departureDate: startDate,
    rooms: { sharedRooms: 0, singleRooms: 1 },
    travellers: {
      lead: {
        firstName: "Una",
        lastName: "Published",
        email: traveller.email,
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

const publicPage = (query?: Record<string, string>) =>
  invoke(getGroupTour, contract.getGroupTour, { params: { id: tourId }, ...(query ? { query } : {}) });

describe("POST /api/agency/tours/{tourId}/unpublish", () => {
  beforeAll(async () => {
    await seedDemoData();
    const created = await invoke(createTour, contract.createAgencyTour, {
      claims: agentX,
      body: JSON.stringify({ kind: "group", destination: "kenya" }),
    });
    tourId = (created.body as AgencyTour).id;
    await readyCover(tourId);
    await invoke(saveTour, contract.saveAgencyTour, {
      claims: agentX,
      params: { tourId },
      body: JSON.stringify({ version: 0, draft: completeDraft() }),
    });
    await invoke(addDepartures, contract.addDepartures, {
      claims: agentX,
      params: { tourId },
      body: JSON.stringify({ capacity: 10, single: { startDate } }),
    });
    expect(
      (
        await invoke(publish, contract.publishAgencyTour, {
          claims: agentX,
          params: { tourId },
          body: JSON.stringify({ version: 1 }),
        })
      ).status,
    ).toBe(200);
    const booked = await invoke(book, contract.createGroupTourBooking, {
      claims: traveller,
      body: bookingBody(),
    });
    expect(booked.status).toBe(200);
    bookingId = (booked.body as { bookingId: string }).bookingId;
    await confirmHeldBooking(bookingId, `evt_${randomUUID()}`, new Date().toISOString());
  });

  it("hides the tour from its page, lists, search, new bookings and the edge; bookings made keep it", async () => {
    expect(
      (await invoke(handler, contract.unpublishAgencyTour, { claims: agentY, params: { tourId } })).status,
    ).toBe(404);
    const res = await invoke(handler, contract.unpublishAgencyTour, { claims: agentX, params: { tourId } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: "unpublished", version: 1 });

    expect((await publicPage()).status).toBe(404);
    const list = await invoke(listGroupTours, contract.listGroupTours, { query: { destination: "kenya" } });
    expect((list.body as { tours: { id: string }[] }).tours.map((t) => t.id)).not.toContain(tourId);
    const search = await invoke(searchCatalogue, contract.searchCatalogue, { query: { q: "Mara in two" } });
    expect(JSON.stringify(search.body)).not.toContain(tourId);
    expect((await invoke(book, contract.createGroupTourBooking, { body: bookingBody() })).status).toBe(404);
    expect(await tourPageExists(`group-tour/${tourId}`)).toBe(false);

    // The traveller who booked before: My trips, the trip's page and the receipt, with the tour's title.
    const mine = await invoke(getMyBooking, contract.getMyBooking, {
      claims: traveller,
      params: { id: bookingId },
    });
    expect(mine.status).toBe(200);
    // Booked with its agency, for the agency's statements.
    expect(mine.body).toMatchObject({ tourId, agencyId: "mara-horizon-safaris" });
    expect((await invoke(getReceipt, contract.getBookingReceipt, { params: { id: bookingId } })).status).toBe(
      200,
    );
    const booked = await publicPage({ booking: bookingId });
    expect(booked.status).toBe(200);
    expect(booked.body).toMatchObject({ tour: { id: tourId, title: completeDraft().title }, departures: [] });
    // Another booking's id, or a made-up one, opens nothing.
    expect((await publicPage({ booking: randomUUID() })).status).toBe(404);

    // The console still lists it, unpublished; publishing again brings it back as it was.
    const console = await invoke(listTours, contract.listAgencyTours, { claims: agentX });
    expect((console.body as { tours: { id: string; state: string }[] }).tours).toContainEqual(
      expect.objectContaining({ id: tourId, state: "unpublished", upcomingDepartures: 1 }),
    );
    const again = await invoke(publish, contract.publishAgencyTour, {
      claims: agentX,
      params: { tourId },
      body: JSON.stringify({ version: 1 }),
    });
    expect(again.body).toMatchObject({ state: "live" });
    const page = await publicPage();
    expect(page.status).toBe(200);
    expect((page.body as { departures: Departure[] }).departures.map((d) => d.placesLeft)).toEqual([9]);
    expect(await tourPageExists(`group-tour/${tourId}`)).toBe(true);
  });

  it("answers a tour that is not live as it is, changing nothing", async () => {
    const created = await invoke(createTour, contract.createAgencyTour, {
      claims: agentX,
      body: JSON.stringify({ kind: "special", destination: "kenya" }),
    });
    const id = (created.body as AgencyTour).id;
    const res = await invoke(handler, contract.unpublishAgencyTour, {
      claims: agentX,
      params: { tourId: id },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: "draft", version: 0 });
  });
});

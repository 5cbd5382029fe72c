import { randomUUID } from "node:crypto";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { contract, type GroupTour, type Review } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { confirmHeldBooking, storedGroupBooking } from "../../../test/bookings.js";
import { invoke } from "../../../test/invoke.js";
import { mailsTo, uniqueEmail } from "../../../test/local-services.js";
import { useTestTable } from "../../../test/test-table.js";
import { holdPlaces } from "../../data/bookings.js";
import { createDeparture, findTourWithDetails } from "../../data/tours.js";
import { inviteReviews } from "../../jobs/invite-reviews/handler.js";
import { handler as openInvitation } from "../open-review-invitation/handler.js";
import { handler as submitReview } from "./handler.js";

useTestTable();

const tourId = "kenya-great-migration-safari";

async function pastTrip(email: string) {
  await createDeparture({
    tourId,
    startDate: "2099-05-01",
    endDate: "2099-05-08",
    capacity: 40,
    placesLeft: 40,
  });
  const id = randomUUID();
  await holdPlaces(
    storedGroupBooking({
      id,
      tourId,
      startDate: "2099-05-01",
      endDate: "2099-05-08",
      travellers: {
        lead: { ...storedGroupBooking().travellers.lead, firstName: "Ines", lastName: "Schmid", email },
        others: [],
      },
      status: "held",
      locale: "de",
      bookerEmail: email,
      createdAt: new Date().toISOString(),
      holdExpiresAt: "2099-01-01T00:00:00.000Z",
    }),
  );
  await confirmHeldBooking(id, `evt_${id}`, new Date().toISOString());
  return id;
}

const tokenIn = (text: string | undefined) => /#token=([\w-]+)/.exec(text ?? "")?.[1] ?? "";
const rating = async () =>
  (await findTourWithDetails(tourId, "0000-00-00"))?.tour.rating as GroupTour["rating"];

describe("reviews after a trip", () => {
  beforeAll(async () => {
    await seedDemoData();
  });

  it("are invited once after the trip ends, through a single-use link, and count in the tour's rating", async () => {
    const email = uniqueEmail("ines");
    await pastTrip(email);
    expect((await inviteReviews(new Date("2099-05-05T09:00:00Z"))).invited).toBe(0); // trip not over yet
    expect((await inviteReviews(new Date("2099-05-09T09:00:00Z"))).invited).toBeGreaterThanOrEqual(1);
    await inviteReviews(new Date("2099-05-10T09:00:00Z"));
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body.text).toContain("/de/review#token=");
    const token = tokenIn(mails[0]?.body.text);

    const opened = await invoke(openInvitation, contract.openReviewInvitation, {
      body: JSON.stringify({ token }),
    });
    expect(opened).toMatchObject({
      status: 200,
      body: { tourId, authorName: "Ines S.", travelledIn: "2099-05" },
    });

    const missing = await invoke(submitReview, contract.submitReview, {
      body: JSON.stringify({ token, text: " " }),
    });
    expect((missing.body as { error: { fields: object } }).error.fields).toEqual({
      "body.rating": "ratingRequired",
      "body.text": "experienceRequired",
    });

    const before = await rating();
    const text = 'Loved it <b>really</b> & "more"';
    const sent = await invoke(submitReview, contract.submitReview, {
      body: JSON.stringify({ token, rating: 1, text, locale: "fr" }),
    });
    expect(sent).toMatchObject({ status: 200, body: { ok: true } });
    const after = await rating();
    expect(after.count).toBe(before.count + 1);
    expect(after.average).toBeLessThan(before.average);

    const reviews = (await findTourWithDetails(tourId, "0000-00-00"))?.reviews as Review[];
    // The review page's language is kept (French here, though the link was German), so a page in
    // another language can label the review.
    expect(reviews[0]).toMatchObject({
      text,
      rating: 1,
      authorName: "Ines S.",
      tourKind: "group",
      language: "fr",
    });

    const again = await invoke(submitReview, contract.submitReview, {
      body: JSON.stringify({ token, rating: 5, text: "again" }),
    });
    expect(again.status).toBe(404);
    expect(
      (await invoke(openInvitation, contract.openReviewInvitation, { body: JSON.stringify({ token }) }))
        .status,
    ).toBe(404);
    expect((await rating()).count).toBe(after.count);
  });

  it("refuse a wrong link", async () => {
    const res = await invoke(openInvitation, contract.openReviewInvitation, {
      body: JSON.stringify({ token: "made-up" }),
    });
    expect(res).toMatchObject({ status: 404, body: { error: { code: "NOT_FOUND" } } });
  });
});

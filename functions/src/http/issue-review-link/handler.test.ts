import { randomUUID } from "node:crypto";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { addDays, type Booking, contract, type GroupTour } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { storedGroupBooking } from "../../../test/bookings.js";
import { invoke } from "../../../test/invoke.js";
import { mailsTo, uniqueEmail } from "../../../test/local-services.js";
import { useTestTable } from "../../../test/test-table.js";
import { createBookingIfAbsent, findBooking } from "../../data/bookings.js";
import { findTourWithDetails } from "../../data/tours.js";
import { inviteReviews } from "../../jobs/invite-reviews/handler.js";
import { today } from "../../platform/clock.js";
import { handler as openInvitation } from "../open-review-invitation/handler.js";
import { handler as submitReview } from "../submit-review/handler.js";
import { handler } from "./handler.js";

useTestTable();

const tourId = "kenya-great-migration-safari";

function traveller() {
  const email = uniqueEmail("reviewer");
  return { claims: { sub: `reviewer-${randomUUID()}`, email, name: "Rita Vogel" }, email };
}

/** A booking of the caller's, written as paid (or not) with its trip `endsIn` days from today. */
async function trip(
  owner: { claims: { sub: string }; email: string },
  { endsIn = -2, status = "confirmed" as Booking["status"] } = {},
): Promise<string> {
  const id = randomUUID();
  const endDate = addDays(today(), endsIn);
  await createBookingIfAbsent(
    storedGroupBooking({
      id,
      tourId,
      startDate: addDays(endDate, -7),
      endDate,
      travellers: {
        lead: {
          ...storedGroupBooking().travellers.lead,
          firstName: "Rita",
          lastName: "Vogel",
          email: owner.email,
        },
        others: [],
      },
      status,
      locale: "de",
      userId: owner.claims.sub,
      bookerEmail: owner.email,
      createdAt: new Date(Date.now() - 30 * 86_400_000).toISOString(),
      holdExpiresAt: new Date(Date.now() - 30 * 86_400_000 + 1_800_000).toISOString(),
    }),
  );
  return id;
}

const issue = (claims: Record<string, string>, id: string) =>
  invoke(handler, contract.issueReviewLink, { claims, params: { id } });
const tokenOf = (res: { body: unknown }) => (res.body as { token: string }).token;
const opens = async (token: string) =>
  (await invoke(openInvitation, contract.openReviewInvitation, { body: JSON.stringify({ token }) })).status;
const review = async (token: string, text = "Wunderbar") =>
  (
    await invoke(submitReview, contract.submitReview, {
      body: JSON.stringify({ token, rating: 5, text }),
    })
  ).status;
const reviewCount = async () =>
  ((await findTourWithDetails(tourId, "0000-00-00"))?.tour as GroupTour | undefined)?.rating.count ?? 0;
const mailedToken = (text: string | undefined) => /#token=([\w-]+)/.exec(text ?? "")?.[1] ?? "";

describe("a review link from My trips", () => {
  beforeAll(async () => {
    await seedDemoData();
  });

  it("opens the review of the caller's ended trip, voids the mailed link, and yields one review", async () => {
    const rita = traveller();
    const id = await trip(rita);
    await inviteReviews(new Date());
    const mailed = mailedToken((await mailsTo(rita.email))[0]?.body.text);
    expect(await opens(mailed)).toBe(200);

    const res = await issue(rita.claims, id);
    expect(res.status).toBe(200);
    const token = tokenOf(res);
    expect(token).not.toBe(mailed);
    // The mailed link stops working in the same transaction; the new one opens the same review.
    expect(await opens(mailed)).toBe(404);
    expect(await review(mailed)).toBe(404);
    const opened = await invoke(openInvitation, contract.openReviewInvitation, {
      body: JSON.stringify({ token }),
    });
    expect(opened).toMatchObject({ status: 200, body: { tourId, authorName: "Rita V." } });

    const before = await reviewCount();
    expect(await review(token)).toBe(200);
    expect(await reviewCount()).toBe(before + 1);
    expect((await findBooking(id))?.reviewedAt).toBeDefined();
    // Reviewed: no new link, and the used one gives no second review.
    expect(await issue(rita.claims, id)).toMatchObject({
      status: 409,
      body: { error: { code: "ALREADY_REVIEWED" } },
    });
    expect(await review(token, "Noch einmal")).toBe(404);
    expect(await reviewCount()).toBe(before + 1);
  });

  it("keeps only the newest of several issued links, and the job mails none once one was issued", async () => {
    const rita = traveller();
    const id = await trip(rita);
    const first = tokenOf(await issue(rita.claims, id));
    const second = tokenOf(await issue(rita.claims, id));
    expect(await opens(first)).toBe(404);
    expect(await opens(second)).toBe(200);
    await inviteReviews(new Date());
    expect(await mailsTo(rita.email)).toEqual([]);
    const before = await reviewCount();
    expect(await review(first)).toBe(404);
    expect(await review(second)).toBe(200);
    expect(await reviewCount()).toBe(before + 1);
  });

  it("refuses a trip reviewed through the mailed link", async () => {
    const rita = traveller();
    const id = await trip(rita);
    await inviteReviews(new Date());
    const mailed = mailedToken((await mailsTo(rita.email))[0]?.body.text);
    expect(await review(mailed)).toBe(200);
    expect(await issue(rita.claims, id)).toMatchObject({
      status: 409,
      body: { error: { code: "ALREADY_REVIEWED" } },
    });
  });

  it("refuses a trip not yet ended or never paid, and anyone else's booking", async () => {
    const rita = traveller();
    for (const [endsIn, status] of [
      [3, "confirmed"],
      [0, "confirmed"],
      [-2, "cancelled"],
      [-2, "released"],
    ] as const) {
      const id = await trip(rita, { endsIn, status });
      expect(await issue(rita.claims, id)).toMatchObject({
        status: 409,
        body: { error: { code: "REVIEW_UNAVAILABLE" } },
      });
    }
    const ended = await trip(rita);
    expect((await issue(traveller().claims, ended)).status).toBe(404);
    expect((await issue(rita.claims, randomUUID())).status).toBe(404);
    expect((await invoke(handler, contract.issueReviewLink, { params: { id: ended } })).status).toBe(401);
  });
});

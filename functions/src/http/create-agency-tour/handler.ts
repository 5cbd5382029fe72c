import * as contract from "@tembea/shared/contract/agency-tours";
import { actorOf, auditEntry } from "../../core/audit/record.js";
import { answeredAgainForMs, once } from "../../core/submissions/once.js";
import { agencyTourView, newTourId } from "../../core/tours/agency-tours.js";
import { agencyOf } from "../../core/trip-requests/agency-of-caller.js";
import { createTourDraft, type StoredDraft } from "../../data/tour-drafts.js";
import { today } from "../../platform/clock.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/**
 * A new draft, with the request's Idempotency-Key claimed in its transaction: an agent whose answer
 * was lost and who presses "create" again gets the same tour, not a second empty one
 * (core/submissions/once.ts).
 */
export const handler = httpHandler(contract.createAgencyTour, async ({ body, caller, idempotencyKey }) => {
  const agencyId = agencyOf(caller);
  return once(
    { endpoint: contract.createAgencyTour.id, key: idempotencyKey, caller, body },
    async () => undefined,
    async (_, claim) => {
      const now = new Date();
      // Four random characters of 36: another draw when the id is taken, which is rare.
      for (let attempt = 1; attempt <= 5; attempt++) {
        const stored: StoredDraft = {
          tourId: newTourId(body.destination),
          agencyId,
          kind: body.kind,
          destination: body.destination,
          draft: { kind: body.kind, destination: body.destination },
          version: 0,
          createdAt: now.toISOString(),
          updatedAt: now.toISOString(),
          live: false,
          photoCount: 0,
        };
        const audit = auditEntry({
          actor: actorOf(caller, "agent"),
          action: "tour.created",
          target: { type: "tour", id: stored.tourId },
          agencyId,
          after: { kind: body.kind, destination: body.destination },
          at: now,
        });
        const partition = { tour: undefined, published: true, departures: [], reviews: [] };
        const view = agencyTourView(
          { agencyId, stored, exists: true, partition, readyPhotoIds: [], photoCount: 0, keepsImage: false },
          today(),
        );
        const submission = claim(view, new Date(now.getTime() + answeredAgainForMs));
        if ((await createTourDraft(stored, audit, submission)) === "created") return view;
      }
      throw new Error("no free tour id after 5 draws");
    },
  );
});

import * as contract from "@tembea/shared/contract/agency-tours";
import { actorOf, auditEntry } from "../../core/audit/record.js";
import { agencyTourView, tourOfAgency } from "../../core/tours/agency-tours.js";
import { unpublishTour } from "../../data/tour-drafts.js";
import { today } from "../../platform/clock.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.unpublishAgencyTour, async ({ params, caller }) => {
  // A save landing in between moves the version the write expects: read again and retry, since
  // hiding the tour does not depend on what the draft says.
  for (let attempt = 1; attempt <= 3; attempt++) {
    const loaded = await tourOfAgency(caller, params.tourId);
    const { stored } = loaded;
    const live = stored.publishedVersion !== undefined && stored.live;
    if (!live) return agencyTourView(loaded, today());
    const audit = auditEntry({
      actor: actorOf(caller, "agent"),
      action: "tour.unpublished",
      target: { type: "tour", id: stored.tourId, label: stored.draft.title?.en || stored.tourId },
      agencyId: loaded.agencyId,
      before: { published: true },
      after: { published: false },
    });
    if ((await unpublishTour(stored, loaded.exists, audit)) === "unpublished") {
      return agencyTourView(await tourOfAgency(caller, params.tourId), today());
    }
  }
  throw new Error(`tour ${params.tourId} kept changing while it was unpublished`);
});

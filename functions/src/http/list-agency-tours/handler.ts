import type { AgencyTourListItem } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/agency-tours";
import { stateOf } from "../../core/tours/agency-tours.js";
import { agencyOf } from "../../core/trip-requests/agency-of-caller.js";
import { publicToursOfAgency, upcomingDepartureCountsOf } from "../../data/agency-tours.js";
import { draftsOfAgency } from "../../data/tour-drafts.js";
import { today } from "../../platform/clock.js";
import { codeUnitOrder } from "../../platform/code-unit-order.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

const neverEdited = new Date(0).toISOString();

export const handler = httpHandler(contract.listAgencyTours, async ({ caller }) => {
  const agencyId = agencyOf(caller);
  const [drafts, listed] = await Promise.all([draftsOfAgency(agencyId), publicToursOfAgency(agencyId)]);
  const drafted = new Set(drafts.map((d) => d.tourId));
  const groupTourIds = new Set([
    ...drafts.filter((d) => d.kind === "group").map((d) => d.tourId),
    ...listed.filter((t) => t.kind === "group").map((t) => t.id),
  ]);
  const upcoming = await upcomingDepartureCountsOf([...groupTourIds], today());
  const tours: AgencyTourListItem[] = [
    ...drafts.map((d) => ({
      id: d.tourId,
      kind: d.kind,
      destination: d.destination,
      ...(d.draft.title ? { title: d.draft.title } : {}),
      state: stateOf(d),
      updatedAt: d.updatedAt,
      upcomingDepartures: d.kind === "group" ? (upcoming.get(d.tourId) ?? 0) : 0,
    })),
    // Tours published before drafts existed (the demo's) are live, their draft made when opened.
    ...listed
      .filter((t) => !drafted.has(t.id))
      .map((t) => ({
        id: t.id,
        kind: t.kind,
        destination: t.destination,
        title: t.title,
        state: "live" as const,
        updatedAt: neverEdited,
        upcomingDepartures: t.kind === "group" ? (upcoming.get(t.id) ?? 0) : 0,
      })),
  ];
  tours.sort((a, b) => codeUnitOrder(b.updatedAt, a.updatedAt) || codeUnitOrder(a.id, b.id));
  return { tours };
});

import type { Booking, ManifestBooking } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/manifests";
import { tourOfAgency } from "../../core/tours/agency-tours.js";
import { listBookingsOfDeparture } from "../../data/tour-bookings.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

function manifestBooking(booking: Booking): ManifestBooking {
  const { lead, others } = booking.travellers;
  return {
    bookingId: booking.id,
    ...(booking.reference ? { reference: booking.reference } : {}),
    status: booking.status,
    bookedAt: booking.createdAt,
    ...(booking.confirmedAt ? { confirmedAt: booking.confirmedAt } : {}),
    contact: { firstName: lead.firstName, lastName: lead.lastName, email: lead.email, phone: lead.phone },
    travellers: [
      {
        firstName: lead.firstName,
        lastName: lead.lastName,
        birthDate: lead.birthDate,
        nationality: lead.nationality,
        lead: true,
      },
      ...others.map((p) => ({
        firstName: p.firstName,
        lastName: p.lastName,
        birthDate: p.birthDate,
        lead: false,
      })),
    ],
    ...(booking.rooms ? { rooms: booking.rooms } : {}),
    amountPaidChf: booking.totalChf,
  };
}

/**
 * A date's manifest for the agency whose tour it is (404 for any other, as for no tour). The
 * bookings come from the tour's booking index, so only paid ones are listed, confirmed first.
 */
export const handler = httpHandler(contract.getDepartureManifest, async ({ params, caller }) => {
  const { stored, partition } = await tourOfAgency(caller, params.tourId);
  const bookings = await listBookingsOfDeparture(stored.tourId, params.startDate);
  const confirmed = bookings.filter((b) => b.status === "confirmed");
  const others = bookings.filter((b) => b.status !== "confirmed");
  const departure = partition.departures.find((d) => d.startDate === params.startDate);
  const endDate = bookings[0]?.endDate ?? departure?.endDate;
  return {
    tour: {
      id: stored.tourId,
      kind: stored.kind,
      ...(stored.draft.title ? { title: stored.draft.title } : {}),
    },
    startDate: params.startDate,
    ...(endDate ? { endDate } : {}),
    travellers: confirmed.reduce((sum, b) => sum + b.numberOfTravellers, 0),
    bookings: [...confirmed, ...others].map(manifestBooking),
  };
});

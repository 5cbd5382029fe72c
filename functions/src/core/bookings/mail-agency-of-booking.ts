import type { Booking, GroupTour, SpecialTour } from "@tembea/shared";
import { findAgency } from "../../data/agencies.js";
import { claimAgencyBookingMail } from "../../data/tour-bookings.js";
import { logger } from "../../platform/logger.js";
import { sendMail } from "../mail/mail.js";
import { bookingForAgencyMail } from "../mail/templates/agency-booking.js";

/**
 * Tells the agency whose tour a confirmed booking is about it, once (the claim), in the agency's
 * language, at the address its request mails go to. An agency without an address gets nothing (the
 * manifest lists the booking all the same), and its mail is not claimed, so one that gets an address
 * before the event is delivered again is mailed then.
 */
export async function mailAgencyOfBooking(booking: Booking, tour: GroupTour | SpecialTour): Promise<void> {
  const agency = await findAgency(booking.agencyId ?? tour.agencyId);
  if (!agency?.email) {
    logger.warn("no address to tell the agency of a booking", {
      bookingId: booking.id,
      agencyId: agency?.id,
    });
    return;
  }
  if (await claimAgencyBookingMail(booking.id, new Date().toISOString()))
    await sendMail(bookingForAgencyMail(booking, tour, agency, agency.email));
}

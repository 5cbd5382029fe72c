import { amountOfPart, balanceDueChf, offerTotalChf } from "@tembea/shared";
import { findAgency } from "../../data/agencies.js";
import {
  claimTripPaymentMail,
  findTripRequest,
  isTripPaymentRecorded,
  recordTripPayment,
} from "../../data/trip-requests.js";
import { logger } from "../../platform/logger.js";
import { countMetric } from "../../platform/metrics.js";
import { sendMail } from "../mail/mail.js";
import { mailAddressOf, offerAcceptedForAgencyMail } from "../mail/templates/agency-requests.js";
import { tripPaymentReceivedMail } from "../mail/templates/trip-payments.js";
import { chargedExactly } from "../payments/charge.js";
import type { PaymentEvent } from "../payments/gateway.js";

/**
 * A paid checkout of an accepted offer. What was charged must be what the server itself computes
 * from the stored offer (deposit, full) or the stored payment (balance); anything else is logged
 * for a person to look at and changes nothing. Each event id is recorded once, and its mails are sent
 * once, also when the delivery that recorded it failed before mailing.
 */
export async function receiveTripPayment(event: Extract<PaymentEvent, { kind: "trip-payment" }>) {
  const request = await findTripRequest(event.tripRequestId);
  if (!request?.offer) {
    logger.error("payment for an unknown request or one without an offer", { ...event });
    return;
  }
  // A redelivery of a recorded payment can only still owe its mails: its amount was checked when it
  // was recorded (checking it again would refuse a paid balance, which is no longer due).
  if (await isTripPaymentRecorded(request.id, event.id)) {
    logger.info("trip payment redelivered", { tripRequestId: request.id, part: event.part });
  } else {
    // Paid for a version of the offer revised since (its event came late, after the checkout's hold
    // had lapsed): the traveller paid what they accepted, so it is booked at that price.
    const revisedSince =
      event.part !== "balance" &&
      event.accepted !== undefined &&
      event.accepted.offerSentAt !== request.offer.sentAt;
    if (revisedSince)
      logger.warn("trip payment for an earlier version of the offer; booked at the price paid", { ...event });
    const totalChf =
      event.part === "balance"
        ? (request.payment?.totalChf ?? 0)
        : revisedSince && event.accepted
          ? event.accepted.totalChf
          : offerTotalChf(request);
    const expected =
      event.part === "balance" ? balanceDueChf(request.payment) : amountOfPart(totalChf, event.part);
    if (!chargedExactly({ amount: event.amountChf, currency: event.currency }, expected)) {
      logger.error("trip payment amount or currency differs from the offer; not recorded", {
        ...event,
        expected,
      });
      return;
    }
    const outcome = await recordTripPayment(request.id, {
      part: event.part,
      amountChf: event.amountChf,
      totalChf,
      eventId: event.id,
      nowIso: new Date().toISOString(),
      ledger: { agencyId: request.agencyId, reference: request.reference },
    });
    if (outcome === "not-open") {
      // Money arrived for a part that is no longer open (e.g. two checkouts paid): a refund by hand.
      logger.error("trip payment for a part that is no longer open; refund it", { ...event });
      return;
    }
    // "duplicate": a concurrent delivery of the same event recorded it; the claim below decides who mails.
    logger.info("trip payment", { tripRequestId: request.id, part: event.part, outcome });
    // The first payment books the tailored trip: a booking confirmed like a tour's; a balance is not.
    if (outcome === "recorded" && event.part !== "balance")
      countMetric("BookingConfirmed", { agency: request.agencyId, tourKind: "tailored" });
  }
  // Also on a redelivery: the delivery that recorded may have failed before it mailed. The claim lets
  // exactly one delivery send the mails.
  const updated = await findTripRequest(request.id);
  if (!updated) return;
  const agency = await findAgency(updated.agencyId);
  if (!(await claimTripPaymentMail(updated.id, event.id, new Date().toISOString()))) return;
  // In the language of the page the traveller paid from (a request asked in English may be paid in
  // German); a checkout that named none, the request's.
  await sendMail(tripPaymentReceivedMail(updated, event.part, event.amountChf, event.locale));
  const to = mailAddressOf(agency);
  if (to) await sendMail(offerAcceptedForAgencyMail(updated, event.part, event.amountChf, to));
}

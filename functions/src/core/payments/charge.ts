import type { Booking } from "@tembea/shared";

/** Every checkout charges francs; Stripe writes currencies as lower-case ISO codes, in requests and events. */
export const checkoutCurrency = "chf";

/**
 * What a tour booking's checkout charges, in CHF minor units. The checkout is opened for it and the
 * webhook expects it paid, so both read it here.
 */
export function bookingChargeChf(booking: Pick<Booking, "totalChf">): number {
  return booking.totalChf;
}

/** What the provider says a checkout charged: `amount` in minor units of `currency`, when the event says. */
export interface Charged {
  amount?: number | undefined;
  currency?: string | undefined;
}

/**
 * Whether a checkout charged exactly what the server computed (`expectedChf`, CHF minor units). The
 * webhook acts on a payment only then: a signed event proves it came from the provider, not that it
 * paid for what it names.
 */
export function chargedExactly(charged: Charged, expectedChf: number): boolean {
  return charged.amount === expectedChf && charged.currency === checkoutCurrency;
}

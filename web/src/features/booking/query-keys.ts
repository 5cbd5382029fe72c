/** The booking's cache keys. */
export const bookingKeys = {
  /** A booking's receipt through its id (the thank-you page and the guest's receipt page). */
  receipt: (id: string | null) => ["booking-receipt", id] as const,
  /** The same receipt read past every cache, for whether the checkout still holds places. */
  checkoutHold: (id: string | undefined) => ["checkout-hold", id] as const,
};

// No zod here: the web's first load reads these (docs/architecture.md, "What the browser loads first").

/**
 * Stable error codes of the API. Clients switch on these, never on HTTP texts; the web translates
 * each into a message from its catalogs.
 */
export const errorCodes = [
  "VALIDATION_FAILED",
  "UNAUTHORIZED",
  /**
   * The token was issued before the account's password was reset or changed, which ended every
   * other session (401): the browser signs out and says why.
   */
  "SESSION_ENDED",
  "FORBIDDEN",
  "NOT_FOUND",
  /** The departure no longer has the places asked for (409). */
  "FULLY_BOOKED",
  /**
   * Some places are left on the departure, but fewer than asked for (409); the answer says how many
   * (`placesLeft`), so the traveller can choose fewer travellers instead of another date.
   */
  "NOT_ENOUGH_PLACES",
  /** The payment provider gave no checkout page; the hold was released (502). */
  "CHECKOUT_UNAVAILABLE",
  /** Too many attempts from one client or for one address in a short time (429). */
  "RATE_LIMITED",
  /** The offer is past its validity and can no longer be accepted (409). */
  "OFFER_EXPIRED",
  /** The offer was accepted already (409). */
  "OFFER_ALREADY_ACCEPTED",
  /** The request has no offer that could be accepted (still in progress, or cancelled) (409). */
  "OFFER_UNAVAILABLE",
  /** The offer was revised after the page the traveller accepted it from had read it (409). */
  "OFFER_CHANGED",
  /** The traveller is paying for the offer, so it cannot be revised until the checkout closes (409). */
  "CHECKOUT_OPEN",
  /** Nothing is left to pay on this trip (409). */
  "NOTHING_DUE",
  /** Only a confirmed booking whose trip has not started can be cancelled (409). */
  "NOT_CANCELLABLE",
  /**
   * The refund shown is no longer today's: midnight passed at the destination and another tier
   * applies (409). Nothing was cancelled; the page asks again.
   */
  "REFUND_CHANGED",
  /** A review link is only for a paid booking whose trip has ended (409). */
  "REVIEW_UNAVAILABLE",
  /** The booking's review was written already: a booking yields one review (409). */
  "ALREADY_REVIEWED",
  /**
   * The tour's draft was saved by someone else since the editor read it (409): the answer carries
   * the current draft and version (`current`), so nothing typed is lost.
   */
  "TOUR_CHANGED",
  /** The draft lacks what its tour page needs (422): the answer lists it (`missing`). */
  "TOUR_INCOMPLETE",
  /** The capacity asked for is below the places already taken (409): the answer says how many (`placesTaken`). */
  "CAPACITY_BELOW_TAKEN",
  /** The agency closed sales for this departure (409). */
  "SALES_CLOSED",
  /** A departure somebody has booked (or held) cannot be deleted, only closed (409). */
  "DEPARTURE_BOOKED",
  /** The departure was cancelled by its agency (409): it can no longer be changed, reopened or deleted. */
  "DEPARTURE_CANCELLED",
  /** The agency was changed by someone else since the form read it (409); the answer holds nothing lost. */
  "AGENCY_CHANGED",
  /** Another agency answers tailored requests for a destination asked for (409): one agency per destination. */
  "DESTINATION_TAKEN",
  /** The address has an account already (409): an agent or admin is a new account, roles don't mix. */
  "EMAIL_TAKEN",
  /** No local agency takes tailored requests for this destination yet (409). */
  "NO_AGENCY_FOR_DESTINATION",
  /** A tour has as many photos as it may have (409); delete one first. */
  "TOO_MANY_PHOTOS",
  /** The tour's published page shows this photo (409): publish without it first. */
  "PHOTO_IN_USE",
  /**
   * The invited agent has set a password meanwhile (409): there is no invitation left to send; an
   * agent who forgot it uses "Forgot password".
   */
  "AGENT_ALREADY_JOINED",
  /**
   * The tour's length cannot change while upcoming departures have places taken (409): their
   * travellers booked the old length. The answer lists them (`departureDates`).
   */
  "DEPARTURES_BOOKED",
  /**
   * A change of the tour's length would move the end dates of more upcoming departures than one
   * transaction can (409): the answer lists them (`departureDates`) and says how many may move
   * (`limit`). Nothing changed.
   */
  "TOO_MANY_DEPARTURES_TO_MOVE",
  /**
   * The Idempotency-Key was sent before with another request, or by another caller (422): a key
   * names one submission (docs/decisions/0037-submissions-sent-once.md). Nothing was done.
   */
  "IDEMPOTENCY_KEY_REUSED",
  "INTERNAL",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/**
 * Keys of field validation messages. Schemas put these keys in their issues; the web maps each key to its
 * translated text (docs/product-spec.md, section 5), so a message is written once per language in the
 * catalogs.
 */
export const fieldMessageKeys = [
  "required",
  "invalid",
  "invalidEmail",
  "invalidJson",
  "unknownField",
  "unknownDestination",
  "tooLong",
  "invalidName",
  "emailTaken",
  "passwordTooShort",
  "passwordUppercase",
  "passwordSpecial",
  "passwordMismatch",
  "termsRequired",
  "invalidPhone",
  "invalidDate",
  "resetLinkInvalid",
  /** A sign-up code that is wrong, expired, used, or for an address with no pending sign-up. */
  "signUpCodeInvalid",
  /** The sign-up code took five wrong tries and is void: only a new one can confirm the address. */
  "signUpCodeVoid",
  /** The current password given to change it is not the account's. */
  "wrongCredentials",
  "roomsUnassigned",
  "tooYoung",
  "groupSizeOutOfRange",
  "departureUnavailable",
  "signatureInvalid",
  "minimumTripDays",
  "monthRequired",
  "durationRequired",
  "budgetTooLow",
  /** A tailored request's single rooms outnumber its travellers (singleRoomsFit). */
  "tooManySingleRooms",
  /** A solo trip with more than one traveller, a couple that is not two adults (groupTypeMismatch). */
  "soloIsOneAdult",
  "coupleIsTwoAdults",
  /** Exact trip dates whose return comes before the departure. */
  "returnBeforeDeparture",
  "ratingRequired",
  "experienceRequired",
  "imageTooLarge",
  "imageType",
  "uploadMissing",
  /** A departure series whose last day comes before its first. */
  "untilBeforeFrom",
  /** A departure series with no date after today. */
  "noDatesInSeries",
  /** A departure series of more than 104 dates. */
  "tooManyDates",
  /** A departure on or before today. */
  "dateNotAhead",
  /** A departure for a special tour, or a tour's kind changed after it was created. */
  "kindMismatch",
  /** An invitation link that is wrong, used, replaced by a newer one, or older than seven days. */
  "invitationInvalid",
  /** A destination another agency answers tailored requests for already. */
  "destinationTaken",
] as const;
export type FieldMessageKey = (typeof fieldMessageKeys)[number];

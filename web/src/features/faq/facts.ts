// What the FAQ's answers state as numbers. The shared modules that define the hold and the deposit
// import zod, which this page need not download: facts.test.ts keeps these equal to them.
import { minimumBudgetChf, offerPromiseHours } from "@tembea/shared";

/** shared/src/domain/booking.ts `holdMinutes`: how long places are held while the traveller pays. */
export const holdMinutes = 30;

/** shared/src/domain/trip-payment.ts `depositPercent`: a tailored trip's deposit. */
export const depositPercent = 30;

export { minimumBudgetChf, offerPromiseHours };

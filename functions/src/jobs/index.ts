/**
 * The scheduled jobs, once: the CDK stack makes an EventBridge rule per job, the local twin a timer.
 * Each lives in src/jobs/<folder>/handler.ts (`jobEntry` in src/entries.ts).
 */
export const jobs = [
  {
    id: "refreshExchangeRates",
    folder: "refresh-exchange-rates",
    /** After the ECB publishes (around 16:00 CET) on working days. */
    schedule: { cron: "0 16 ? * MON-FRI *", everyMs: 24 * 60 * 60 * 1000 },
    /**
     * Reaches a public feed. The local twin runs it only when RATES_SOURCE_URL names a source, so
     * a development machine or CI never calls out by itself; the seeded rates stand in.
     */
    sourceVariable: "RATES_SOURCE_URL",
  },
  {
    id: "releaseExpiredHolds",
    folder: "release-expired-holds",
    schedule: { cron: "0/5 * * * ? *", everyMs: 5 * 60 * 1000 },
    sourceVariable: undefined,
  },
  {
    id: "followUpTripRequests",
    folder: "follow-up-trip-requests",
    /** Hourly: reminders 12 hours before the 72-hour promise, offers expired after their validity. */
    schedule: { cron: "15 * * * ? *", everyMs: 60 * 60 * 1000 },
    sourceVariable: undefined,
  },
  {
    id: "inviteReviews",
    folder: "invite-reviews",
    /** Daily, in the morning in Europe and Africa: review links for trips that have ended. */
    schedule: { cron: "0 8 * * ? *", everyMs: 24 * 60 * 60 * 1000 },
    sourceVariable: undefined,
  },
  {
    id: "retryRefunds",
    folder: "retry-refunds",
    /** Refunds of cancelled bookings that the payment provider did not take (it was down or refused). */
    schedule: { cron: "0/10 * * * ? *", everyMs: 10 * 60 * 1000 },
    sourceVariable: undefined,
  },
] as const;

export type Job = (typeof jobs)[number];

/** The signed-in user's cache keys that more than one page reads. */
export const accountKeys = {
  /** Their saved personal details: the personal-details page and the booking's prefill. */
  profile: ["me", "profile"] as const,
};

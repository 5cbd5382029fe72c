import * as z from "zod/mini";
import { LocalizedTextSchema } from "../domain/locale-schema.js";
import { ReviewInputSchema } from "../domain/tour.js";
import { defineEndpoint } from "./endpoint.js";
import * as routes from "./routes.js";

/** The link's token travels in the body, never in a URL the server logs. */
const TokenBodySchema = z.strictObject({ token: z.string().check(z.minLength(1), z.maxLength(200)) });

export const openReviewInvitation = defineEndpoint({
  ...routes.openReviewInvitation,
  access: "public",
  examples: { body: { token: "q7Hn2VbX9kLm4TzR8wYc3F" } },
  errors: ["NOT_FOUND"],
  summary:
    "What the review page shows for a review link: the tour and the traveller's first name. A used, expired or unknown link is a 404 (the page says 'Unable to access review').",
  body: TokenBodySchema,
  response: z.object({
    tourId: z.string(),
    tourKind: z.enum(["group", "special"]),
    tourTitle: LocalizedTextSchema,
    authorName: z.string(),
    travelledIn: z.string(),
  }),
});

export const submitReview = defineEndpoint({
  ...routes.submitReview,
  access: "public",
  examples: {
    body: {
      token: "q7Hn2VbX9kLm4TzR8wYc3F",
      rating: 5,
      text: "Our guide knew every bird by its call; the river crossing was unforgettable.",
      locale: "en",
    },
  },
  errors: ["NOT_FOUND"],
  summary:
    "Stores the review of a review link, once: the token is used up in the same transaction that stores the review and adds it to the tour's rating. A used or unknown link is a 404.",
  body: ReviewInputSchema,
  response: z.object({ ok: z.literal(true) }),
});

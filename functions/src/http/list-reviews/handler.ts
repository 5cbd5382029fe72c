import * as contract from "@tembea/shared/contract/catalogue";
import { listLatestReviews } from "../../data/reviews.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.listReviews, async ({ query }) => ({
  reviews: await listLatestReviews(query.limit),
}));

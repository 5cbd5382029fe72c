import { DestinationSlugSchema } from "@tembea/shared";
import * as z from "zod/mini";

const key = "tembea_trip_request_submitted";

const SubmittedSchema = z.object({
  id: z.string(),
  /** The short reference; absent from what a tab remembered before references existed. */
  reference: z.optional(z.string()),
  replyDueAt: z.string(),
  destination: DestinationSlugSchema,
});
export type SubmittedRequest = z.infer<typeof SubmittedSchema>;

/**
 * The request just sent, for the success page. Kept per tab (sessionStorage): a success page opened
 * anywhere else has no request to show and says so.
 */
export function rememberSubmitted(request: SubmittedRequest): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(request));
  } catch {
    // Without storage the success page shows "No trip request found"; the request itself is sent.
  }
}

export function readSubmitted(): SubmittedRequest | undefined {
  try {
    const parsed = SubmittedSchema.safeParse(JSON.parse(window.sessionStorage.getItem(key) ?? "null"));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

import * as z from "zod/mini";
import type { OfferFormValues } from "./offer-form-schema";

/**
 * A half-written offer, kept per request in sessionStorage so an agent who looks elsewhere and comes
 * back finds it again (this tab only; sending clears it). A draft belongs to the offer it revises
 * (`basedOn`, that offer's sentAt, or null for a first offer): once another offer was sent, it is
 * stale and is dropped rather than shown over the new one.
 */
const DraftSchema = z.object({
  basedOn: z.nullable(z.string()),
  values: z.object({
    title: z.string(),
    days: z.array(z.object({ title: z.string(), description: z.string() })).check(z.minLength(1)),
    price: z.string(),
    inclusions: z.string(),
    exclusions: z.string(),
    validUntil: z.string(),
  }),
});

const draftKey = (requestId: string) => `tembea.offer-draft.${requestId}`;

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be disabled: the form then simply starts afresh.
    return undefined;
  }
}

export function readOfferDraft(
  requestId: string,
  basedOn: string | null,
  storage = sessionStore(),
): OfferFormValues | undefined {
  try {
    const parsed = DraftSchema.safeParse(JSON.parse(storage?.getItem(draftKey(requestId)) ?? "null"));
    return parsed.success && parsed.data.basedOn === basedOn ? parsed.data.values : undefined;
  } catch {
    return undefined;
  }
}

export function saveOfferDraft(
  requestId: string,
  basedOn: string | null,
  values: OfferFormValues,
  storage = sessionStore(),
): void {
  try {
    storage?.setItem(draftKey(requestId), JSON.stringify({ basedOn, values }));
  } catch {
    // Quota or privacy mode: the draft is a convenience, the form works without it.
  }
}

export function clearOfferDraft(requestId: string, storage = sessionStore()): void {
  storage?.removeItem(draftKey(requestId));
}

import type { BookingStatus } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { ApiRequestError, apiRequest } from "../../api/client";
import { useLocalizedPath } from "../../i18n/locale-context";
import { type BookingKind, readFlow, updateFlow } from "../../lib/booking-flow";
import { thankYouPath } from "../../lib/paths";
import { useQueryClient } from "../../lib/query";
import { tourKeys } from "../tours/query-keys";

/**
 * What became of a checkout the traveller left: `closed` (its places are back, or it held none), or
 * `paid` (the provider took the payment first: the booking stands, confirmed or about to be).
 */
export type LeftCheckout = "closed" | "paid";

export function leftCheckout(status: BookingStatus): LeftCheckout {
  return status === "confirmed" || status === "held" ? "paid" : "closed";
}

/** Closes the checkout of a booking at the provider and gives its places back (`cancelCheckout`). */
export async function closeCheckout(bookingId: string): Promise<LeftCheckout> {
  try {
    const { status } = await apiRequest(routes.cancelCheckout, { params: { id: bookingId } });
    return leftCheckout(status);
  } catch (error) {
    // A booking the server does not know (a reset local stack) holds nothing.
    if (error instanceof ApiRequestError && error.status === 404) return "closed";
    throw error;
  }
}

/**
 * The checkout's cancel link comes back with `?cancelled=<booking id>`: close that checkout now, so
 * the places come back at once rather than when the hold runs out, and forget it in the flow. Had
 * it been paid meanwhile, the receipt is shown instead. Answers the id while the URL still carries
 * it, so the step can drop the parameter (a reload then repeats nothing).
 */
export function useCancelledCheckout(kind: BookingKind, tourId: string): string | null {
  const [params] = useSearchParams();
  const cancelled = params.get("cancelled");
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const queryClient = useQueryClient();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!cancelled || handled.current === cancelled) return;
    handled.current = cancelled;
    closeCheckout(cancelled).then(
      (left) => {
        if (left === "paid") {
          navigate(to(thankYouPath(kind, cancelled)));
          return;
        }
        if (readFlow(kind, tourId).openCheckout === cancelled)
          updateFlow(kind, tourId, { openCheckout: undefined });
        void queryClient.invalidateQueries({ queryKey: tourKeys.detail(kind, tourId) });
      },
      // The flow still remembers the checkout; "pay" closes it before holding places again.
      () => undefined,
    );
  }, [cancelled, kind, tourId, navigate, to, queryClient]);

  return cancelled;
}

import * as routes from "@tembea/shared/contract/routes";
import { apiRequest } from "../../api/client";
import { useQuery } from "../../lib/query";
import { requireIdToken } from "../auth/auth-store";

/** The manifest of one date of the agency's tour: read afresh on each visit, bookings come in any time. */
export function useDepartureManifest(tourId: string, startDate: string) {
  return useQuery({
    queryKey: ["agency", "tours", "manifest", tourId, startDate],
    queryFn: async ({ signal }) =>
      apiRequest(routes.getDepartureManifest, {
        token: await requireIdToken(),
        params: { tourId, startDate },
        signal,
      }),
    staleTime: 0,
  });
}

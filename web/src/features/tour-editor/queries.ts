import type {
  addDepartures,
  BodyInputOf,
  cancelDeparture,
  createAgencyTour,
  createTourPhotoUpload,
  saveAgencyTour,
  updateDeparture,
} from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import { apiRequest } from "../../api/client";
import { putFile } from "../../lib/presigned-upload";
import { queryOptions, useMutation, useQuery, useQueryClient } from "../../lib/query";
import { sendOnce } from "../../lib/submission";
import { requireIdToken } from "../auth/auth-store";
import { pollInterval } from "./photos";

const toursKey = ["agency", "tours"] as const;
const bookedDatesKey = (tourId: string) => [...toursKey, "booked-dates", tourId] as const;
const tourKey = (tourId: string) => [...toursKey, "one", tourId] as const;
const previewKey = (tourId: string) => [...toursKey, "preview", tourId] as const;
const photosKey = (tourId: string) => [...toursKey, "photos", tourId] as const;

/** The agency's tours, drafts and live ones alike. */
export function useAgencyTours() {
  return useQuery({
    queryKey: [...toursKey, "list"],
    queryFn: async ({ signal }) =>
      apiRequest(routes.listAgencyTours, { token: await requireIdToken(), signal }),
  });
}

/** One tour as the agency edits it: its draft, version, state, departures and what publishing lacks. */
export const agencyTourQuery = (tourId: string) =>
  queryOptions({
    queryKey: tourKey(tourId),
    queryFn: async ({ signal }) =>
      apiRequest(routes.getAgencyTour, { token: await requireIdToken(), params: { tourId }, signal }),
  });

export function useAgencyTour(tourId: string) {
  return useQuery(agencyTourQuery(tourId));
}

/** The tour's page as travellers would see it now: the public endpoints' answer, from the draft. */
export function useTourPreview(tourId: string) {
  return useQuery({
    queryKey: previewKey(tourId),
    queryFn: async ({ signal }) =>
      apiRequest(routes.previewAgencyTour, { token: await requireIdToken(), params: { tourId }, signal }),
    // Each visit shows the draft as it is now: the agent may have saved in another tab.
    staleTime: 0,
  });
}

export function useCreateTour() {
  const queryClient = useQueryClient();
  return useMutation({
    // The same key for a retry of the same tour after a lost answer (lib/submission.ts): one tour.
    mutationFn: async (body: BodyInputOf<typeof createAgencyTour>) => {
      const token = await requireIdToken();
      return sendOnce("agency-tour.new", body, (idempotencyKey) =>
        apiRequest(routes.createAgencyTour, { token, body, idempotencyKey }),
      );
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...toursKey, "list"] }),
  });
}

/** Everything about a tour changed: its own answer, the list's row and the preview. */
function useTourChanged(tourId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: tourKey(tourId) });
    void queryClient.invalidateQueries({ queryKey: [...toursKey, "list"] });
    // A cancelled date's bookings leave its booked count.
    void queryClient.invalidateQueries({ queryKey: bookedDatesKey(tourId) });
    void queryClient.removeQueries({ queryKey: previewKey(tourId) });
  };
}

export function useSaveTour(tourId: string) {
  const changed = useTourChanged(tourId);
  return useMutation({
    mutationFn: async (body: BodyInputOf<typeof saveAgencyTour>) =>
      apiRequest(routes.saveAgencyTour, { token: await requireIdToken(), params: { tourId }, body }),
    onSuccess: changed,
  });
}

export function usePublishTour(tourId: string) {
  const changed = useTourChanged(tourId);
  return useMutation({
    mutationFn: async (version: number) =>
      apiRequest(routes.publishAgencyTour, {
        token: await requireIdToken(),
        params: { tourId },
        body: { version },
      }),
    onSettled: changed,
  });
}

export function useUnpublishTour(tourId: string) {
  const changed = useTourChanged(tourId);
  return useMutation({
    mutationFn: async () =>
      apiRequest(routes.unpublishAgencyTour, { token: await requireIdToken(), params: { tourId } }),
    onSettled: changed,
  });
}

export function useAddDepartures(tourId: string) {
  const changed = useTourChanged(tourId);
  return useMutation({
    mutationFn: async (body: BodyInputOf<typeof addDepartures>) =>
      apiRequest(routes.addDepartures, { token: await requireIdToken(), params: { tourId }, body }),
    onSuccess: changed,
  });
}

export function useUpdateDeparture(tourId: string) {
  const changed = useTourChanged(tourId);
  return useMutation({
    mutationFn: async ({ startDate, ...body }: { startDate: string } & BodyInputOf<typeof updateDeparture>) =>
      apiRequest(routes.updateDeparture, {
        token: await requireIdToken(),
        params: { tourId, startDate },
        body,
      }),
    // A refused capacity may mean places were taken meanwhile: show the departure as it is now.
    onSettled: changed,
  });
}

export function useDeleteDeparture(tourId: string) {
  const changed = useTourChanged(tourId);
  return useMutation({
    mutationFn: async (startDate: string) =>
      apiRequest(routes.deleteDeparture, { token: await requireIdToken(), params: { tourId, startDate } }),
    onSettled: changed,
  });
}

/** What cancelling a departure would do: its confirmed bookings, travellers and the refund in full. */
export function useDepartureCancellation(tourId: string, startDate: string, enabled: boolean) {
  return useQuery({
    queryKey: [...tourKey(tourId), "cancellation", startDate],
    queryFn: async ({ signal }) =>
      apiRequest(routes.getDepartureCancellation, {
        token: await requireIdToken(),
        params: { tourId, startDate },
        signal,
      }),
    enabled,
    // The dialog names the bookings as they are when it opens.
    staleTime: 0,
  });
}

export function useCancelDeparture(tourId: string, startDate: string) {
  const changed = useTourChanged(tourId);
  return useMutation({
    mutationFn: async (body: BodyInputOf<typeof cancelDeparture>) =>
      apiRequest(routes.cancelDeparture, {
        token: await requireIdToken(),
        params: { tourId, startDate },
        body,
      }),
    onSettled: changed,
  });
}

/**
 * The tour's uploaded photos with their processing state. Asked again every 2 s while one is
 * processing, and not at all once every photo is ready or failed.
 */
export function useTourPhotos(tourId: string) {
  return useQuery({
    queryKey: photosKey(tourId),
    queryFn: async ({ signal }) =>
      apiRequest(routes.listTourPhotos, { token: await requireIdToken(), params: { tourId }, signal }),
    refetchInterval: (query) => pollInterval(query.state.data?.photos),
  });
}

/**
 * One photo's upload: a slot for its type and size (the API checks the rules and the count again),
 * then the file straight to storage. `onSlot` hands over the photo's id as soon as it exists, so the
 * form holds it while the bytes travel.
 */
export function useUploadPhoto(tourId: string) {
  const queryClient = useQueryClient();
  return async (
    file: File,
    onSlot: (photoId: string) => void,
    onProgress: (fraction: number) => void,
  ): Promise<void> => {
    const token = await requireIdToken();
    const slot = await apiRequest(routes.createTourPhotoUpload, {
      token,
      params: { tourId },
      body: {
        contentType: file.type as BodyInputOf<typeof createTourPhotoUpload>["contentType"],
        size: file.size,
      },
    });
    onSlot(slot.photoId);
    try {
      await putFile(slot, file, onProgress);
    } finally {
      // Processing starts with the upload: the list, asked again before the upload counts as done,
      // now holds the photo ("processing") and keeps being asked until it settles.
      await queryClient.invalidateQueries({ queryKey: photosKey(tourId) });
    }
  };
}

export function useDeletePhoto(tourId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (photoId: string) =>
      apiRequest(routes.deleteTourPhoto, { token: await requireIdToken(), params: { tourId, photoId } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: photosKey(tourId) }),
  });
}

/** The tour's dates that travellers paid for, with their travellers: what leads to each manifest. */
export function useTourBookedDates(tourId: string) {
  return useQuery({
    queryKey: bookedDatesKey(tourId),
    queryFn: async ({ signal }) =>
      apiRequest(routes.listTourBookedDates, { token: await requireIdToken(), params: { tourId }, signal }),
    staleTime: 0,
  });
}

import { type Profile, profileNames } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import { useEffect } from "react";
import type { UseFormGetValues, UseFormSetValue } from "react-hook-form";
import { apiRequest } from "../../api/client";
import { useQuery } from "../../lib/query";
import { requireIdToken } from "../auth/auth-store";
import { accountKeys } from "../auth/query-keys";
import type { TravellersFormInput } from "./travellers-schema";

/**
 * A signed-in traveller's saved personal details fill the lead traveller's empty fields, so a
 * returning traveller does not type them again. Fields already typed are never overwritten.
 */
export function useProfilePrefill(
  signedIn: boolean,
  getValues: UseFormGetValues<TravellersFormInput>,
  setValue: UseFormSetValue<TravellersFormInput>,
) {
  const profile = useQuery({
    queryKey: accountKeys.profile,
    enabled: signedIn,
    queryFn: async ({ signal }): Promise<Profile> => {
      return apiRequest(routes.getMyProfile, { token: await requireIdToken(), signal });
    },
  });
  const data = profile.data;
  useEffect(() => {
    if (!data) return;
    const fill = (name: Parameters<typeof setValue>[0], value: string | undefined) => {
      if (value && !getValues(name)) setValue(name, value);
    };
    fill("travellers.lead.email", data.email);
    const names = profileNames(data);
    fill("travellers.lead.firstName", names.firstName);
    fill("travellers.lead.lastName", names.lastName);
    const details = data.details;
    if (!details) return;
    fill("travellers.lead.nationality", details.nationality);
    fill("travellers.lead.birthDate", details.birthDate);
    if (!getValues("travellers.lead.phone.number")) {
      setValue("travellers.lead.phone.country", details.phone.country);
      // As stored (E.164): grouping it here would load the display's metadata (about 20 KB gzip)
      // beside the phone rules' on this step; the summary shows it grouped.
      setValue("travellers.lead.phone.number", details.phone.number);
    }
  }, [data, getValues, setValue]);
}

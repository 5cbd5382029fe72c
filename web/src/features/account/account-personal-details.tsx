import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { PersonalDetailsSchema, type Profile, profileNames } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import { phoneForDisplay } from "@tembea/shared/phone-display";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { apiRequest } from "../../api/client";
import { useMutation, useQuery, useQueryClient } from "../../lib/query";
import { Button } from "../../ui/button";
import { useFieldMessage } from "../../ui/form/field-messages";
import styles from "../../ui/form/form.module.css";
import { AuthCard, FormAlert, SelectField, TextField } from "../../ui/form/form-fields";
import { PhoneFields } from "../../ui/form/phone-fields";
import { applyServerFieldErrors, formMessageKey, useFormMessage } from "../../ui/form/server-errors";
import { useCountryOptions } from "../../ui/form/use-country-options";
import { LoadError } from "../../ui/load-error";
import { usePageTitle } from "../../ui/page-title";
import { toast } from "../../ui/toast";
import { refreshAuth, requireIdToken } from "../auth/auth-store";
import { accountKeys } from "../auth/query-keys";
import { ProfileImageField } from "../profile-image/profile-image-field";

type DetailsForm = z.input<typeof PersonalDetailsSchema>;
const fields = [
  "firstName",
  "lastName",
  "phone.country",
  "phone.number",
  "nationality",
  "birthDate",
] as const;

async function withToken<T>(call: (token: string) => Promise<T>): Promise<T> {
  return call(await requireIdToken());
}

function formValues(profile: Profile | undefined): DetailsForm {
  const details = profile?.details;
  const names = profile ? profileNames(profile) : { firstName: "", lastName: "" };
  return {
    firstName: names.firstName,
    lastName: names.lastName,
    // Stored in E.164; shown in the field grouped, as the country writes it.
    phone: {
      country: details?.phone.country ?? "CH",
      number: details ? phoneForDisplay(details.phone.country, details.phone.number) : "",
    },
    nationality: details?.nationality ?? "",
    birthDate: details?.birthDate ?? "",
  };
}

/**
 * /account/personal-details: the profile image, then name, phone, nationality and birth date; the
 * e-mail is shown read-only.
 */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Personal details`);
  const message = useFieldMessage();
  const countries = useCountryOptions();
  const queryClient = useQueryClient();
  const profile = useQuery({
    queryKey: accountKeys.profile,
    queryFn: ({ signal }) => withToken((token) => apiRequest(routes.getMyProfile, { token, signal })),
  });
  const form = useForm<DetailsForm, unknown, z.output<typeof PersonalDetailsSchema>>({
    resolver: zodResolver(PersonalDetailsSchema),
    defaultValues: formValues(undefined),
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  // A failed save is about what was sent: it goes once the user edits any field.
  const [formError, setFormError] = useFormMessage(form);
  // Also after the profile image is saved: fields the user is still editing keep their values.
  useEffect(() => {
    if (profile.data) reset(formValues(profile.data), { keepDirtyValues: true });
  }, [profile.data, reset]);

  const save = useMutation({
    mutationFn: (body: z.output<typeof PersonalDetailsSchema>) =>
      withToken((token) => apiRequest(routes.updateMyProfile, { token, body })),
    onSuccess: (saved) => {
      queryClient.setQueryData(accountKeys.profile, saved);
      void refreshAuth();
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await save.mutateAsync(values);
      toast(t`Your personal details have been saved.`);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, fields).applied)
        setFormError(message(formMessageKey(error)));
    }
  });

  const phoneCountry = watch("phone.country");
  const countryOptions = countries.map(({ code, name }) => (
    <option key={code} value={code}>
      {name}
    </option>
  ));

  return (
    <AuthCard title={<Trans>Personal details</Trans>}>
      {profile.isError ? (
        // The form needs the saved details first: without them, a way to ask again, not a dead end.
        <LoadError onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : (
        <>
          <ProfileImageField
            profile={profile.data}
            onSaved={(saved) => {
              queryClient.setQueryData(accountKeys.profile, saved);
              void refreshAuth();
            }}
          />
          <form
            className={styles.form}
            onSubmit={onSubmit}
            noValidate
            aria-busy={profile.isPending || undefined}
          >
            <FormAlert>{formError}</FormAlert>
            <div className={styles.row}>
              <TextField
                id="details-first-name"
                label={<Trans>First name</Trans>}
                autoComplete="given-name"
                error={errors.firstName && message(errors.firstName.message)}
                {...register("firstName")}
              />
              <TextField
                id="details-last-name"
                label={<Trans>Last name</Trans>}
                autoComplete="family-name"
                error={errors.lastName && message(errors.lastName.message)}
                {...register("lastName")}
              />
            </div>
            <TextField
              id="details-email"
              type="email"
              label={<Trans>E-mail</Trans>}
              autoComplete="email"
              readOnly
              value={profile.data?.email ?? ""}
            />
            <PhoneFields
              idPrefix="details"
              // The number is valid or not for its country: a new country checks it again.
              country={register("phone.country", { deps: "phone.number" })}
              number={register("phone.number")}
              countryError={errors.phone?.country && message(errors.phone.country.message)}
              numberError={
                errors.phone?.number && message(errors.phone.number.message, { country: phoneCountry })
              }
            />
            <SelectField
              id="details-nationality"
              label={<Trans>Nationality</Trans>}
              error={errors.nationality && message(errors.nationality.message)}
              {...register("nationality")}
            >
              <option value="">{t`Choose a country`}</option>
              {countryOptions}
            </SelectField>
            <TextField
              id="details-birth-date"
              type="date"
              label={<Trans>Birth date</Trans>}
              autoComplete="bday"
              error={errors.birthDate && message(errors.birthDate.message)}
              {...register("birthDate")}
            />
            <Button
              type="submit"
              className={styles.submit}
              loading={isSubmitting}
              disabled={profile.isPending}
            >
              <Trans>Save</Trans>
            </Button>
          </form>
        </>
      )}
    </AuthCard>
  );
}

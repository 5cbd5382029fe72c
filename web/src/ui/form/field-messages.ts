import { useLingui } from "@lingui/react/macro";
import { type FieldMessageKey, profileImageMaxMegabytes } from "@tembea/shared";
import { useCallback } from "react";
import { useLocale } from "../../i18n/locale-context";

/** A country's name in the page's language ("CH" → "Schweiz"), the code itself when unknown. */
export function countryName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Form-level messages that are no field's: a failed sign-in, a rate limit, a lost connection. */
export type FormMessageKey = "wrongCredentials" | "tooManyAttempts" | "connectionLost";

export interface FieldMessageContext {
  /** The phone's country code, for "A number valid in {country} is required". */
  country?: string;
  /** The tour's minimum age, for "tooYoung". */
  minimumAge?: number;
  /** The tour's group size, for "groupSizeOutOfRange". */
  groupSize?: { min: number; max: number };
}

/**
 * The one place that turns the shared schemas' message keys (and the API's field keys) into text.
 * Unknown keys fall back to a generic message rather than showing a key.
 */
export function useFieldMessage(): (key: string | undefined, context?: FieldMessageContext) => string {
  const { t } = useLingui();
  const locale = useLocale();
  return useCallback(
    (key, context = {}) => {
      switch (key as FieldMessageKey | FormMessageKey | undefined) {
        case "required":
          return t`This field cannot be empty`;
        case "invalidEmail":
          return t`Please enter a valid e-mail`;
        case "emailTaken":
          return t`Email is already taken`;
        case "invalidName":
          return t`Please enter a valid name (letters, spaces, apostrophes and hyphens only)`;
        case "passwordTooShort":
          return t`The password needs at least 8 characters`;
        case "passwordUppercase":
          return t`The password needs at least one uppercase letter`;
        case "passwordSpecial":
          return t`The password needs at least one special character`;
        case "passwordMismatch":
          return t`Password is not equal to new password`;
        case "termsRequired":
          return t`Please accept the terms and conditions and privacy policy to continue.`;
        case "invalidPhone": {
          const country = context.country ? countryName(locale, context.country) : "";
          return t`A number valid in ${country} is required`;
        }
        case "invalidDate":
          return t`Please enter a valid date`;
        case "tooLong":
          return t`This entry is too long`;
        case "resetLinkInvalid":
          return t`The link to reset the password is invalid or expired.`;
        case "signUpCodeInvalid":
          return t`This code is wrong or no longer valid.`;
        case "signUpCodeVoid":
          return t`Too many wrong tries: this code no longer works. Please send yourself a new code.`;
        case "wrongCredentials":
          return t`Your credentials are wrong.`;
        case "tooManyAttempts":
          return t`Too many attempts. Please wait a few minutes and try again.`;
        case "connectionLost":
          return t`The connection was lost. Please check your internet connection and try again.`;
        case "tooYoung": {
          const age = context.minimumAge ?? 0;
          return t`Every traveller must be at least ${age} years old on the day of departure.`;
        }
        case "groupSizeOutOfRange": {
          const min = context.groupSize?.min ?? 1;
          const max = context.groupSize?.max ?? 1;
          return t`The group must have between ${min} and ${max} travellers`;
        }
        case "departureUnavailable":
          return t`Please choose a date from tomorrow on.`;
        case "invalid":
          return t`Please check this entry`;
        case "imageTooLarge": {
          const size = profileImageMaxMegabytes;
          return t`Max upload size is ${size} MB`;
        }
        case "imageType":
          return t`Please choose a JPEG, PNG or WebP image.`;
        case "uploadMissing":
          return t`The upload did not complete, please try again.`;
        case "ratingRequired":
          return t`Please enter a rating`;
        case "experienceRequired":
          return t`Please describe your experience`;
        default:
          return t`Something went wrong, please try again.`;
      }
    },
    [t, locale],
  );
}

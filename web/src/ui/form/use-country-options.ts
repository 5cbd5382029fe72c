import { countryCodes } from "@tembea/shared/phone";
import { useMemo } from "react";
import { useLocale } from "../../i18n/locale-context";
import { countryName } from "./field-messages";

export interface CountryOption {
  code: string;
  name: string;
}

/** Every country with phone numbering, named and sorted in the page's language. */
export function useCountryOptions(): CountryOption[] {
  const locale = useLocale();
  return useMemo(() => {
    const collator = new Intl.Collator(locale);
    return countryCodes
      .map((code) => ({ code, name: countryName(locale, code) }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [locale]);
}

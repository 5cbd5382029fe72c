import { baseCurrency, type Currency, currencyCookie, isCurrency } from "@tembea/shared";
import Cookies from "js-cookie";
import { isLocalHost } from "../../i18n/locale-cookie";

/** The currency stored in the cookie, if it names one of ours; CHF otherwise. */
export function parseCurrencyCookie(value: string | undefined): Currency {
  return isCurrency(value) ? value : baseCurrency;
}

export function readCurrencyCookie(): Currency {
  return parseCurrencyCookie(Cookies.get(currencyCookie.name));
}

/**
 * Kept like the locale (docs/product-spec.md, section 9), 365 days, `secure` everywhere but on local hosts.
 */
export function writeCurrencyCookie(currency: Currency): void {
  Cookies.set(currencyCookie.name, currency, {
    expires: currencyCookie.maxAgeDays,
    path: "/",
    sameSite: "Lax",
    secure: !isLocalHost(window.location.hostname),
  });
}

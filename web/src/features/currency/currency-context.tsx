import type { Currency } from "@tembea/shared";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { readCurrencyCookie, writeCurrencyCookie } from "./currency-cookie";

interface CurrencyState {
  currency: Currency;
  setCurrency: (currency: Currency) => void;
}

const CurrencyContext = createContext<CurrencyState | null>(null);

/** The currency prices are shown in: from the cookie at start, changed by the currency dialog. */
export function CurrencyProvider({ children }: { children: ReactNode }) {
  const [currency, setState] = useState<Currency>(readCurrencyCookie);
  const setCurrency = useCallback((next: Currency) => {
    writeCurrencyCookie(next);
    setState(next);
  }, []);
  const value = useMemo(() => ({ currency, setCurrency }), [currency, setCurrency]);
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyState {
  const state = useContext(CurrencyContext);
  if (!state) throw new Error("useCurrency needs a CurrencyProvider");
  return state;
}

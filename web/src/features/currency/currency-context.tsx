import { baseCurrency, type Currency } from "@tembea/shared";
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { isPrerenderedRender } from "../../ui/hydration";
import { readCurrencyCookie, writeCurrencyCookie } from "./currency-cookie";

interface CurrencyState {
  currency: Currency;
  setCurrency: (currency: Currency) => void;
}

const CurrencyContext = createContext<CurrencyState | null>(null);

/**
 * The currency prices are shown in: from the cookie at start, changed by the currency dialog. A
 * prerendered page shows the base currency, as the build did, and takes the cookie's right after
 * hydrating: in a transition, because this provider sits above the page, and an urgent update
 * reaching a part still waiting to hydrate would make React throw its HTML away.
 */
export function CurrencyProvider({ children }: { children: ReactNode }) {
  const [currency, setState] = useState<Currency>(() =>
    isPrerenderedRender() ? baseCurrency : readCurrencyCookie(),
  );
  useEffect(() => {
    if (isPrerenderedRender()) startTransition(() => setState(readCurrencyCookie()));
  }, []);
  const setCurrency = useCallback((next: Currency) => {
    writeCurrencyCookie(next);
    setState(next);
  }, []);
  const value = useMemo(() => ({ currency, setCurrency }), [currency, setCurrency]);
  return <CurrencyContext value={value}>{children}</CurrencyContext>;
}

export function useCurrency(): CurrencyState {
  const state = useContext(CurrencyContext);
  if (!state) throw new Error("useCurrency needs a CurrencyProvider");
  return state;
}

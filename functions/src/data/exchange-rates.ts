import { type ExchangeRates, ExchangeRatesSchema } from "@tembea/shared";
import * as keys from "./keys.js";
import { withoutKeys } from "./keys.js";
import { putIfAbsent } from "./put-if-absent.js";
import { getItem, putItem } from "./table.js";

export async function findExchangeRates(): Promise<ExchangeRates | undefined> {
  const { Item } = await getItem({ Key: keys.exchangeRates() });
  return Item ? ExchangeRatesSchema.parse(withoutKeys(Item)) : undefined;
}

/** The refresh job replaces the latest rates; seeding only fills them in when there are none. */
export async function saveExchangeRates(rates: ExchangeRates): Promise<void> {
  await putItem({
    Item: { ...keys.exchangeRates(), entity: "exchangeRates", ...rates },
  });
}

export async function createExchangeRatesIfMissing(rates: ExchangeRates): Promise<boolean> {
  return putIfAbsent({ ...keys.exchangeRates(), entity: "exchangeRates", ...rates });
}

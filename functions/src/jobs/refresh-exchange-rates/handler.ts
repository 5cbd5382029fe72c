import { ExchangeRatesSchema } from "@tembea/shared";
import { saveExchangeRates } from "../../data/exchange-rates.js";
import { jobHandler } from "../../platform/job-handler.js";
import { logger } from "../../platform/logger.js";
import { ecbDailyUrl, parseEcbDaily } from "./ecb-rates.js";

export interface RefreshOptions {
  sourceUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Fetches the day's reference rates and stores them as the latest. Any failure (timeout, bad
 * answer, odd numbers) keeps the last good rates: prices stay shown, just with an older date.
 */
export async function refreshExchangeRates(options: RefreshOptions = {}): Promise<{ updated: boolean }> {
  const url = options.sourceUrl ?? process.env.RATES_SOURCE_URL ?? ecbDailyUrl;
  try {
    const response = await (options.fetch ?? fetch)(url, {
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    if (!response.ok) throw new Error(`rate source answered ${response.status}`);
    const rates = ExchangeRatesSchema.parse(parseEcbDaily(await response.text()));
    await saveExchangeRates(rates);
    logger.info("exchange rates refreshed", { date: rates.date, rates: rates.rates });
    return { updated: true };
  } catch (error) {
    logger.warn("exchange rates not refreshed; keeping the last good rates", {
      error: error instanceof Error ? error.message : String(error),
    });
    return { updated: false };
  }
}

/** EventBridge calls this once a day. */
export const handler = jobHandler(() => refreshExchangeRates());

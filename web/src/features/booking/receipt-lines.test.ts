import { displayTotal, type ExchangeRates } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { receiptPriceLines } from "./receipt-lines";

const group = { kind: "group" as const, tour: { price: { shared: 455_300, single: 520_000 } } };
const special = { kind: "special" as const, tour: { pricePerPerson: 455_300 } };
const twoSharing = { numberOfTravellers: 2, rooms: { sharedRooms: 1, singleRooms: 0 }, totalChf: 910_600 };

describe("receiptPriceLines", () => {
  it("gives a group booking's total as the summary did: the shared price times two travellers", () => {
    expect(receiptPriceLines(twoSharing, group)).toEqual([
      { unitChf: 455_300, quantity: 2 },
      { unitChf: 520_000, quantity: 0 },
    ]);
  });

  it("gives a special tour's total as its price per person times the travellers", () => {
    expect(receiptPriceLines({ numberOfTravellers: 2, totalChf: 910_600 }, special)).toEqual([
      { unitChf: 455_300, quantity: 2 },
    ]);
  });

  it("keeps the charged total as one line when the tour's prices changed since, or before it loads", () => {
    const repriced = { kind: "group" as const, tour: { price: { shared: 460_000, single: 520_000 } } };
    expect(receiptPriceLines(twoSharing, repriced)).toEqual([{ unitChf: 910_600, quantity: 1 }]);
    expect(receiptPriceLines(twoSharing, undefined)).toEqual([{ unitChf: 910_600, quantity: 1 }]);
  });

  it("converts to the summary's figure, where the charged total alone rounds differently", () => {
    const rates: ExchangeRates = {
      date: "2026-11-24",
      base: "CHF",
      rates: { CHF: 1, EUR: 1.0001, USD: 1.1 },
    };
    const summary = displayTotal(receiptPriceLines(twoSharing, group), "EUR", rates).minor;
    const oneLine = displayTotal([{ unitChf: 910_600, quantity: 1 }], "EUR", rates).minor;
    expect(summary).toBe(2 * displayTotal([{ unitChf: 455_300, quantity: 1 }], "EUR", rates).minor);
    expect(oneLine).not.toBe(summary);
  });
});

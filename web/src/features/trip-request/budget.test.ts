import type { ExchangeRates } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { budgetIn, budgetInChf, minimumBudgetIn } from "./budget";

const rates: ExchangeRates = { date: "2026-11-20", base: "CHF", rates: { CHF: 1, EUR: 1.0634, USD: 1.1712 } };

describe("budget in the chosen currency", () => {
  it("shows the CHF minimum as it is", () => {
    expect(minimumBudgetIn("CHF", rates)).toBe(1000);
    expect(budgetInChf(1000, "CHF", rates)).toBe(100_000);
    expect(budgetInChf(999, "CHF", rates)).toBe(99_900);
  });

  it("rounds a converted minimum up to a whole unit", () => {
    expect(minimumBudgetIn("EUR", rates)).toBe(1064);
    expect(minimumBudgetIn("USD", rates)).toBe(1172);
  });

  it("counts the minimum shown as the minimum, and less as less", () => {
    expect(budgetInChf(1064, "EUR", rates)).toBeGreaterThanOrEqual(100_000);
    expect(budgetInChf(1063, "EUR", rates)).toBeLessThan(100_000);
    expect(budgetInChf(2000, "USD", rates)).toBe(Math.round(200_000 / 1.1712));
  });

  it("needs rates for a currency other than CHF", () => {
    expect(() => budgetInChf(2000, "EUR", undefined)).toThrow();
  });

  it("shows a saved CHF budget in another currency, rounded up", () => {
    expect(budgetIn(100_000, "CHF", undefined)).toBe(1000);
    expect(budgetIn(100_000, "EUR", rates)).toBe(1064);
    expect(budgetInChf(budgetIn(100_000, "EUR", rates), "EUR", rates)).toBeGreaterThanOrEqual(100_000);
  });
});

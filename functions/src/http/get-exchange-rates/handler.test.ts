import { demoExchangeRates, seedDemoData } from "@tembea/infra/local/seed/seed";
import { contract } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { invoke } from "../../../test/invoke.js";
import { useTestTable } from "../../../test/test-table.js";
import { handler } from "./handler.js";

useTestTable();

describe("GET /api/exchange-rates", () => {
  it("answers 404 before any rates exist, then the latest dated rates", async () => {
    expect((await invoke(handler, contract.getExchangeRates)).status).toBe(404);
    await seedDemoData(new Date("2026-11-20T10:00:00Z"));
    const res = await invoke(handler, contract.getExchangeRates);
    expect(res.body).toEqual({ date: "2026-11-20", base: "CHF", rates: { CHF: 1, ...demoExchangeRates } });
  });
});

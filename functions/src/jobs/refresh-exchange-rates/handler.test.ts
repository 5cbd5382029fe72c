import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestTable } from "../../../test/test-table.js";
import { createExchangeRatesIfMissing, findExchangeRates } from "../../data/exchange-rates.js";
import { parseEcbDaily } from "./ecb-rates.js";
import { refreshExchangeRates } from "./handler.js";

useTestTable();

const feed = (date: string, chf: string, usd: string) => `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <Cube><Cube time='${date}'>
    <Cube currency='USD' rate='${usd}'/><Cube currency='JPY' rate='161.42'/><Cube currency='CHF' rate='${chf}'/>
  </Cube></Cube>
</gesmes:Envelope>`;

describe("refreshing exchange rates", () => {
  let server: Server;
  let base = "";
  let answer: { status: number; body: string; delayMs?: number } = { status: 200, body: "" };

  beforeAll(async () => {
    // A loopback stand-in for the ECB: the job never reaches out of this machine in tests.
    server = createServer((_req, res) => {
      setTimeout(() => {
        res.writeHead(answer.status, { "content-type": "text/xml" });
        res.end(answer.body);
      }, answer.delayMs ?? 0);
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    await createExchangeRatesIfMissing({
      date: "2026-01-05",
      base: "CHF",
      rates: { CHF: 1, EUR: 1.07, USD: 1.25 },
    });
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("converts the ECB's euro quotes into units per franc", () => {
    expect(parseEcbDaily(feed("2026-11-20", "0.9400", "1.1700"))).toEqual({
      date: "2026-11-20",
      base: "CHF",
      rates: { CHF: 1, EUR: 1.06383, USD: 1.244681 },
    });
  });

  it("stores the new rates as the latest", async () => {
    answer = { status: 200, body: feed("2026-11-20", "0.9400", "1.1700") };
    expect(await refreshExchangeRates({ sourceUrl: base })).toEqual({ updated: true });
    expect(await findExchangeRates()).toMatchObject({ date: "2026-11-20", rates: { EUR: 1.06383 } });
  });

  it("keeps the last good rates when the source fails, answers nonsense or is too slow", async () => {
    for (const bad of [
      { status: 503, body: "down" },
      { status: 200, body: "<html>maintenance</html>" },
      { status: 200, body: feed("2026-11-21", "0", "1.1") },
      { status: 200, body: feed("2026-11-21", "0.95", "1.1"), delayMs: 300 },
    ]) {
      answer = bad;
      expect(await refreshExchangeRates({ sourceUrl: base, timeoutMs: 100 })).toEqual({ updated: false });
      expect((await findExchangeRates())?.date).toBe("2026-11-20");
    }
  });
});

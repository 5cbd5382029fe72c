import type { Statement } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { csvText } from "../../lib/csv";
import { statementCsvRows } from "./statement-csv";

const statement: Statement = {
  month: "2026-11",
  agency: { id: "mara-horizon-safaris", name: "Mara Horizon Safaris" },
  entries: [
    {
      agencyId: "mara-horizon-safaris",
      at: "2026-11-03T09:00:00.000Z",
      kind: "booking-paid",
      entryId: "b1",
      amountChf: 596_000,
      bookingId: "b1",
      reference: "TMB-7K2Q9",
      tourId: "kenya-great-migration-safari",
      startDate: "2027-04-09",
      tourTitle: { en: "Great Migration, Mara", de: "Grosse Migration", fr: "Grande migration" },
    },
    {
      agencyId: "mara-horizon-safaris",
      at: "2026-11-20T08:00:00.000Z",
      kind: "refund-paid",
      entryId: "b0",
      amountChf: 149_050,
      bookingId: "b0",
    },
  ],
  totals: { collectedChf: 596_000, refundedChf: 149_050, dueChf: 446_950, paidBookings: 1 },
};

describe("statementCsvRows", () => {
  it("lists each entry with a refund negative, then the totals, so the amounts add up to what is due", () => {
    const words = {
      date: "Date",
      entry: "Entry",
      reference: "Reference",
      tour: "Tour",
      departure: "Departure",
      amount: "Amount (CHF)",
      entryLabel: (kind: string) => kind,
      collected: "Collected",
      refunded: "Refunded",
      due: "Due to the agency",
    };
    expect(csvText(statementCsvRows(statement, "en", words))).toBe(
      [
        "Date,Entry,Reference,Tour,Departure,Amount (CHF)",
        '2026-11-03,booking-paid,TMB-7K2Q9,"Great Migration, Mara",2027-04-09,5960.00',
        "2026-11-20,refund-paid,,,,-1490.50",
        ",Collected,,,,5960.00",
        ",Refunded,,,,-1490.50",
        ",Due to the agency,,,,4469.50",
        "",
      ].join("\r\n"),
    );
  });
});

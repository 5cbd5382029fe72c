import {
  type Agency,
  type LocalizedText,
  type Statement,
  type StatementOverview,
  statementTotals,
} from "@tembea/shared";
import { listAgencies } from "../../data/agencies.js";
import { ledgerOfMonth } from "../../data/ledger.js";
import { findTour } from "../../data/tours.js";

/**
 * An agency's statement for a month: its ledger's entries, each tour named by its title, and the
 * totals the operator pays from. Read from the ledger alone, never from the bookings as they are
 * now: a statement of a past month must not change when a booking of it is cancelled later (the
 * refund is an entry of the month it was paid).
 */
export async function statementOf(agency: Pick<Agency, "id" | "name">, month: string): Promise<Statement> {
  const entries = await ledgerOfMonth(agency.id, month);
  const tourIds = [...new Set(entries.flatMap((e) => (e.tourId ? [e.tourId] : [])))];
  const titles = new Map<string, LocalizedText>();
  await Promise.all(
    tourIds.map(async (id) => {
      const tour = await findTour(id);
      if (tour) titles.set(id, tour.title);
    }),
  );
  return {
    month,
    agency: { id: agency.id, name: agency.name },
    entries: entries.map((entry) => {
      const tourTitle = entry.tourId ? titles.get(entry.tourId) : undefined;
      return tourTitle ? { ...entry, tourTitle } : entry;
    }),
    totals: statementTotals(entries),
  };
}

/** Every agency's totals for a month, by name, and their sum: what the operator pays out. */
export async function statementOverview(month: string): Promise<StatementOverview> {
  const agencies = await listAgencies();
  const rows = await Promise.all(
    agencies.map(async (agency) => ({
      agency: { id: agency.id, name: agency.name },
      entries: await ledgerOfMonth(agency.id, month),
    })),
  );
  rows.sort((a, b) => a.agency.name.localeCompare(b.agency.name, "en"));
  return {
    month,
    agencies: rows.map(({ agency, entries }) => ({ agency, totals: statementTotals(entries) })),
    totals: statementTotals(rows.flatMap((row) => row.entries)),
  };
}

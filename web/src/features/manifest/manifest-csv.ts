import type { DepartureManifest } from "@tembea/shared";
import { csvFile } from "../../lib/csv";

/** The CSV's column headings and a booking's status, in the page's language (the page passes them). */
export interface CsvLabels {
  headings: {
    reference: string;
    status: string;
    traveller: string;
    firstName: string;
    lastName: string;
    birthDate: string;
    nationality: string;
    email: string;
    phone: string;
    rooms: string;
    amountPaid: string;
    bookedOn: string;
  };
  status: (status: DepartureManifest["bookings"][number]["status"]) => string;
  lead: string;
  rooms: (rooms: { sharedRooms: number; singleRooms: number }) => string;
  nationality: (code: string) => string;
}

/** One row per traveller: what a spreadsheet sorts and filters best. Amounts in CHF with a point. */
export function manifestRows(manifest: DepartureManifest, labels: CsvLabels): string[][] {
  const h = labels.headings;
  const header = [
    h.reference,
    h.status,
    h.traveller,
    h.lastName,
    h.firstName,
    h.birthDate,
    h.nationality,
    h.email,
    h.phone,
    h.rooms,
    h.amountPaid,
    h.bookedOn,
  ];
  const rows = manifest.bookings.flatMap((booking) =>
    booking.travellers.map((traveller, index) => [
      booking.reference ?? booking.bookingId,
      labels.status(booking.status),
      traveller.lead ? labels.lead : String(index + 1),
      traveller.lastName,
      traveller.firstName,
      traveller.birthDate,
      traveller.nationality ? labels.nationality(traveller.nationality) : "",
      // The booking's contact and money once, on its lead traveller's row: a sum of the column is the total.
      traveller.lead ? booking.contact.email : "",
      traveller.lead ? booking.contact.phone.number : "",
      traveller.lead && booking.rooms ? labels.rooms(booking.rooms) : "",
      traveller.lead ? (booking.amountPaidChf / 100).toFixed(2) : "",
      traveller.lead ? booking.bookedAt.slice(0, 10) : "",
    ]),
  );
  return [header, ...rows];
}

/**
 * The rows as the site's one CSV writer makes them (lib/csv.ts: RFC 4180, UTF-8 with the byte order
 * mark Excel needs to read "Zoë" as written, and a name that looks like a formula shown, not run).
 */
export const manifestCsv = (rows: string[][]): Blob => csvFile(rows);

/** "manifest-kenya-great-migration-safari-2027-04-09.csv" */
export const manifestFileName = (tourId: string, startDate: string) => `manifest-${tourId}-${startDate}.csv`;

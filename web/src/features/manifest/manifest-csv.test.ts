import type { DepartureManifest } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { type CsvLabels, manifestCsv, manifestRows } from "./manifest-csv";

const labels: CsvLabels = {
  headings: {
    reference: "Reference",
    status: "Status",
    traveller: "Traveller",
    firstName: "First name",
    lastName: "Last name",
    birthDate: "Date of birth",
    nationality: "Nationality",
    email: "E-mail",
    phone: "Phone",
    rooms: "Rooms",
    amountPaid: "Amount paid (CHF)",
    bookedOn: "Booked on",
  },
  status: (status) => status,
  lead: "Lead",
  rooms: ({ sharedRooms, singleRooms }) => `${sharedRooms} shared, ${singleRooms} single`,
  nationality: (code) => (code === "DE" ? "Germany" : code),
};

const manifest: DepartureManifest = {
  tour: { id: "kenya-great-migration-safari", kind: "group", title: { en: "Great Migration" } },
  startDate: "2027-04-09",
  endDate: "2027-04-18",
  travellers: 2,
  bookings: [
    {
      bookingId: "b-1",
      reference: "TMB-7K2Q9",
      status: "confirmed",
      bookedAt: "2026-11-20T09:00:00.000Z",
      contact: {
        firstName: "Zoë",
        lastName: "Müller-Lüdenscheidt",
        email: "zoe@example.com",
        phone: { country: "DE", number: "+4915112345678" },
      },
      travellers: [
        {
          firstName: "Zoë",
          lastName: "Müller-Lüdenscheidt",
          birthDate: "1984-02-29",
          nationality: "DE",
          lead: true,
        },
        // A name is the traveller's own text: a comma, a quote and what Excel would run as a formula.
        { firstName: 'Jörg "Jo"', lastName: "=HYPERLINK(1), Jr", birthDate: "1982-07-01", lead: false },
      ],
      rooms: { sharedRooms: 1, singleRooms: 0 },
      amountPaidChf: 1_234_550,
    },
  ],
};

describe("the manifest's CSV", () => {
  it("is RFC 4180 in UTF-8 with a byte order mark, one row per traveller, quoting what needs it", async () => {
    const blob = manifestCsv(manifestRows(manifest, labels));
    expect(blob.type).toBe("text/csv;charset=utf-8");
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.split("\r\n")).toEqual([
      "\uFEFFReference,Status,Traveller,Last name,First name,Date of birth,Nationality,E-mail,Phone,Rooms,Amount paid (CHF),Booked on",
      // A phone number starts with "+": marked as text, so a spreadsheet keeps it a number to dial.
      `TMB-7K2Q9,confirmed,Lead,Müller-Lüdenscheidt,Zoë,1984-02-29,Germany,zoe@example.com,'+4915112345678,"1 shared, 0 single",12345.50,2026-11-20`,
      `TMB-7K2Q9,confirmed,2,"'=HYPERLINK(1), Jr","Jörg ""Jo""",1982-07-01,,,,,,`,
      "",
    ]);
  });
});

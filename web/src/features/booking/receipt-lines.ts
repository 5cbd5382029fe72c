import {
  type GroupTour,
  groupTourPriceLines,
  type PriceLine,
  priceLinesTotal,
  type SpecialTour,
} from "@tembea/shared";

type ReceiptFacts = {
  numberOfTravellers: number;
  rooms?: { sharedRooms: number; singleRooms: number } | undefined;
  totalChf: number;
};
type ReceiptTour =
  | { kind: "group"; tour: Pick<GroupTour, "price"> }
  | { kind: "special"; tour: Pick<SpecialTour, "pricePerPerson"> };

/**
 * The parts of a receipt's total as the summary showed them (unit prices × travellers or rooms), so
 * its converted total reads the same on the thank-you page: converting the charged total instead
 * rounds once where the summary rounded per unit price. Only while the tour's prices still make up
 * what was charged; else, and before the tour has loaded, the charged total as one line.
 */
export function receiptPriceLines(receipt: ReceiptFacts, booked: ReceiptTour | undefined): PriceLine[] {
  const charged = [{ unitChf: receipt.totalChf, quantity: 1 }];
  if (!booked) return charged;
  const lines =
    booked.kind === "special"
      ? [{ unitChf: booked.tour.pricePerPerson, quantity: receipt.numberOfTravellers }]
      : groupTourPriceLines(booked.tour, receipt.rooms ?? { sharedRooms: 0, singleRooms: 0 });
  return priceLinesTotal(lines) === receipt.totalChf ? lines : charged;
}

import { describe, expect, it } from "vitest";
import { ageOn, groupTourTotal, travellersInRooms, unassignedTravellers } from "./booking.js";

describe("booking rules", () => {
  const tour = { price: { shared: 245_000, single: 298_000 } };

  it("prices every traveller in a shared room at the shared price and each single room at the single price", () => {
    expect(groupTourTotal(tour, { sharedRooms: 1, singleRooms: 0 })).toBe(490_000);
    expect(groupTourTotal(tour, { sharedRooms: 1, singleRooms: 1 })).toBe(788_000);
    expect(groupTourTotal(tour, { sharedRooms: 0, singleRooms: 0 })).toBe(0);
  });

  it("counts the travellers the rooms sleep and those still without a bed", () => {
    expect(travellersInRooms({ sharedRooms: 2, singleRooms: 1 })).toBe(5);
    expect(unassignedTravellers(5, { sharedRooms: 1, singleRooms: 1 })).toBe(2);
    expect(unassignedTravellers(2, { sharedRooms: 2, singleRooms: 0 })).toBe(0);
  });

  it("computes ages in whole years on the day of departure", () => {
    expect(ageOn("2010-06-15", "2026-06-14")).toBe(15);
    expect(ageOn("2010-06-15", "2026-06-15")).toBe(16);
    expect(ageOn("2008-02-29", "2026-02-28")).toBe(17);
    expect(ageOn("2008-02-29", "2026-03-01")).toBe(18);
  });
});

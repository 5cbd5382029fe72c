import type { Departure, GroupTour, SpecialTour, Travellers } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import type { FlowState } from "../../lib/booking-flow";
import { firstMissingStep, previousStep, type StepContext, stepDone, stepPath } from "./steps";

const lead: Travellers["lead"] = {
  firstName: "Amani",
  lastName: "Otieno",
  email: "amani@example.com",
  phone: { country: "KE" as Travellers["lead"]["nationality"], number: "0712 345678" },
  nationality: "KE" as Travellers["lead"]["nationality"],
  birthDate: "1990-01-01",
};
const fellow = { firstName: "Baraka", lastName: "Otieno", birthDate: "1992-02-02" };
const travellers = (others: number): Travellers => ({
  lead,
  others: Array.from({ length: others }, () => fellow),
});

const groupTour = { id: "t", groupSize: { min: 2, max: 12 } } as GroupTour;
const specialTour = { id: "s", groupSize: { min: 2, max: 4 } } as SpecialTour;
const departures: Departure[] = [
  { tourId: "t", startDate: "2027-03-01", endDate: "2027-03-08", capacity: 10, placesLeft: 3 },
  { tourId: "t", startDate: "2027-04-01", endDate: "2027-04-08", capacity: 10, placesLeft: 0 },
];
const group = (signedIn = false): StepContext => ({ kind: "group", tour: groupTour, departures, signedIn });
const special = (signedIn = false): StepContext => ({
  kind: "special",
  tour: specialTour,
  signedIn,
  today: "2027-01-10",
});

const complete: FlowState = {
  departureDate: "2027-03-01",
  travellerCount: 3,
  rooms: { sharedRooms: 1, singleRooms: 1 },
  travellers: travellers(2),
  guest: true,
};

describe("firstMissingStep (group tour)", () => {
  it("sends every later step to the dates when nothing is answered", () => {
    for (const step of ["accommodation", "travellers", "authenticate", "summary"] as const) {
      expect(firstMissingStep(step, {}, group())).toBe("dates");
    }
    expect(firstMissingStep("dates", {}, group())).toBeUndefined();
  });

  it("lets a complete flow reach the summary", () => {
    expect(firstMissingStep("summary", complete, group())).toBeUndefined();
  });

  it("sends the summary back to the dates when the chosen departure is full or unknown", () => {
    expect(firstMissingStep("summary", { ...complete, departureDate: "2027-04-01" }, group())).toBe("dates");
    expect(firstMissingStep("summary", { ...complete, departureDate: "2030-01-01" }, group())).toBe("dates");
  });

  it("wants every traveller in a bed and no more travellers than places", () => {
    const unassigned = { ...complete, rooms: { sharedRooms: 1, singleRooms: 0 } };
    expect(firstMissingStep("travellers", unassigned, group())).toBe("accommodation");
    const tooMany = { ...complete, travellerCount: 4, rooms: { sharedRooms: 2, singleRooms: 0 } };
    expect(firstMissingStep("travellers", tooMany, group())).toBe("accommodation");
  });

  it("wants as many travellers named as chosen with the rooms", () => {
    expect(firstMissingStep("summary", { ...complete, travellers: travellers(1) }, group())).toBe(
      "travellers",
    );
  });

  it("counts a signed-in traveller as authenticated, a guest only after choosing so", () => {
    const { guest: _, ...withoutGuest } = complete;
    expect(firstMissingStep("summary", withoutGuest, group())).toBe("authenticate");
    expect(firstMissingStep("summary", withoutGuest, group(true))).toBeUndefined();
  });
});

describe("firstMissingStep (special tour)", () => {
  const state: FlowState = { departureDate: "2027-01-11", travellers: travellers(1), guest: true };

  it("takes a departure from tomorrow on and skips the rooms", () => {
    expect(firstMissingStep("summary", state, special())).toBeUndefined();
    expect(stepDone("accommodation", {}, special())).toBe(true);
    expect(firstMissingStep("travellers", { departureDate: "2027-01-10" }, special())).toBe("dates");
  });

  it("wants a group between the tour's minimum and maximum", () => {
    expect(firstMissingStep("summary", { ...state, travellers: travellers(0) }, special())).toBe(
      "travellers",
    );
    expect(firstMissingStep("summary", { ...state, travellers: travellers(4) }, special())).toBe(
      "travellers",
    );
    expect(firstMissingStep("summary", { ...state, travellers: travellers(3) }, special())).toBeUndefined();
  });
});

describe("previousStep and stepPath", () => {
  it("skips the authenticate step for a signed-in traveller", () => {
    expect(previousStep("group", "summary", false)).toBe("authenticate");
    expect(previousStep("group", "summary", true)).toBe("travellers");
    expect(previousStep("special", "travellers", false)).toBe("dates");
    expect(previousStep("group", "dates", false)).toBeUndefined();
  });

  it("builds the step's path", () => {
    expect(stepPath("group", "t", "accommodation")).toBe("/group-tour/t/accommodation");
    expect(stepPath("special", "s", "dates")).toBe("/special-tour/s/dates");
  });
});

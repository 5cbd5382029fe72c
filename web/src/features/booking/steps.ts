import { addDays, type Departure, type GroupTour, type SpecialTour, travellersInRooms } from "@tembea/shared";
import type { BookingKind, FlowState } from "../../lib/booking-flow";
import { bookingStepPath } from "../../lib/paths";

export const groupSteps = ["dates", "accommodation", "travellers", "authenticate", "summary"] as const;
export const specialSteps = ["dates", "travellers", "authenticate", "summary"] as const;
export type StepId = (typeof groupSteps)[number];

export function stepsOf(kind: BookingKind): readonly StepId[] {
  return kind === "group" ? groupSteps : specialSteps;
}

/** What the guard needs besides the answers: the tour, its departures, who is signed in, today. */
export type StepContext =
  | { kind: "group"; tour: GroupTour; departures: Departure[]; signedIn: boolean }
  | { kind: "special"; tour: SpecialTour; signedIn: boolean; today: string };

function chosenDeparture(state: FlowState, context: StepContext & { kind: "group" }) {
  return context.departures.find((d) => d.startDate === state.departureDate);
}

/** Whether a step's answers are there and still hold (a departure can fill up in the meantime). */
export function stepDone(step: StepId, state: FlowState, context: StepContext): boolean {
  switch (step) {
    case "dates":
      if (!state.departureDate) return false;
      if (context.kind === "special") return state.departureDate >= addDays(context.today, 1);
      return (chosenDeparture(state, context)?.placesLeft ?? 0) > 0;
    case "accommodation": {
      if (context.kind === "special") return true;
      const departure = chosenDeparture(state, context);
      const count = state.travellerCount;
      if (!departure || !count || !state.rooms) return false;
      return count <= departure.placesLeft && travellersInRooms(state.rooms) === count;
    }
    case "travellers": {
      if (!state.travellers) return false;
      const count = 1 + state.travellers.others.length;
      if (context.kind === "group") return count === state.travellerCount;
      return count >= context.tour.groupSize.min && count <= context.tour.groupSize.max;
    }
    case "authenticate":
      return context.signedIn || state.guest === true;
    case "summary":
      return false;
  }
}

/** The first step before `step` whose answers are missing: where a step opened out of order sends the user. */
export function firstMissingStep(step: StepId, state: FlowState, context: StepContext): StepId | undefined {
  const steps = stepsOf(context.kind);
  for (const earlier of steps.slice(0, steps.indexOf(step))) {
    if (!stepDone(earlier, state, context)) return earlier;
  }
  return undefined;
}

/** The step before this one; a signed-in traveller never sees the authenticate step, so it is skipped. */
export function previousStep(kind: BookingKind, step: StepId, signedIn: boolean): StepId | undefined {
  const steps = stepsOf(kind);
  const before = steps.slice(0, steps.indexOf(step)).filter((s) => !(signedIn && s === "authenticate"));
  return before.at(-1);
}

export function stepPath(kind: BookingKind, tourId: string, step: StepId): string {
  return bookingStepPath(kind, tourId, step);
}

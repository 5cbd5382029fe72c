import { type Rooms, RoomsSchema, SavedTravellersSchema, type Travellers } from "@tembea/shared";
import { useCallback, useSyncExternalStore } from "react";
import * as z from "zod/mini";

export type BookingKind = "group" | "special";

/**
 * What the traveller has answered so far in one tour's booking flow. Kept in sessionStorage per tour,
 * so a reload or the back button keeps the answers, and a second tab of another tour keeps its own.
 */
const FlowStateSchema = z.object({
  departureDate: z.optional(z.iso.date()),
  /** Group tours: how many travel, chosen with the rooms. */
  travellerCount: z.optional(z.number().check(z.int(), z.gte(1), z.lte(50))),
  rooms: z.optional(RoomsSchema),
  /**
   * The travellers step once it validated (with TravellersSchema, there). Read back by its shape
   * only: the phone rules' metadata (about 100 KB) then loads with the travellers step and not with
   * every step and tour page that reads the flow.
   */
  travellers: z.optional(SavedTravellersSchema),
  /** The travellers form as typed, so a reload in the middle of it loses nothing. */
  travellersDraft: z.optional(z.unknown()),
  /** The traveller chose to continue without an account. */
  guest: z.optional(z.boolean()),
  /**
   * Why "pay" sent the flow back: the departure was fully booked (to the dates step, shown there until a
   * new date is chosen), or it has fewer places than travellers (to the accommodation step, with the
   * date kept, shown there until the traveller goes on).
   */
  notice: z.optional(z.enum(["fullyBooked", "salesClosed", "notEnoughPlaces"])),
  /** With "notEnoughPlaces": how many places the departure had left when "pay" was refused. */
  noticePlacesLeft: z.optional(z.number().check(z.int(), z.gte(1), z.lte(1000))),
  /**
   * The booking whose checkout "pay" opened last, until it is closed: paying again closes it first,
   * so its places come back instead of being held twice.
   */
  openCheckout: z.optional(z.uuid()),
});
export type FlowState = Omit<z.infer<typeof FlowStateSchema>, "rooms" | "travellers"> & {
  rooms?: Rooms;
  travellers?: Travellers;
};

const empty: FlowState = {};
const cache = new Map<string, FlowState>();
const listeners = new Set<() => void>();

export function flowKey(kind: BookingKind, tourId: string): string {
  return `tembea.booking.${kind}.${tourId}`;
}

/** Stored answers that no longer fit the schema (an older version, a hand edit) count as none. */
export function parseFlowState(raw: string | null): FlowState {
  if (!raw) return empty;
  try {
    const parsed = FlowStateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as FlowState) : empty;
  } catch {
    return empty;
  }
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be disabled; the flow then lives in memory for this page load.
    return undefined;
  }
}

export function readFlow(kind: BookingKind, tourId: string): FlowState {
  const key = flowKey(kind, tourId);
  const cached = cache.get(key);
  if (cached) return cached;
  const state = parseFlowState(storage()?.getItem(key) ?? null);
  cache.set(key, state);
  return state;
}

function write(key: string, state: FlowState): void {
  cache.set(key, state);
  try {
    storage()?.setItem(key, JSON.stringify(state));
  } catch {
    // Quota or privacy mode: the in-memory copy still carries the flow.
  }
  for (const listener of listeners) listener();
}

/** Merges answers into the flow; `undefined` removes an answer. */
export function updateFlow(kind: BookingKind, tourId: string, patch: Partial<FlowState>): void {
  const next: Record<string, unknown> = { ...readFlow(kind, tourId), ...patch };
  for (const name of Object.keys(next)) if (next[name] === undefined) delete next[name];
  write(flowKey(kind, tourId), next as FlowState);
}

export function clearFlow(kind: BookingKind, tourId: string): void {
  const key = flowKey(kind, tourId);
  cache.set(key, empty);
  storage()?.removeItem(key);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The flow's answers for one tour and a setter that merges new ones. */
export function useFlow(kind: BookingKind, tourId: string): [FlowState, (patch: Partial<FlowState>) => void] {
  const state = useSyncExternalStore(
    subscribe,
    () => readFlow(kind, tourId),
    () => empty,
  );
  const update = useCallback((patch: Partial<FlowState>) => updateFlow(kind, tourId, patch), [kind, tourId]);
  return [state, update];
}

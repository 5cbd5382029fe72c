import { getDestination, listDestinations } from "./destinations.js";
import type { Endpoint } from "./endpoint.js";

export * from "./endpoint.js";

/** Every endpoint of the API. Adding a route is one entry here plus one handler. */
export const contract = {
  listDestinations,
  getDestination,
} as const;

export type Contract = typeof contract;
export type EndpointId = keyof Contract;
export const endpoints: readonly Endpoint[] = Object.values(contract);

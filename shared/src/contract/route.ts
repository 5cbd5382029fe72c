import type { HttpMethod } from "./endpoint.js";

/** One route of the contract; a leaf, so routes.ts and the files of routes/ import it without a cycle. */
export interface Route<Id extends string = string> {
  readonly id: Id;
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
}

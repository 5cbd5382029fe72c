import * as z from "zod/mini";

/**
 * An idempotent endpoint's `Idempotency-Key` (Endpoint.idempotent): a UUID the client draws for one
 * submission and sends again with each retry of it. A UUID, so keys of different clients never meet.
 */
export const IdempotencyKeySchema = z.uuid();

/** An example key for the OpenAPI document and the contract tests: any UUID will do. */
export const exampleIdempotencyKey = "5b2f7c1e-8d4a-4c3b-9e6f-1a2b3c4d5e6f";

import type { Context } from "aws-lambda";
import type { Caller } from "./caller.js";

/** What the middlewares hand to the use case, on top of the Lambda context. */
export interface TembeaContext extends Context {
  caller: Caller;
  input: {
    params: unknown;
    query: unknown;
    body: unknown;
    headers: Record<string, string | undefined>;
    idempotencyKey: string | undefined;
  };
}

import { createRequire } from "node:module";

/**
 * Loads a package of the AWS SDK, which the Lambda runtime provides (the bundles leave `@aws-sdk/*`
 * external), with require() rather than import. It is the same CommonJS module either way, but when
 * an ES module imports a CommonJS file, Node parses it twice more before running it: once to detect
 * its format, once to find its export names. The SDK's clients are single files of 100–400 KB, so
 * on a cold start that costs 20 ms for the DynamoDB client and 20–25 ms for Cognito's.
 *
 * Every SDK package our functions use is loaded this way (infra/cdk/tembea-stack.test.ts checks that
 * no bundle imports one; a module may still `import type` from them, which loads nothing):
 * - the DynamoDB document client and commands once, in data/dynamodb-sdk.ts, for every data module;
 * - a client that many invocations do not need (Cognito, S3, Secrets Manager, SES, SQS) inside the
 *   function that first needs it, so a function that does not get that far never loads it;
 * - no error class: an SDK error is told by its name (`isSdkError` below), as AWS advises.
 *
 * Call it with a string literal and cast to `typeof import("…")` of the same package: esbuild does not
 * follow the call, so the package stays external, and the bench and the stack test find it in the
 * bundle by its name.
 */
export const requireRuntimeSdk = createRequire(import.meta.url);

/**
 * Whether an error is the SDK's exception of one of these names. Told by name, as AWS advises for the
 * v3 SDK (instanceof fails for an error made by another copy of the client), and so that no module
 * loads a client package for its error classes.
 */
export const isSdkError = (error: unknown, ...names: string[]): boolean =>
  error instanceof Error && names.includes(error.name);

type ClientHook = <Client extends object>(client: Client) => Client;
let clientHook: ClientHook = (client) => client;

/**
 * Every AWS client our code makes passes through here once, when it is made. It is the client
 * itself unless the function is traced (platform/tracing.ts sets the hook when a handler imports
 * it): then each call the client sends is an X-Ray subsegment. The modules that make clients do not
 * import the tracer, so a function that is not traced bundles none of it.
 */
export const runtimeClient = <Client extends object>(client: Client): Client => clientHook(client);

/** Set once, by platform/tracing.ts, before any client is made (clients are made on first use). */
export function hookRuntimeClients(hook: ClientHook): void {
  clientHook = hook;
}

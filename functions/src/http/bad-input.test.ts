import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { type Endpoint, endpoints } from "@tembea/shared";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type * as z from "zod/mini";
import { invoke } from "../../test/invoke.js";
import { useTestTable } from "../../test/test-table.js";
import { handlerEntry } from "../entries.js";
import type { HttpLambda } from "../platform/http-lambda.js";
import { maxJsonBodyBytes } from "../platform/middleware/validate-request.js";

/**
 * Every endpoint of the contract, fed what an attacker or a broken client sends: malformed JSON,
 * oversized bodies, random JSON values and objects, huge strings, unknown fields, odd path and query
 * values. Each answer must be a 4xx with a field error, never a 5xx, and the table must be exactly
 * as before. Endpoints are taken from the contract, so a new one is covered without being named.
 */
const table = useTestTable();

const callerOf: Record<Endpoint["access"], Record<string, string> | undefined> = {
  public: undefined,
  traveller: { sub: "bad-input-traveller", email: "bad-input@example.com", name: "Bad Input" },
  agent: {
    sub: "bad-input-agent",
    email: "agent@agents.example",
    "cognito:groups": "[agents]",
    "custom:agencyId": "mara-horizon-safaris",
  },
  admin: { sub: "bad-input-admin", email: "admin@tembea.example", "cognito:groups": "[admins]" },
};

type ZodDef = {
  type: string;
  format?: string;
  checks?: { _zod: { def: { check: string } } }[];
  shape?: Record<string, z.ZodMiniType>;
  catchall?: z.ZodMiniType;
  element?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  out?: z.ZodMiniType;
  left?: z.ZodMiniType;
  right?: z.ZodMiniType;
};
const defOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
const hasCheck = (def: ZodDef, ...names: string[]) =>
  (def.checks ?? []).some((c) => names.includes(c._zod.def.check));

/**
 * What an input schema lets through that it should not: objects that accept unknown keys, strings
 * and arrays without an upper bound (a format such as e-mail, uuid or ISO date bounds a string).
 */
function looseParts(schema: z.ZodMiniType, path = "body"): string[] {
  const def = defOf(schema);
  const inner = (child: z.ZodMiniType | undefined, at = path) => (child ? looseParts(child, at) : []);
  switch (def.type) {
    case "object":
      return [
        ...(defOf(def.catchall ?? schema).type === "never" ? [] : [`${path}: accepts unknown fields`]),
        ...Object.entries(def.shape ?? {}).flatMap(([key, child]) => looseParts(child, `${path}.${key}`)),
      ];
    case "string":
      return def.format || hasCheck(def, "max_length", "length_equals", "string_format")
        ? []
        : [`${path}: string without a maximum length`];
    case "array":
      return [
        ...(hasCheck(def, "max_length", "length_equals") ? [] : [`${path}: array without a maximum size`]),
        ...inner(def.element, `${path}[]`),
      ];
    case "union":
      return (def.options ?? []).flatMap((option) => looseParts(option, path));
    case "intersection":
      return [...inner(def.left), ...inner(def.right)];
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "nonoptional":
    case "catch":
      return inner(def.innerType);
    case "pipe":
      return inner(def.in);
    default:
      return [];
  }
}

type Answer = Awaited<ReturnType<typeof invoke>>;
function expectFieldError(answer: Answer) {
  expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400);
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
  if (answer.status === 400) {
    const error = (answer.body as { error: { code: string; fields?: Record<string, string> } }).error;
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(error.fields ?? {}).length).toBeGreaterThan(0);
  }
}

const handlers = new Map<string, HttpLambda>();
let before: string[] = [];

beforeAll(async () => {
  await seedDemoData();
  for (const endpoint of endpoints) {
    const module = (await import(handlerEntry(endpoint.id))) as { handler: HttpLambda };
    handlers.set(endpoint.id, module.handler);
  }
  before = await table.items();
}, 60_000);

/** Well-formed path parameters of each kind (ids are UUID-shaped), so the body is what gets judged. */
const wellFormedParam: Record<string, string> = { startDate: "2099-06-01", slug: "kenya" };
const someParams = (endpoint: Endpoint) =>
  Object.fromEntries(
    [...endpoint.path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => [
      name as string,
      wellFormedParam[name as string] ?? "7f1f4c52-3f4e-4d3a-9f6e-0a5b7a6c1d2e",
    ]),
  );

const call = (endpoint: Endpoint, request: Parameters<typeof invoke>[2] = {}) =>
  invoke(handlers.get(endpoint.id) as HttpLambda, endpoint, {
    params: someParams(endpoint),
    ...(callerOf[endpoint.access] ? { claims: callerOf[endpoint.access] } : {}),
    ...request,
  });

const jsonBodied = endpoints.filter((e) => e.body && !e.rawBody);
const withParams = endpoints.filter((e) => e.params);
const withQuery = endpoints.filter((e) => e.query);
const idempotent = endpoints.filter((e) => e.idempotent);

describe("input schemas", () => {
  it.each(endpoints.map((e) => [e.id, e] as const))("%s bounds every input", (_, endpoint) => {
    const loose = [
      ...(endpoint.body && !endpoint.rawBody ? looseParts(endpoint.body) : []),
      ...(endpoint.params ? looseParts(endpoint.params, "params") : []),
      ...(endpoint.query ? looseParts(endpoint.query, "query") : []),
    ];
    expect(loose).toEqual([]);
  });
});

describe("bad input never reaches the use case", () => {
  it.each(jsonBodied.map((e) => [e.id, e] as const))("%s: malformed JSON", async (_, endpoint) => {
    const answer = await call(endpoint, { body: '{"unterminated": ' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { fields: { body: "invalidJson" } } });
  });

  it.each(jsonBodied.map((e) => [e.id, e] as const))("%s: an oversized body", async (_, endpoint) => {
    const answer = await call(endpoint, { body: JSON.stringify({ text: "x".repeat(maxJsonBodyBytes) }) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { fields: { body: "tooLong" } } });
  });

  it.each(jsonBodied.map((e) => [e.id, e] as const))(
    "%s: random JSON values, objects with the right keys and wrong values, huge strings",
    async (_, endpoint) => {
      const schema = endpoint.body as z.ZodMiniType;
      const keys = Object.keys(defOf(schema).shape ?? {});
      const wrongValue = fc.oneof(
        fc.jsonValue({ maxDepth: 2 }),
        fc.string({ minLength: 20_000, maxLength: 20_000 }),
        fc.constant(null),
      );
      const bodies = fc.oneof(
        fc.jsonValue({ maxDepth: 3 }),
        keys.length > 0
          ? fc.dictionary(fc.constantFrom(...keys, "isAdmin", "__proto__", "constructor"), wrongValue)
          : fc.object(),
      );
      await fc.assert(
        fc.asyncProperty(bodies, async (body) => {
          fc.pre(!schema.safeParse(body).success);
          const answer = await call(endpoint, { body: JSON.stringify(body) });
          expectFieldError(answer);
          // Refused for its body, not for the path parameters the call made up (nor its key).
          const fields = (answer.body as { error?: { fields?: Record<string, string> } }).error?.fields ?? {};
          expect(Object.keys(fields).filter((field) => !field.startsWith("body"))).toEqual([]);
        }),
        { numRuns: 25, seed: 20261123 },
      );
    },
  );

  it.each(withParams.map((e) => [e.id, e] as const))("%s: odd path parameters", async (_, endpoint) => {
    const names = [...endpoint.path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => name as string);
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom("../../etc/passwd", "%00", "<script>", "x".repeat(5_000), " ", "ＫＥＮＹＡ"),
    );
    await fc.assert(
      fc.asyncProperty(fc.tuple(...names.map(() => value)), async (values) => {
        const params = Object.fromEntries(names.map((name, i) => [name, values[i] as string]));
        const answer = await call(endpoint, { params });
        // A well-formed id that names nothing is a 404; anything else a field error.
        if (answer.status !== 404) expectFieldError(answer);
      }),
      { numRuns: 20, seed: 20261123 },
    );
  });

  it.each(withQuery.map((e) => [e.id, e] as const))(
    "%s: unknown and odd query values",
    async (_, endpoint) => {
      const keys = Object.keys(defOf(endpoint.query as z.ZodMiniType).shape ?? {});
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom(...keys, "debug", "limit"), fc.string({ maxLength: 3_000 }), {
            minKeys: 1,
          }),
          async (query) => {
            fc.pre(!(endpoint.query as z.ZodMiniType).safeParse(query).success);
            expectFieldError(await call(endpoint, { query }));
          },
        ),
        { numRuns: 20, seed: 20261123 },
      );
    },
  );

  // With or without a query schema: one an endpoint declares none for takes no name either. At the
  // edge the whole query reaches the function (docs/decisions/0029), so this is AWS's answer too.
  it.each(endpoints.map((e) => [e.id, e] as const))(
    "%s: a query name it does not know",
    async (_, endpoint) => {
      const answer = await call(endpoint, { query: { colour: "red" } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body).toMatchObject({
        error: { code: "VALIDATION_FAILED", fields: { "query.colour": "unknownField" } },
      });
    },
  );

  // The key is checked before anything is done: with a body that would book, nothing is held.
  it.each(idempotent.map((e) => [e.id, e] as const))(
    "%s: a missing, empty or malformed Idempotency-Key",
    async (_, endpoint) => {
      const body = JSON.stringify(endpoint.examples?.body);
      for (const [key, message] of [
        [null, "required"],
        ["", "invalid"],
        ["not-a-key", "invalid"],
        ["x".repeat(5_000), "invalid"],
        ["7f1f4c52-3f4e-4d3a-9f6e-0a5b7a6c1d2e\n", "invalid"],
      ] as const) {
        const answer = await call(endpoint, { body, idempotencyKey: key });
        expect(answer.status, String(key)).toBe(400);
        expect(answer.body, String(key)).toMatchObject({
          error: { code: "VALIDATION_FAILED", fields: { "headers.idempotency-key": message } },
        });
      }
    },
  );

  it("left the table exactly as it was", async () => {
    expect(await table.items()).toEqual(before);
  });
});

describe("sign-up codes that cannot be a code", () => {
  const confirm = endpoints.find((e) => e.id === "confirmSignUp") as Endpoint;
  const resend = endpoints.find((e) => e.id === "resendSignUpCode") as Endpoint;

  it.each([
    ["12345"],
    ["1234567"],
    ["12a456"],
    ["12 456"],
    ["１２３４５６"],
    ["x".repeat(20_000)],
    ["-12345"],
  ])("confirmSignUp refuses %s as signUpCodeInvalid and writes nothing", async (code) => {
    const items = await table.items();
    const answer = await call(confirm, { body: JSON.stringify({ email: "someone@example.com", code }) });
    expect(answer).toMatchObject({
      status: 400,
      body: { error: { fields: { "body.code": "signUpCodeInvalid" } } },
    });
    expect(await table.items()).toEqual(items);
  });

  it("confirmSignUp and resendSignUpCode name an empty code, a bad address, a bad language", async () => {
    const items = await table.items();
    const fields = async (endpoint: Endpoint, body: unknown) =>
      (
        (await call(endpoint, { body: JSON.stringify(body) })).body as {
          error: { fields: Record<string, string> };
        }
      ).error.fields;
    expect(await fields(confirm, { email: "", code: "" })).toEqual({
      "body.email": "required",
      "body.code": "required",
    });
    expect(await fields(confirm, { email: "not-an-address", code: "123456", extra: 1 })).toMatchObject({
      "body.email": "invalidEmail",
    });
    expect(await fields(resend, { email: "someone@example.com", locale: "xx" })).toHaveProperty(
      "body.locale",
    );
    expect(await fields(resend, { email: "someone@example.com" })).toHaveProperty("body.locale");
    expect(await table.items()).toEqual(items);
  });
});

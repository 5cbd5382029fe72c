import { defineEndpoint } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { invoke } from "../../../test/invoke.js";
import { useTestTable } from "../../../test/test-table.js";
import { httpHandler } from "./http-handler.js";

// A signed-in caller's sessions stamp is read from the table (middleware/authorize.ts).
useTestTable();

// Synthetic endpoints: they prove the middleware chain for shapes the real contract has not needed yet.
const echo = defineEndpoint({
  id: "echoTest",
  method: "POST",
  path: "/api/test/{id}",
  access: "traveller",
  summary: "test",
  params: z.strictObject({ id: z.string().check(z.maxLength(5)) }),
  body: z.strictObject({
    email: z.email({ error: "invalidEmail" }),
    name: z.string().check(z.minLength(1, { error: "required" })),
  }),
  response: z.object({ id: z.string(), email: z.string(), caller: z.string() }),
});
const echoHandler = httpHandler(echo, async ({ params, body, caller }) => ({
  id: params.id,
  email: body.email,
  caller: caller.kind === "user" ? caller.userId : "anonymous",
}));

const agentOnly = defineEndpoint({
  id: "agentOnlyTest",
  method: "GET",
  path: "/api/test-agent",
  access: "agent",
  summary: "test",
  response: z.object({ ok: z.boolean() }),
});
const agentHandler = httpHandler(agentOnly, async () => ({ ok: true }));

const broken = defineEndpoint({
  id: "brokenTest",
  method: "GET",
  path: "/api/test-broken",
  access: "public",
  summary: "test",
  response: z.object({ ok: z.boolean() }),
});
const brokenHandler = httpHandler(broken, async () => {
  throw new Error("database exploded with secret details");
});

const traveller = { sub: "user-1", email: "a@example.com" };

describe("httpHandler", () => {
  it("hands the validated input and the caller to the use case", async () => {
    const res = await invoke(echoHandler, echo, {
      params: { id: "abc" },
      body: JSON.stringify({ email: "a@example.com", name: "Ann" }),
      claims: traveller,
    });
    expect(res).toMatchObject({ status: 200, body: { id: "abc", email: "a@example.com", caller: "user-1" } });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers 401 to an anonymous caller of a traveller endpoint, before validating", async () => {
    const res = await invoke(echoHandler, echo, { params: { id: "abc" }, body: "{" });
    expect(res).toEqual({
      status: 401,
      body: { error: { code: "UNAUTHORIZED" } },
      headers: expect.anything(),
    });
  });

  it("answers 403 to a traveller on an agent endpoint and 200 to an agent", async () => {
    expect((await invoke(agentHandler, agentOnly, { claims: traveller })).status).toBe(403);
    const agent = { ...traveller, "cognito:groups": "[agents]", "custom:agencyId": "mara-horizon-safaris" };
    expect((await invoke(agentHandler, agentOnly, { claims: agent })).status).toBe(200);
    // An agent acts for the agency in their token: in the group without one, nothing.
    const noAgency = { ...traveller, "cognito:groups": "[agents]" };
    expect((await invoke(agentHandler, agentOnly, { claims: noAgency })).status).toBe(403);
    const admin = { ...traveller, "cognito:groups": "[admins]" };
    expect((await invoke(agentHandler, agentOnly, { claims: admin })).status).toBe(403);
  });

  it("maps malformed JSON, missing, unknown and invalid fields to field message keys", async () => {
    const malformed = await invoke(echoHandler, echo, {
      params: { id: "abc" },
      body: "{nope",
      claims: traveller,
    });
    expect(malformed.body).toEqual({ error: { code: "VALIDATION_FAILED", fields: { body: "invalidJson" } } });

    const wrong = await invoke(echoHandler, echo, {
      params: { id: "toolong" },
      body: JSON.stringify({ email: "not-an-email", extra: 1 }),
      claims: traveller,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      error: {
        code: "VALIDATION_FAILED",
        fields: {
          "params.id": "tooLong",
          "body.email": "invalidEmail",
          "body.name": "required",
          "body.extra": "unknownField",
        },
      },
    });
  });

  it("answers an unexpected failure with 500 INTERNAL and no details", async () => {
    const res = await invoke(brokenHandler, broken);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: { code: "INTERNAL" } });
  });
});

describe("a public route that reads an optional caller", () => {
  const optional = defineEndpoint({
    id: "optionalCallerTest",
    method: "GET",
    path: "/api/test-optional",
    access: "public",
    optionalCaller: true,
    summary: "test",
    response: z.object({ caller: z.string() }),
  });
  const useCase = async ({ caller }: { caller: { kind: string } }) => ({ caller: caller.kind });

  it("cannot be built without a verifier, so it never treats a bearer as a guest", () => {
    expect(() => httpHandler(optional, useCase)).toThrow(/verifyOptionalCaller/);
  });

  it("refuses a token its verifier refuses, and serves a guest without one", async () => {
    const handler = httpHandler(optional, useCase, { verifyOptionalCaller: async () => undefined });
    const refused = await invoke(handler, optional, { headers: { authorization: "Bearer forged" } });
    expect(refused.status).toBe(401);
    expect((await invoke(handler, optional, {})).body).toEqual({ caller: "anonymous" });
  });
  it("runs the tracing middleware outermost: first before the use case, last after, seeing the answer an error became", async () => {
    const seen: string[] = [];
    const traced = httpHandler(agentOnly, async () => ({ ok: true }), {
      tracing: {
        before: () => void seen.push("before"),
        after: (request) => void seen.push(`after ${request.response?.statusCode}`),
        onError: (request) => void seen.push(`onError ${request.response?.statusCode}`),
      },
    });
    // The anonymous caller is refused by authorize, inside it; errorResponse answers 401 before it sees the error.
    expect((await invoke(traced, agentOnly, {})).status).toBe(401);
    expect(seen).toEqual(["before", "onError 401"]);
  });
});

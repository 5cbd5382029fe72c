import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { signLikeStripe } from "@tembea/functions/core/payments/stripe-events";
import { type Access, buildPath, endpoints, getCancellationQuote } from "@tembea/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localCheckoutSessions } from "./adapters/local-gateway.js";
import { loadConfig } from "./config.js";
import { demoAdmin, demoAgent, demoTraveller } from "./demo-users.js";
import { openApiConformance } from "./openapi-conformance.js";
import { freeBasePort } from "./test-ports.js";
import { bearerOf } from "./test-sign-in.js";
import { type RunningTwin, startTwin } from "./twin.js";

type Parameter = {
  name: string;
  in: "path" | "query" | "header";
  required?: boolean;
  example?: string | number;
};
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: { "application/json": { example?: unknown } } };
};
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };
type Answer = { status: number; body: unknown };
type Json = Record<string, unknown>;

/** What an earlier step answered, by operation id. */
type Answers = Map<string, Answer>;

/**
 * One write as the test sends it: the document's example, sent as the endpoint's caller. Where the
 * example cannot name what only exists once an earlier write made it (an id the server generates, a
 * code it mails, a checkout's session), `with` puts that in, as a client following the flow would.
 */
interface Step {
  id: string;
  with?: (answers: Answers) => Given | Promise<Given>;
}
/** Path parameters to use instead of the example's; the body instead of it, or made from it. */
type Given = { params?: Record<string, string>; body?: unknown };

/**
 * The day the examples were written (as twin.test.ts's reads count it). Their dates ahead of it (a
 * departure, a trip, a booked day) were chosen that far from that day; every run moves them by the
 * whole weeks since, so each stays as far ahead of today and on its weekday (a departure series names
 * one), and the examples, fixed in the document, never fall into the past. Dates before it (a birth
 * date) stay as they are.
 */
const examplesWritten = Date.UTC(2026, 10, 15);
const dayMs = 86_400_000;
const weeksSinceWritten = Math.max(0, Math.floor((Date.now() - examplesWritten) / (7 * dayMs)));

function movedToToday(value: unknown): unknown {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = Date.parse(`${value}T00:00:00Z`);
    if (Number.isNaN(day) || day < examplesWritten) return value;
    return new Date(day + weeksSinceWritten * 7 * dayMs).toISOString().slice(0, 10);
  }
  if (Array.isArray(value)) return value.map(movedToToday);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, movedToToday(item)]));
  return value;
}

const field = (answers: Answers, id: string, name: string): string => {
  const body = answers.get(id)?.body as Json | undefined;
  const value = body?.[name];
  if (typeof value !== "string" && typeof value !== "number") throw new Error(`${id} answered no ${name}`);
  return String(value);
};

describe("the twin's writes, sent with its OpenAPI document's examples", () => {
  // A twin of its own with a fresh data directory: these writes change the demo data the other twin
  // cases read (twin.test.ts), and each run must find the seed as the examples expect it.
  const dataDir = mkdtempSync(join(tmpdir(), "tembea-writes-"));
  const webDist = mkdtempSync(join(tmpdir(), "tembea-writes-web-"));
  let twin: RunningTwin;
  let sesPort: number;
  let authOf: Record<Access, Record<string, string>>;

  beforeAll(async () => {
    const config = {
      ...loadConfig({ PORT: String(await freeBasePort()), TEMBEA_DATA_DIR: dataDir }),
      webDist,
    };
    sesPort = config.ports.ses;
    twin = await startTwin(config, () => {}, { printMetric: () => {} });
    const runtime = (await (await fetch(`${twin.url}/config.json`)).json()) as {
      auth: { userPoolClientId: string; endpoint: string };
    };
    authOf = {
      public: {},
      traveller: await bearerOf(runtime.auth, demoTraveller),
      agent: await bearerOf(runtime.auth, demoAgent),
      admin: await bearerOf(runtime.auth, demoAdmin),
    };
  }, 120_000);

  afterAll(async () => {
    await twin?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  });

  /** The newest mail to an address, as the local SES keeps it. */
  async function lastMailTo(address: string) {
    const store = (await (await fetch(`http://127.0.0.1:${sesPort}/store`)).json()) as {
      emails: Array<{ destination: { to: string[] }; subject: string }>;
    };
    const mail = store.emails.filter((m) => m.destination.to.includes(address)).at(-1);
    if (!mail) throw new Error(`no mail to ${address}`);
    return mail;
  }
  const tokenInMailTo = async (address: string) => {
    const token = /#token=([\w-]+)/.exec(JSON.stringify(await lastMailTo(address)))?.[1];
    if (!token) throw new Error(`no link with a token in the mail to ${address}`);
    return token;
  };
  /** The example body with some fields replaced. */
  const exampleWith =
    (fields: Json) =>
    (example: unknown): Json => ({ ...(example as Json), ...fields });

  // As large as the example's upload slot declares: the signature covers the size.
  const png = new Uint8Array(48_213);
  png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  /**
   * Every write of the contract, in an order where each finds what it needs: a sign-up before its
   * confirmation, a booking before its checkout is left or paid, a departure added before it is
   * changed, removed or cancelled, an invitation before it is resent and accepted. The password
   * change ends the demo traveller's sessions, so it comes last.
   */
  const steps: Step[] = [
    // A new traveller: the code and the reset link are what the local SES received.
    { id: "signUp" },
    { id: "resendSignUpCode" },
    {
      id: "confirmSignUp",
      with: async () => {
        // The subject begins with the code ("428163 ist Ihr Tembea-Code").
        const code = /^\d{6}/.exec((await lastMailTo("noa.keller@example.com")).subject)?.[0];
        return { body: exampleWith({ code }) };
      },
    },
    { id: "requestPasswordReset" },
    {
      id: "resetPassword",
      with: async () => ({ body: exampleWith({ token: await tokenInMailTo("noa.keller@example.com") }) }),
    },
    // The demo traveller's account and trips.
    { id: "updateMyProfile" },
    { id: "createProfileImageUpload" },
    {
      id: "setProfileImage",
      // The file is put where the slot says, as the browser does, before it is named.
      with: async (answers) => {
        const slot = answers.get("createProfileImageUpload")?.body as {
          url: string;
          key: string;
          headers: Record<string, string>;
        };
        const put = await fetch(slot.url, { method: "PUT", headers: slot.headers, body: png });
        if (!put.ok) throw new Error(`S3 twin answered the PUT with ${put.status}`);
        return { body: { key: slot.key } };
      },
    },
    { id: "submitTripRequest" },
    { id: "addChangeRequest" },
    { id: "acceptOffer" },
    {
      id: "payTripBalance",
      // The deposit is paid on the local checkout page first, which posts Stripe's signed event.
      with: async (answers) => {
        const url = field(answers, "acceptOffer", "checkoutUrl");
        const paid = await fetch(`${twin.url}${url}/pay`, { method: "POST", redirect: "manual" });
        if (paid.status !== 303) throw new Error(`local checkout answered ${paid.status}`);
        return {};
      },
    },
    { id: "issueReviewLink" },
    {
      id: "openReviewInvitation",
      with: (answers) => ({ body: { token: field(answers, "issueReviewLink", "token") } }),
    },
    {
      id: "submitReview",
      with: (answers) => ({ body: exampleWith({ token: field(answers, "issueReviewLink", "token") }) }),
    },
    {
      id: "cancelMyBooking",
      // The refund depends on the days left before the trip, which the seed counts from today: the
      // amount the booking's quote (its GET, with that GET's example) gives.
      with: async () => {
        const { path, examples } = getCancellationQuote;
        const quote = await fetch(new URL(buildPath(path, examples?.params), twin.url), {
          headers: authOf.traveller,
        });
        return { body: { refundChf: ((await quote.json()) as { refundChf: number }).refundChf } };
      },
    },
    // The Kenya agency's agent.
    {
      id: "sendOffer",
      // An offer is valid until before the trip starts, and the seed dates the request from today.
      with: () => ({
        body: exampleWith({ validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10) }),
      }),
    },
    { id: "createAgencyTour" },
    {
      id: "saveAgencyTour",
      with: (answers) => ({
        params: { tourId: field(answers, "createAgencyTour", "id") },
        body: exampleWith({ version: Number(field(answers, "createAgencyTour", "version")) }),
      }),
    },
    { id: "unpublishAgencyTour" },
    { id: "publishAgencyTour" },
    { id: "addDepartures" },
    { id: "createGroupTourBooking" },
    {
      id: "cancelCheckout",
      with: (answers) => ({ params: { id: field(answers, "createGroupTourBooking", "bookingId") } }),
    },
    { id: "createSpecialTourBooking" },
    {
      id: "receivePaymentEvent",
      // The event Stripe sends for the special tour's checkout: the example with that session's id,
      // amount and metadata, signed with the twin's webhook secret as the local checkout signs it.
      with: (answers) => {
        const sessionId = field(answers, "createSpecialTourBooking", "checkoutUrl").split("/").at(-1) ?? "";
        const session = localCheckoutSessions.get(sessionId);
        if (!session) throw new Error(`no local checkout session ${sessionId}`);
        return {
          body: (example: unknown) => {
            const event = example as { data: { object: Json } };
            return {
              ...event,
              data: {
                object: {
                  ...event.data.object,
                  id: sessionId,
                  amount_total: session.amountChf,
                  currency: "chf",
                  metadata: { ...session.reference },
                },
              },
            };
          },
        };
      },
    },
    { id: "updateDeparture" },
    { id: "deleteDeparture" },
    { id: "cancelDeparture" },
    { id: "createTourPhotoUpload" },
    {
      id: "deleteTourPhoto",
      with: (answers) => ({ params: { photoId: field(answers, "createTourPhotoUpload", "photoId") } }),
    },
    // Operator staff.
    { id: "createAgency" },
    { id: "updateAgency" },
    { id: "createAgencyLogoUpload" },
    { id: "removeAgencyLogo" },
    { id: "inviteAgent" },
    {
      id: "resendInvitation",
      with: (answers) => ({ params: { agentId: field(answers, "inviteAgent", "userId") } }),
    },
    {
      id: "acceptInvitation",
      with: async () => ({
        body: exampleWith({ token: await tokenInMailTo("wanjiru@mara-horizon.example.com") }),
      }),
    },
    {
      id: "disableAgent",
      with: (answers) => ({ params: { agentId: field(answers, "inviteAgent", "userId") } }),
    },
    {
      id: "enableAgent",
      with: (answers) => ({ params: { agentId: field(answers, "inviteAgent", "userId") } }),
    },
    // Ends every session of the demo traveller: last.
    { id: "changePassword" },
  ];

  it("moves an example's dates ahead of the day they were written by whole weeks, and no other", () => {
    const moved = movedToToday({ departureDate: "2027-09-04", birthDate: "1988-05-02", note: "2027-09-04!" });
    const shift = weeksSinceWritten * 7 * dayMs;
    expect(moved).toEqual({
      departureDate: new Date(Date.UTC(2027, 8, 4) + shift).toISOString().slice(0, 10),
      birthDate: "1988-05-02",
      note: "2027-09-04!",
    });
    expect(new Date(`${(moved as Json).departureDate}T00:00:00Z`).getUTCDay()).toBe(6);
  });

  it("answers every write as its document says, each sent with the document's example", async () => {
    const document = (await (await fetch(`${twin.url}/api/openapi.json`)).json()) as OpenApiDocument;
    const check = openApiConformance(document);
    const writes = Object.entries(document.paths).flatMap(([pathTemplate, item]) =>
      Object.entries(item)
        .filter(([method]) => method !== "get")
        .map(([method, operation]) => ({ method: method.toUpperCase(), pathTemplate, operation })),
    );
    // A write added to the contract fails here until it has its place (and its example) above.
    expect(steps.map((s) => s.id).sort()).toEqual(writes.map((w) => w.operation.operationId).sort());

    const answers: Answers = new Map();
    const results: Array<{ id: string; status: number; problems: string[] }> = [];
    for (const step of steps) {
      const write = writes.find((w) => w.operation.operationId === step.id);
      const endpoint = endpoints.find((e) => e.id === step.id);
      if (!write || !endpoint) throw new Error(step.id);
      const problems: string[] = [];
      let status = 0;
      try {
        const given = (await step.with?.(answers)) ?? {};
        const parameters = write.operation.parameters ?? [];
        const path = write.pathTemplate.replace(/\{(\w+)\}/g, (_, name: string) => {
          const example = parameters.find((p) => p.in === "path" && p.name === name)?.example;
          if (example === undefined) problems.push(`${step.id}: no example for {${name}}`);
          return encodeURIComponent(given.params?.[name] ?? String(movedToToday(example)));
        });
        const content = write.operation.requestBody?.content["application/json"];
        if (content && content.example === undefined) problems.push(`${step.id}: no example of its body`);
        const example = movedToToday(content?.example);
        const body =
          typeof given.body === "function"
            ? (given.body as (example: unknown) => unknown)(example)
            : (given.body ?? example);
        const text = content ? JSON.stringify(body) : undefined;
        // The document's header parameters: an Idempotency-Key is drawn for each submission, as the
        // document says a client does (its example shows the shape; one key for two writes is refused).
        const headerParameters = parameters.filter((p) => p.in === "header");
        for (const p of headerParameters)
          if (p.example === undefined) problems.push(`${step.id}: no example for header ${p.name}`);
        const headers: Record<string, string> = {
          ...Object.fromEntries(
            headerParameters.map((p) => [
              p.name,
              p.name === "Idempotency-Key" ? randomUUID() : String(p.example),
            ]),
          ),
          ...authOf[endpoint.access],
          ...(text !== undefined ? { "content-type": "application/json" } : {}),
          ...(endpoint.rawBody && text !== undefined
            ? { "stripe-signature": await signLikeStripe(text) }
            : {}),
        };
        const response = await fetch(new URL(path, twin.url), { method: write.method, headers, body: text });
        status = response.status;
        const answer: unknown = await response.json();
        answers.set(step.id, { status, body: answer });
        problems.push(...check(write.method, write.pathTemplate, status, answer));
        // Each example names what the seed holds (or an earlier step made), so each write succeeds.
        if (status !== 200)
          problems.push(`${step.id} answered ${status}: ${JSON.stringify(answer).slice(0, 300)}`);
      } catch (error) {
        problems.push(`${step.id}: ${String(error)}`);
      }
      results.push({ id: step.id, status, problems });
    }
    expect(results.flatMap((r) => r.problems)).toEqual([]);
  }, 90_000);
});

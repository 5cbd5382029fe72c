import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { connect } from "node:net";
import { networkInterfaces, platform, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";
import { DeleteItemCommand, DynamoDBClient, UpdateItemCommand } from "@aws-sdk/client-dynamodb";
import { keys } from "@tembea/functions/data/keys";
import { createTour, findTour } from "@tembea/functions/data/tours";
import { listTripRequestsToRemind } from "@tembea/functions/data/trip-requests";
import { buildPath, endpoints } from "@tembea/shared";
import { tourFrameFile, tourFrames } from "@tembea/shared/site/prerendered-pages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoGroupTours } from "../../demo/src/group-tours.js";
import { departureFrom } from "../../demo/src/load-demo.js";
import { loadConfig } from "./config.js";
import { demoAdmin, demoAgent, demoTraveller } from "./demo-users.js";
import { createJwtVerifier } from "./http/jwt.js";
import { openApiConformance } from "./openapi-conformance.js";
import { freeBasePort } from "./test-ports.js";
import { bearerOf, signInToTwin } from "./test-sign-in.js";
import { type RunningTwin, startTwin } from "./twin.js";

/** Whether a TCP connection to host:port opens; refused or silent (a firewall) both count as no. */
function connects(host: string, port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: timeoutMs });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * Addresses of this machine other than 127.0.0.1: its network interfaces, and on Linux 127.0.0.2,
 * which reaches a socket bound to all interfaces but not one bound to 127.0.0.1 (so the check
 * proves something on a machine without a network too).
 */
function otherAddresses(): string[] {
  const external = Object.values(networkInterfaces())
    .flat()
    .filter((a) => a !== undefined && !a.internal)
    .map((a) => (a as { address: string }).address);
  return [...external, ...(platform() === "linux" ? ["127.0.0.2"] : [])];
}

/** A GET with exactly these headers (fetch would add and undo its own Accept-Encoding), body as bytes. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      }).on("error", reject);
    },
  );
}

/** What the contract's catalogueCache makes the handlers answer a catalogue GET with (docs/decisions/0029). */
const catalogueHeader = "public, max-age=20, s-maxage=20, stale-while-revalidate=10";

describe("the local twin", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "tembea-twin-"));
  const webDist = mkdtempSync(join(tmpdir(), "tembea-web-"));
  let twin: RunningTwin;
  let config: ReturnType<typeof loadConfig>;
  let runtime: { auth: { userPoolClientId: string; endpoint: string; userPoolId: string } };
  const metricLines: string[] = [];

  beforeAll(async () => {
    writeFileSync(join(webDist, "index.html"), "<!doctype html><title>spa</title>");
    // A tour page is its kind's frame (scripts/prerender.ts writes one per kind and prefix).
    for (const { prefix, kind } of tourFrames) {
      const frame = join(webDist, tourFrameFile(prefix, kind));
      mkdirSync(dirname(frame), { recursive: true });
      writeFileSync(frame, "<!doctype html><title>tour frame</title>");
    }
    // No tour-page renderer: the bucket's frames serve the tour pages (static-site.test.ts and the
    // browser tests cover the renderer), whether or not this checkout has a web build.
    const webRenderer = join(webDist, "no-renderer");
    config = {
      ...loadConfig({ PORT: String(await freeBasePort()), TEMBEA_DATA_DIR: dataDir }),
      webDist,
      webRenderer,
    };
    twin = await startTwin(config, () => {}, { printMetric: (line) => metricLines.push(line) });
    runtime = (await (await fetch(`${twin.url}/config.json`)).json()) as typeof runtime;
  }, 90_000);

  afterAll(async () => {
    await twin?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  });

  it("listens on 127.0.0.1 only: the site and every service twin, DynamoDB Local included", async () => {
    const addresses = otherAddresses();
    expect(addresses.length).toBeGreaterThan(0);
    for (const [name, port] of Object.entries({ site: config.port, ...config.ports })) {
      // Generous: on a busy machine the loopback answer may take a while; a refusal is immediate.
      expect(await connects("127.0.0.1", port, 10_000), `${name} on 127.0.0.1`).toBe(true);
      for (const address of addresses) {
        expect(await connects(address, port, 2_000), `${name} on ${address}:${port}`).toBe(false);
      }
    }
  });

  it("runs the handlers with Powertools Tracer off: there is no X-Ray daemon to send segments to", () => {
    // The handlers run in this process and read it when their tracer is made (platform/tracing.ts).
    expect(process.env.POWERTOOLS_TRACE_ENABLED).toBe("false");
  });

  it("serves the seeded destinations through the contract's handlers", async () => {
    const res = await fetch(`${twin.url}/api/destinations?locale=de`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { destinations: Array<{ name: { de: string } }> };
    expect(body.destinations).toHaveLength(12);
    expect(body.destinations[0]?.name.de).toBe("Benin");
    const one = await fetch(`${twin.url}/api/destinations/kenya`);
    expect(((await one.json()) as { destination: { name: { de: string } } }).destination.name.de).toBe(
      "Kenia",
    );
  });

  it("sends large API answers gzipped to a client that accepts gzip, as the Lambda answers through API Gateway", async () => {
    const zipped = await rawGet(`${twin.url}/api/group-tours`, { "accept-encoding": "gzip" });
    expect(zipped.status).toBe(200);
    expect(zipped.headers).toMatchObject({ "content-encoding": "gzip", vary: "Accept-Encoding" });
    const tours = JSON.parse(gunzipSync(zipped.body).toString("utf8")) as { tours: unknown[] };
    expect(tours.tours.length).toBeGreaterThan(0);

    const plain = await rawGet(`${twin.url}/api/group-tours`, {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(JSON.parse(plain.body.toString("utf8"))).toEqual(tours);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 2);
  });

  it("answers unknown API paths with a JSON 404 and bad input with a 400, not the SPA", async () => {
    const missing = await fetch(`${twin.url}/api/nothing-here`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: "NOT_FOUND" } });
    const bad = await fetch(`${twin.url}/api/destinations?locale=xx`);
    expect(bad.status).toBe(400);
  });

  it("refuses a query name no schema accepts on every edge-cached GET, as CloudFront passes it on (docs/decisions/0029)", async () => {
    const ids = { id: "kenya-great-migration-safari", slug: "kenya" };
    for (const endpoint of endpoints.filter((e) => e.cache && e.method === "GET")) {
      const path = buildPath(endpoint.path, ids);
      const answer = await fetch(`${twin.url}${path}?colour=red`);
      expect(answer.status, path).toBe(400);
      expect(answer.headers.get("cache-control"), path).toBe("no-store");
      // Search names its missing `q` too; the unknown name is refused wherever it is sent.
      expect(await answer.json(), path).toMatchObject({
        error: { code: "VALIDATION_FAILED", fields: { "query.colour": "unknownField" } },
      });
    }
  });

  it("answers every GET of its OpenAPI document, sent with the document's examples, as the document says", async () => {
    const document = (await (await fetch(`${twin.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { operationId: string; parameters?: Parameter[] }>>;
    };
    type Parameter = { name: string; in: "path" | "query"; example?: string | number };
    const check = openApiConformance(document);
    const headersFor: Record<string, Record<string, string>> = {
      public: {},
      traveller: await bearerOf(runtime.auth, demoTraveller),
      agent: await bearerOf(runtime.auth, demoAgent),
      admin: await bearerOf(runtime.auth, demoAdmin),
    };
    const call = async (pathTemplate: string, path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(new URL(path, twin.url), { headers });
      const body: unknown = await response.json();
      return { path, status: response.status, problems: check("GET", pathTemplate, response.status, body) };
    };

    // A dated example names a demo departure as the demo loads it in the month the document's
    // examples were written; the twin loads its departures from this month (load-demo.ts), so the
    // example is moved to the same departure today.
    const examplesWritten = new Date(Date.UTC(2026, 10, 15));
    const departureToday = (tourId: string, example: string) => {
      const tour = demoGroupTours.find((t) => t.id === tourId);
      const departure = tour?.departures.find(
        (d) => departureFrom(tourId, tour.durationDays, d, examplesWritten).startDate === example,
      );
      if (!tour || !departure) throw new Error(`${example} is no demo departure of ${tourId}`);
      return departureFrom(tourId, tour.durationDays, departure, new Date()).startDate;
    };
    const requests = Object.entries(document.paths).flatMap(([pathTemplate, item]) => {
      const operation = item.get;
      if (!operation) return [];
      const parameters = operation.parameters ?? [];
      const value = (p: Parameter) =>
        p.name === "startDate"
          ? departureToday(String(parameters.find((q) => q.name === "tourId")?.example), String(p.example))
          : String(p.example);
      const path = pathTemplate.replace(/\{(\w+)\}/g, (_, name: string) => {
        const parameter = parameters.find((p) => p.in === "path" && p.name === name);
        expect(parameter?.example, `${operation.operationId}: an example for {${name}}`).toBeDefined();
        return encodeURIComponent(value(parameter as Parameter));
      });
      const query = new URLSearchParams(
        parameters
          .filter((p) => p.in === "query" && p.example !== undefined)
          .map((p): [string, string] => [p.name, value(p)]),
      );
      const access = endpoints.find((e) => e.id === operation.operationId)?.access ?? "public";
      return [
        { id: operation.operationId, pathTemplate, url: query.size > 0 ? `${path}?${query}` : path, access },
      ];
    });
    // Side by side: most of the time is each handler's first import, and reads change nothing.
    const answers = await Promise.all(
      requests.map(async (r) => ({ id: r.id, ...(await call(r.pathTemplate, r.url, headersFor[r.access])) })),
    );
    expect(answers.length).toBe(endpoints.filter((e) => e.method === "GET").length);
    expect(answers.flatMap((a) => a.problems)).toEqual([]);
    // The examples name the demo data, so each finds what it asks for.
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);

    // Statuses besides 200, and the check's teeth: a body off its schema, a status not listed.
    const errors = [
      await call("/api/destinations/{slug}", "/api/destinations/atlantis"),
      await call("/api/destinations", "/api/destinations?locale=xx"),
      await call("/api/me/profile", "/api/me/profile"),
      await call("/api/agency", "/api/agency", headersFor.traveller),
    ];
    expect(errors.map((a) => a.status)).toEqual([404, 400, 401, 403]);
    expect(errors.flatMap((a) => a.problems)).toEqual([]);
    expect(check("GET", "/api/destinations/{slug}", 200, { destination: {} })).not.toEqual([]);
    expect(check("GET", "/api/destinations/{slug}", 409, { error: { code: "TOUR_CHANGED" } })).not.toEqual(
      [],
    );
  });

  it("serves the SPA for client routes, 404 for missing files and unknown pages, with the security headers", async () => {
    const page = await fetch(`${twin.url}/de/account/trips`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<title>spa</title>");
    expect(page.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await fetch(`${twin.url}/assets/missing.js`)).status).toBe(404);
    // A path that is no page of the route table: the SPA's 404 page, with the status (docs/product-spec.md,
    // section 8).
    const unknown = await fetch(`${twin.url}/de/some/client/route`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("<title>spa</title>");
    expect((await fetch(`${twin.url}/..%2F..%2Fetc%2Fpasswd.txt`)).status).toBe(404);
    // A tour page answers as the table has the tour (as CloudFront's store of tour pages holds it).
    expect((await fetch(`${twin.url}/fr/group-tour/kenya-great-migration-safari/dates`)).status).toBe(200);
    expect((await fetch(`${twin.url}/de/group-tour/no-such-tour`)).status).toBe(404);
    expect((await fetch(`${twin.url}/special-tour/kenya-great-migration-safari`)).status).toBe(404);
  });

  it("verifies tokens of the local user pool as API Gateway's JWT authorizer does", async () => {
    const agent = demoAgent;
    const tokens = await signInToTwin(runtime.auth, agent);
    const verify = createJwtVerifier({
      issuer: `${runtime.auth.endpoint}/${runtime.auth.userPoolId}`,
      audience: runtime.auth.userPoolClientId,
    });
    const claims = await verify(`Bearer ${tokens.idToken}`);
    expect(claims?.email).toBe(agent.email);
    expect(claims?.["cognito:groups"]).toBe("[agents]");
    expect(claims?.["custom:agencyId"]).toBe("mara-horizon-safaris");
    // Only ID tokens: an access token of the same client carries neither name nor e-mail.
    expect(await verify(`Bearer ${tokens.accessToken}`)).toBeUndefined();
    const profile = await fetch(`${twin.url}/api/me/profile`, {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(profile.status).toBe(401);
    expect(await verify(`Bearer ${tokens.idToken}x`)).toBeUndefined();
    expect(await verify(undefined)).toBeUndefined();
    const wrongAudience = createJwtVerifier({
      issuer: `${runtime.auth.endpoint}/${runtime.auth.userPoolId}`,
      audience: "other",
    });
    expect(await wrongAudience(`Bearer ${tokens.idToken}`)).toBeUndefined();
  });

  it("sends the edge's Cache-Control with a catalogue GET, and none a shared cache may keep with a private one", async () => {
    const catalogue = await fetch(`${twin.url}/api/group-tours/kenya-great-migration-safari`);
    expect(catalogue.status).toBe(200);
    expect(catalogue.headers.get("cache-control")).toBe(catalogueHeader);
    const missing = await fetch(`${twin.url}/api/group-tours/not-published-yet`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-store");

    const mine = await fetch(`${twin.url}/api/me/bookings`, {
      headers: await bearerOf(runtime.auth, demoTraveller),
    });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("no-store");
  });

  it("sends the browser and the handlers to the Cognito front, which refuses a sign-up as the CDK pool does", async () => {
    expect(runtime.auth.endpoint).toBe(`http://127.0.0.1:${config.ports.cognito}`);
    expect(process.env.COGNITO_ENDPOINT).toBe(runtime.auth.endpoint);
    const signUp = await fetch(runtime.auth.endpoint, {
      method: "POST",
      headers: {
        "content-type": "application/x-amz-json-1.1",
        "x-amz-target": "AWSCognitoIdentityProviderService.SignUp",
        origin: twin.url,
      },
      body: JSON.stringify({
        ClientId: runtime.auth.userPoolClientId,
        Username: `self-${Date.now()}@example.com`,
        Password: "Safari!2026",
      }),
    });
    expect(signUp.status).toBe(400);
    // Readable by the page, which calls Cognito from its own origin.
    expect(signUp.headers.get("access-control-allow-origin")).toBe("*");
    expect(await signUp.json()).toEqual({
      __type: "NotAuthorizedException",
      message: "SignUp is not permitted for this user pool",
    });
  });

  it("books through the local checkout page, which pays via the signed webhook like Stripe", async () => {
    const tour = (await (await fetch(`${twin.url}/api/group-tours/kenya-great-migration-safari`)).json()) as {
      departures: Array<{ startDate: string; placesLeft: number }>;
    };
    const departure = tour.departures.find((d) => d.placesLeft >= 1);
    if (!departure) throw new Error("no open departure");
    const email = `twin-${Date.now()}@example.com`;
    const booked = await fetch(`${twin.url}/api/bookings/group-tour`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
      body: JSON.stringify({
        tourId: "kenya-great-migration-safari",
        departureDate: departure.startDate,
        rooms: { sharedRooms: 0, singleRooms: 1 },
        travellers: {
          lead: {
            firstName: "Lina",
            lastName: "Meier",
            email,
            phone: { country: "CH", number: "079 123 45 67" },
            nationality: "CH",
            birthDate: "1980-01-01",
          },
          others: [],
        },
        acceptTerms: true,
        locale: "fr",
        displayCurrency: "CHF",
      }),
    });
    expect(booked.status).toBe(200);
    const { checkoutUrl } = (await booked.json()) as { checkoutUrl: string };
    const page = await fetch(`${twin.url}${checkoutUrl}`);
    expect(await page.text()).toContain("Local checkout");
    const paid = await fetch(`${twin.url}${checkoutUrl}/pay`, { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    // The handlers' metric lines, as CloudWatch would count them, readable in the twin's output.
    expect(metricLines).toEqual(
      expect.arrayContaining([
        '[metrics] BookingHeld 1 {"stage":"local"}',
        '[metrics] BookingConfirmed 1 {"stage":"local"}',
        expect.stringMatching(
          /^\[metrics\] BookingConfirmed 1 \{"stage":"local","agency":"[\w-]+","tourKind":"group"\}$/,
        ),
      ]),
    );
    expect(paid.headers.get("location")).toMatch(/\/fr\/group-tour\/thank-you\?booking=/);
    const store = (await (await fetch(`http://127.0.0.1:${config.ports.ses}/store`)).json()) as {
      emails: Array<{ destination: { to: string[] }; subject: string }>;
    };
    const mail = store.emails.find((m) => m.destination.to.includes(email));
    expect(mail?.subject).toMatch(/^Votre réservation est confirmée/);
  });

  it("takes a profile image through a presigned PUT to the S3 twin and serves it under /uploads", async () => {
    const auth = {
      ...(await bearerOf(runtime.auth, demoTraveller)),
      "content-type": "application/json",
    };
    const png = new Uint8Array(32);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

    const slot = await fetch(`${twin.url}/api/me/profile-image/upload`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ contentType: "image/png", size: png.length }),
    });
    expect(slot.status).toBe(200);
    const { url, key } = (await slot.json()) as { url: string; key: string };
    const s3Origin = `http://127.0.0.1:${config.ports.s3}`;
    expect(new URL(url).origin).toBe(s3Origin);
    // The browser may call the S3 twin: the CSP names it and its CORS rule names the site.
    const page = await fetch(`${twin.url}/account`);
    expect(page.headers.get("content-security-policy")).toContain(
      `connect-src 'self' ${runtime.auth.endpoint} ${s3Origin}`,
    );
    const preflight = await fetch(url, {
      method: "OPTIONS",
      headers: {
        origin: twin.url,
        "access-control-request-method": "PUT",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get("access-control-allow-methods")).toContain("PUT");
    const put = await fetch(url, { method: "PUT", headers: { "content-type": "image/png" }, body: png });
    expect(put.status).toBe(200);
    expect((await fetch(`${twin.url}/${key}`)).status).toBe(404);

    const set = await fetch(`${twin.url}/api/me/profile-image`, {
      method: "PUT",
      headers: auth,
      body: JSON.stringify({ key }),
    });
    const { profileImageUrl } = (await set.json()) as { profileImageUrl: string };
    const image = await fetch(`${twin.url}${profileImageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("cache-control")).toContain("immutable");
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(png);
    expect((await fetch(`${twin.url}/uploads/profile-images/nobody/none.png`)).status).toBe(404);
  });

  it("fills the follow-up index at every start, so an index whose backfill was cut short is filled", async () => {
    const awaiting = async () => (await listTripRequestsToRemind("9999-12-31")).map((r) => r.id);
    // One not due for a reminder for days, so the follow-up job leaves it alone meanwhile.
    const later = new Date(Date.now() + 2 * 24 * 3600_000).toISOString();
    const request = (await listTripRequestsToRemind("9999-12-31")).find((r) => r.replyDueAt > later);
    if (!request) throw new Error("no demo request awaiting a reply for two days");
    // As a start that added the index and stopped before its backfill leaves a request: no entry.
    const dynamo = new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT });
    const key = keys.tripRequest(request.id);
    await dynamo.send(
      new UpdateItemCommand({
        TableName: config.tableName,
        Key: { pk: { S: key.pk }, sk: { S: key.sk } },
        UpdateExpression: "REMOVE gsi3pk, gsi3sk",
      }),
    );
    dynamo.destroy();
    expect(await awaiting()).not.toContain(request.id);
    await twin.stop();
    twin = await startTwin(config, () => {});
    expect(await awaiting()).toContain(request.id);
  }, 90_000);

  it("shows a tour as the table has it, with no build or restart: written, changed, removed", async () => {
    // As an agency's publishing will: the tour item is all there is (docs/architecture.md, "Agency
    // content in production"). Nothing of the catalogue is baked into the site.
    const base = await findTour("kenya-great-migration-safari");
    if (base?.kind !== "group") throw new Error("the demo's Kenya group tour is missing");
    const tour = { ...base, id: "twin-fresh-tour", title: { ...base.title, en: "Fresh from the table" } };
    const titlesOf = async (path: string) => {
      const res = await fetch(`${twin.url}${path}`);
      expect(res.headers.get("cache-control")).toBe(catalogueHeader);
      return ((await res.json()) as { tours: { id: string; title: { en: string } }[] }).tours
        .filter((t) => t.id === tour.id)
        .map((t) => t.title.en);
    };
    const status = async (path: string) => (await fetch(`${twin.url}${path}`)).status;

    expect(await titlesOf("/api/group-tours")).toEqual([]);
    expect(await status(`/group-tour/${tour.id}`)).toBe(404);

    expect(await createTour(tour, 0)).toBe(true);
    expect(await titlesOf("/api/group-tours")).toEqual(["Fresh from the table"]);
    expect(await titlesOf(`/api/group-tours?destination=${tour.destination}`)).toEqual([
      "Fresh from the table",
    ]);
    expect(await status(`/api/group-tours/${tour.id}`)).toBe(200);
    expect(await status(`/group-tour/${tour.id}`)).toBe(200);
    expect(await status(`/de/group-tour/${tour.id}/dates`)).toBe(200);

    const client = new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT });
    await client.send(
      new UpdateItemCommand({
        TableName: config.tableName,
        Key: { pk: { S: keys.tour(tour.id).pk }, sk: { S: keys.tour(tour.id).sk } },
        UpdateExpression: "SET title.en = :en",
        ExpressionAttributeValues: { ":en": { S: "Changed in the table" } },
      }),
    );
    expect(await titlesOf("/api/group-tours")).toEqual(["Changed in the table"]);
    const page = (await (await fetch(`${twin.url}/api/group-tours/${tour.id}`)).json()) as {
      tour: { title: { en: string } };
    };
    expect(page.tour.title.en).toBe("Changed in the table");

    await client.send(
      new DeleteItemCommand({
        TableName: config.tableName,
        Key: { pk: { S: keys.tour(tour.id).pk }, sk: { S: keys.tour(tour.id).sk } },
      }),
    );
    client.destroy();
    expect(await titlesOf("/api/group-tours")).toEqual([]);
    expect(await status(`/api/group-tours/${tour.id}`)).toBe(404);
    expect(await status(`/group-tour/${tour.id}`)).toBe(404);
  });

  it("keeps its data and seeds idempotently across restarts", async () => {
    await twin.stop();
    twin = await startTwin(config, () => {});
    const res = await fetch(`${twin.url}/api/destinations`);
    expect(((await res.json()) as { destinations: unknown[] }).destinations).toHaveLength(12);
  }, 90_000);
});

import type { BodyInputOf, Contract } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError, apiRequest, requestTimeoutMs, requestUrl } from "./client";
import { errorFromResponse } from "./error-response";

describe("requestUrl", () => {
  it("adds the defined query values", () => {
    expect(requestUrl(routes.listDestinations, undefined, { locale: "de" })).toBe(
      "/api/destinations?locale=de",
    );
    expect(requestUrl(routes.listDestinations, undefined, { locale: undefined })).toBe("/api/destinations");
    expect(requestUrl(routes.listDestinations)).toBe("/api/destinations");
  });

  it("fills and encodes path parameters", () => {
    expect(requestUrl(routes.getDestination, { slug: "kenya" })).toBe("/api/destinations/kenya");
    expect(requestUrl(routes.getDestination, { slug: "a b/c" })).toBe("/api/destinations/a%20b%2Fc");
  });

  it("refuses a missing path parameter", () => {
    expect(() => requestUrl(routes.getDestination, {})).toThrow(/slug/);
  });
});

describe("errorFromResponse", () => {
  it("keeps the API's code and field keys", () => {
    const error = errorFromResponse(400, {
      error: { code: "VALIDATION_FAILED", fields: { "query.locale": "invalid" } },
    });
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ "query.locale": "invalid" });
  });

  it("falls back to the status when the body is not an API error", () => {
    expect(errorFromResponse(404, "Not found").code).toBe("NOT_FOUND");
    expect(errorFromResponse(502, undefined).code).toBe("INTERNAL");
    expect(errorFromResponse(403, { error: { code: "NO_SUCH_CODE" } }).code).toBe("FORBIDDEN");
    expect(errorFromResponse(400, { error: { code: "VALIDATION_FAILED", fields: { a: 1 } } }).code).toBe(
      "INTERNAL",
    );
    expect(errorFromResponse(401, { error: null }).code).toBe("UNAUTHORIZED");
  });

  it("reads an API error without field keys", () => {
    const error = errorFromResponse(409, { error: { code: "FULLY_BOOKED" } });
    expect(error.code).toBe("FULLY_BOOKED");
    expect(error.fields).toEqual({});
  });

  it("reads how many places are left beside NOT_ENOUGH_PLACES", () => {
    const error = errorFromResponse(409, { error: { code: "NOT_ENOUGH_PLACES", placesLeft: 1 } });
    expect(error).toMatchObject({ code: "NOT_ENOUGH_PLACES", placesLeft: 1 });
    expect(errorFromResponse(409, { error: { code: "FULLY_BOOKED" } }).placesLeft).toBeUndefined();
  });

  it("reads the departures concerned and the limit beside a refused change of length", () => {
    const booked = errorFromResponse(409, {
      error: { code: "DEPARTURES_BOOKED", departureDates: ["2027-04-03", "2027-04-17"] },
    });
    expect(booked).toMatchObject({ code: "DEPARTURES_BOOKED", departureDates: ["2027-04-03", "2027-04-17"] });
    const tooMany = errorFromResponse(409, {
      error: { code: "TOO_MANY_DEPARTURES_TO_MOVE", departureDates: ["2027-04-03"], limit: 98 },
    });
    expect(tooMany).toMatchObject({ limit: 98 });
    expect(
      errorFromResponse(409, { error: { code: "DEPARTURES_BOOKED", departureDates: ["soon"] } })
        .departureDates,
    ).toBeUndefined();
  });

  it("reads how many places are taken beside CAPACITY_BELOW_TAKEN", () => {
    const error = errorFromResponse(409, { error: { code: "CAPACITY_BELOW_TAKEN", placesTaken: 3 } });
    expect(error).toMatchObject({ code: "CAPACITY_BELOW_TAKEN", placesTaken: 3 });
  });
});

describe("apiRequest", () => {
  afterEach(() => vi.unstubAllGlobals());

  const destination = {
    slug: "kenya",
    name: { en: "Kenya", de: "Kenia", fr: "Kenya" },
    preposition: { en: "in", de: "in", fr: "au" },
    article: { en: "", de: "", fr: "le" },
    description: { en: "Savanna", de: "Savanne", fr: "Savane" },
  };

  it("fetches same-origin and returns the parsed answer", async () => {
    const fetchMock = vi.fn(async () => Response.json({ destinations: [destination] }));
    vi.stubGlobal("fetch", fetchMock);
    const result = await apiRequest(routes.listDestinations, { query: { locale: "fr" } });
    expect(result.destinations[0]?.name.fr).toBe("Kenya");
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/destinations?locale=fr",
      expect.objectContaining({ method: "GET", credentials: "same-origin" }),
    );
  });

  it("sends the ID token as a Bearer header, never in the URL", async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ id: "u1", name: "Ada", email: "ada@example.com" }),
    );
    vi.stubGlobal("fetch", fetchMock);
    await apiRequest(routes.getMyProfile, { token: "id.token.value" });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/me/profile");
    expect((init?.headers as Record<string, string> | undefined)?.authorization).toBe(
      "Bearer id.token.value",
    );
  });

  it("passes a cache mode on only when asked", async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => Response.json({ destinations: [] }));
    vi.stubGlobal("fetch", fetchMock);
    await apiRequest(routes.listDestinations, { query: {}, cache: "no-cache" });
    await apiRequest(routes.listDestinations);
    expect(fetchMock.mock.calls[0]?.[1]?.cache).toBe("no-cache");
    expect(fetchMock.mock.calls[1]?.[1]).not.toHaveProperty("cache");
  });

  it("throws the API's error code", async () => {
    vi.stubGlobal("fetch", async () => Response.json({ error: { code: "NOT_FOUND" } }, { status: 404 }));
    await expect(apiRequest(routes.getDestination, { params: { slug: "atlantis" } })).rejects.toMatchObject({
      code: "NOT_FOUND",
      status: 404,
    });
  });

  it("rejects an answer that is not JSON (something other than the API answered)", async () => {
    vi.stubGlobal("fetch", async () => new Response("<html>Bad gateway</html>", { status: 200 }));
    await expect(apiRequest(routes.listDestinations)).rejects.toMatchObject({ code: "BAD_RESPONSE" });
  });

  it("sends an idempotent write's key as its Idempotency-Key", async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ id: "r1", reference: "TMB-22222", replyDueAt: "2099-01-01T00:00:00.000Z" }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const key = "0f8b6a3e-2c1d-4e5f-9a7b-3c2d1e0f9a8b";
    await apiRequest(routes.submitTripRequest, {
      body: {} as BodyInputOf<Contract["submitTripRequest"]>,
      token: "t",
      idempotencyKey: key,
    });
    const headers = (fetchMock.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;
    expect(headers["idempotency-key"]).toBe(key);
  });

  it("gives up on a request that goes silent, as a network failure, and keeps a caller's own abort", async () => {
    vi.useFakeTimers();
    try {
      // A connection that never answers: only the signal ends it.
      const silent = vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_, reject) => {
            init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
          }),
      );
      vi.stubGlobal("fetch", silent);
      const lost = apiRequest(routes.listDestinations, { query: {} });
      const settled = expect(lost).rejects.toMatchObject({ code: "NETWORK", status: 0 });
      await vi.advanceTimersByTimeAsync(requestTimeoutMs - 1);
      expect(silent).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await settled;

      const controller = new AbortController();
      const aborted = apiRequest(routes.listDestinations, { query: {}, signal: controller.signal });
      controller.abort(new DOMException("left the page", "AbortError"));
      await expect(aborted).rejects.toMatchObject({ name: "AbortError" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("reports a network failure", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(apiRequest(routes.listDestinations)).rejects.toMatchObject({ code: "NETWORK", status: 0 });
  });
});

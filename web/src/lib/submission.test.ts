import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../api/client";
import { digest, sendOnce } from "./submission";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function stubSessionStorage() {
  const map = new Map<string, string>();
  vi.stubGlobal("window", {
    sessionStorage: {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => map.set(k, v),
      removeItem: (k: string) => map.delete(k),
    },
  });
  return map;
}

const lost = () => {
  throw new ApiRequestError("NETWORK", 0);
};
/** The key a send of `request` gets, its answer lost (so the key is kept). */
async function keyOf(slot: string, request: unknown): Promise<string> {
  let key = "";
  await sendOnce(slot, request, async (k) => {
    key = k;
    lost();
  }).catch(() => undefined);
  return key;
}

describe("sendOnce", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("sends a retry of the same request after a lost answer with the same key, other answers with a new one", async () => {
    const stored = stubSessionStorage();
    const first = await keyOf("booking.group.t", { rooms: 1 });
    expect(first).toMatch(uuid);
    // Kept before the request leaves: a reload after a lost answer finds it. With the request's
    // digest, not the request (names, birth dates).
    expect(JSON.parse(stored.get("tembea.submission.booking.group.t") ?? "{}")).toEqual({
      key: first,
      request: digest('{"rooms":1}'),
    });
    expect(await keyOf("booking.group.t", { rooms: 1 })).toBe(first);
    const other = await keyOf("booking.group.t", { rooms: 2 });
    expect(other).not.toBe(first);
    // Each form has its own slot.
    expect(await keyOf("trip-request.kenya", { rooms: 2 })).not.toBe(other);
  });

  it("keeps the key for the same answers in another order (read back after a reload)", async () => {
    stubSessionStorage();
    const first = await keyOf("s", {
      travellers: { others: [], lead: { email: "a@b.ch", name: "A" } },
      rooms: 1,
    });
    expect(
      await keyOf("s", { rooms: 1, travellers: { lead: { name: "A", email: "a@b.ch" }, others: [] } }),
    ).toBe(first);
    // Arrays keep their order: other travellers in another order are other answers.
    expect(await keyOf("s", { list: [1, 2] })).not.toBe(await keyOf("s", { list: [2, 1] }));
  });

  it("forgets the key once answered, and once the server refused it as sent before", async () => {
    stubSessionStorage();
    const keys: string[] = [];
    const answered = async (k: string) => {
      keys.push(k);
      return "ok";
    };
    expect(await sendOnce("s", { a: 1 }, answered)).toBe("ok");
    await sendOnce("s", { a: 1 }, answered);
    expect(keys[1]).not.toBe(keys[0]);
    const refused = await keyOf("r", { a: 1 });
    await expect(
      sendOnce("r", { a: 1 }, async () => {
        throw new ApiRequestError("IDEMPOTENCY_KEY_REUSED", 422);
      }),
    ).rejects.toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED" });
    expect(await keyOf("r", { a: 1 })).not.toBe(refused);
    // A refusal of the answers keeps it: nothing was claimed, sending it again is harmless.
    const full = await keyOf("f", { a: 1 });
    await sendOnce("f", { a: 1 }, async () => {
      throw new ApiRequestError("FULLY_BOOKED", 409);
    }).catch(() => undefined);
    expect(await keyOf("f", { a: 1 })).toBe(full);
  });

  it("keeps the same key when storage is full: reading works, writing throws", async () => {
    const map = new Map<string, string>();
    vi.stubGlobal("window", {
      sessionStorage: {
        getItem: (k: string) => map.get(k) ?? null,
        setItem: () => {
          throw new DOMException("full", "QuotaExceededError");
        },
        removeItem: (k: string) => map.delete(k),
      },
    });
    const first = await keyOf("full", { a: 1 });
    expect(await keyOf("full", { a: 1 })).toBe(first);
  });

  it("compares requests by FNV-1a 64", () => {
    // The function's published test vectors.
    expect(digest("")).toBe("cbf29ce484222325");
    expect(digest("a")).toBe("af63dc4c8601ec8c");
    expect(digest("foobar")).toBe("85944171f73967e8");
  });

  it("lives in memory where storage is refused, and draws keys without randomUUID on an insecure origin", async () => {
    vi.stubGlobal("window", {
      get sessionStorage(): Storage {
        throw new Error("SecurityError");
      },
    });
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: (a: Uint8Array<ArrayBuffer>) => real.getRandomValues(a) });
    const first = await keyOf("m", { a: 1 });
    expect(first).toMatch(uuid);
    expect(await keyOf("m", { a: 1 })).toBe(first);
  });
});

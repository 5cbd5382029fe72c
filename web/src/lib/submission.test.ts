import { afterEach, describe, expect, it, vi } from "vitest";
import { digest, forgetSubmission, submissionKey } from "./submission";

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

describe("submission keys", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("stay the same for a retry of the same request, and change with the answers", () => {
    const stored = stubSessionStorage();
    const first = submissionKey("booking.group.t", { rooms: 1 });
    expect(first).toMatch(uuid);
    // Kept before the request leaves: a reload after a lost answer finds it. With the request's
    // digest, not the request (names, birth dates).
    expect(JSON.parse(stored.get("tembea.submission.booking.group.t") ?? "{}")).toEqual({
      key: first,
      request: digest('{"rooms":1}'),
    });
    expect(submissionKey("booking.group.t", { rooms: 1 })).toBe(first);
    const other = submissionKey("booking.group.t", { rooms: 2 });
    expect(other).not.toBe(first);
    // Each form has its own slot.
    expect(submissionKey("trip-request.kenya", { rooms: 2 })).not.toBe(other);
  });

  it("stay the same for the same answers in another order (read back after a reload)", () => {
    stubSessionStorage();
    const first = submissionKey("s", {
      travellers: { others: [], lead: { email: "a@b.ch", name: "A" } },
      rooms: 1,
    });
    expect(
      submissionKey("s", { rooms: 1, travellers: { lead: { name: "A", email: "a@b.ch" }, others: [] } }),
    ).toBe(first);
    // Arrays keep their order: other travellers in another order are other answers.
    expect(submissionKey("s", { list: [1, 2] })).not.toBe(submissionKey("s", { list: [2, 1] }));
  });

  it("are new once the submission was answered", () => {
    stubSessionStorage();
    const first = submissionKey("s", { a: 1 });
    forgetSubmission("s");
    expect(submissionKey("s", { a: 1 })).not.toBe(first);
  });

  it("keep the same key when storage is full: reading works, writing throws", () => {
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
    const first = submissionKey("full", { a: 1 });
    expect(submissionKey("full", { a: 1 })).toBe(first);
  });

  it("compare requests by FNV-1a 64", () => {
    // The function's published test vectors.
    expect(digest("")).toBe("cbf29ce484222325");
    expect(digest("a")).toBe("af63dc4c8601ec8c");
    expect(digest("foobar")).toBe("85944171f73967e8");
  });

  it("live in memory where storage is refused, and are drawn without randomUUID on an insecure origin", () => {
    vi.stubGlobal("window", {
      get sessionStorage(): Storage {
        throw new Error("SecurityError");
      },
    });
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: (a: Uint8Array<ArrayBuffer>) => real.getRandomValues(a) });
    const first = submissionKey("m", { a: 1 });
    expect(first).toMatch(uuid);
    expect(submissionKey("m", { a: 1 })).toBe(first);
  });
});

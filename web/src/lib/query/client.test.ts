import "./test-browser";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "./client";
import { QueryObserver } from "./observer";
import type { QueryOptions } from "./types";

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

/** An API stand-in whose answers the test releases one by one. */
function api<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: unknown) => void; signal: AbortSignal }[] = [];
  const queryFn = ({ signal }: { signal: AbortSignal }) =>
    new Promise<T>((resolve, reject) => void calls.push({ resolve, reject, signal }));
  return { calls, queryFn };
}

/** A component reading the query, as useQuery does once mounted. */
function observe(client: QueryClient, options: QueryOptions) {
  const observer = new QueryObserver(client, options);
  const stop = observer.subscribe(() => undefined);
  return { observer, stop, result: () => observer.getCurrentResult() };
}

describe("fetchQuery", () => {
  it("fetches once for callers at the same time, and not again while the answer is fresh", async () => {
    const client = new QueryClient();
    const { calls, queryFn } = api<string>();
    const options = { queryKey: ["tour", "a"], queryFn, staleTime: 1000 };
    const first = client.fetchQuery(options);
    const second = client.fetchQuery(options);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    calls[0]?.resolve("answer");
    expect(await first).toBe("answer");
    expect(await second).toBe("answer");
    expect(await client.fetchQuery(options)).toBe("answer");
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    void client.fetchQuery(options);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
  });

  it("retries as the options say, after 1 s, and then rejects with the last error", async () => {
    const client = new QueryClient();
    const retry = vi.fn((failureCount: number) => failureCount < 1);
    let tries = 0;
    const queryFn = () => Promise.reject(new Error(`failure ${++tries}`));
    const fetched = client.fetchQuery({ queryKey: ["x"], queryFn, retry });
    const outcome = fetched.catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(999);
    expect(tries).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe("failure 2");
    expect(retry.mock.calls.map(([count]) => count)).toEqual([0, 1]);
    expect(client.getQueryState(["x"])?.status).toBe("error");
  });

  it("is not retried unless the options say so; a query read by a component is, three times by default, after 1, 2 and 4 s", async () => {
    const client = new QueryClient();
    let tries = 0;
    const queryFn = () => Promise.reject(new Error(`failure ${++tries}`));
    await expect(client.fetchQuery({ queryKey: ["x"], queryFn })).rejects.toThrow("failure 1");
    tries = 0;
    const { result } = observe(client, { queryKey: ["y"], queryFn });
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 3999);
    expect(tries).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(tries).toBe(4);
    expect(result()).toMatchObject({ status: "error", isError: true, error: new Error("failure 4") });
  });
});

describe("setQueryData", () => {
  it("sets an answer, from the one held with an updater, and changes nothing when it answers undefined", () => {
    const client = new QueryClient();
    client.setQueryData(["agency", "a"], { agents: [], name: "A" });
    client.setQueryData(["agency", "a"], (old: { agents: unknown[] } | undefined) =>
      old ? { ...old, name: "B" } : old,
    );
    expect(client.getQueryData(["agency", "a"])).toEqual({ agents: [], name: "B" });
    expect(client.getQueryState(["agency", "a"])?.dataUpdateCount).toBe(2);
    client.setQueryData(["agency", "b"], (old: unknown) => old);
    expect(client.getQueryCache().getAll()).toHaveLength(1);
  });
});

describe("invalidateQueries", () => {
  it("refetches the queries of the key a component reads, and marks the others stale for their next read", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    const read = api<string>();
    observe(client, { queryKey: ["admin", "history", { month: "2026-11" }], queryFn: read.queryFn });
    await vi.advanceTimersByTimeAsync(0);
    read.calls[0]?.resolve("read");
    client.setQueryData(["admin", "history", { agencyId: "a" }], "unread");
    client.setQueryData(["admin", "agencies"], "other");
    await vi.advanceTimersByTimeAsync(0);

    void client.invalidateQueries({ queryKey: ["admin", "history"] });
    await vi.advanceTimersByTimeAsync(0);
    expect(read.calls).toHaveLength(2);
    expect(client.getQueryState(["admin", "history", { agencyId: "a" }])).toMatchObject({
      isInvalidated: true,
      fetchStatus: "idle",
    });
    expect(client.getQueryState(["admin", "agencies"])?.isInvalidated).toBe(false);
    const unread = api<string>();
    observe(client, { queryKey: ["admin", "history", { agencyId: "a" }], queryFn: unread.queryFn });
    const fresh = api<string>();
    observe(client, { queryKey: ["admin", "agencies"], queryFn: fresh.queryFn });
    await vi.advanceTimersByTimeAsync(0);
    expect(unread.calls).toHaveLength(1);
    expect(fresh.calls).toHaveLength(0);
  });
});

describe("cancelQueries", () => {
  it("aborts the running fetch and puts back what the query held; a refetch then asks again", async () => {
    const client = new QueryClient();
    const { calls, queryFn } = api<string>();
    client.setQueryData(["hold"], "held");
    const { result, observer } = observe(client, { queryKey: ["hold"], queryFn, staleTime: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(result().isFetching).toBe(true);
    await client.cancelQueries({ queryKey: ["hold"] });
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(result()).toMatchObject({ data: "held", isFetching: false, status: "success" });
    calls[0]?.resolve("late");
    void observer.refetch();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    calls[1]?.resolve("paid");
    await vi.advanceTimersByTimeAsync(0);
    expect(result().data).toBe("paid");
  });
});

describe("garbage collection", () => {
  it("removes a query nobody reads after gcTime, and keeps one that is read", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { gcTime: 1000 } } });
    client.setQueryData(["unread"], 1);
    const { stop } = observe(client, { queryKey: ["read"], queryFn: () => Promise.resolve(2) });
    await vi.advanceTimersByTimeAsync(1000);
    expect(client.getQueryData(["unread"])).toBeUndefined();
    expect(client.getQueryData(["read"])).toBe(2);
    stop();
    await vi.advanceTimersByTimeAsync(999);
    expect(client.getQueryData(["read"])).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(client.getQueryData(["read"])).toBeUndefined();
  });

  it("removes a gcTime: 0 query as soon as its component is gone", async () => {
    const client = new QueryClient();
    const { stop } = observe(client, { queryKey: ["quote"], queryFn: () => Promise.resolve(5), gcTime: 0 });
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe("removeQueries", () => {
  it("removes the queries under a key", () => {
    const client = new QueryClient();
    client.setQueryData(["agency", "tours", "preview", "t1"], 1);
    client.setQueryData(["agency", "tours", "one", "t1"], 2);
    client.removeQueries({ queryKey: ["agency", "tours", "preview", "t1"] });
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([["agency", "tours", "one", "t1"]]);
  });
});

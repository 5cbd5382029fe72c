import "./test-browser";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "./client";
import { keepPreviousData } from "./index";
import { QueryObserver } from "./observer";
import type { QueryOptions } from "./types";

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

function mount(client: QueryClient, options: QueryOptions) {
  const observer = new QueryObserver(client, options);
  const renders: unknown[] = [];
  const stop = observer.subscribe(() => renders.push(observer.getCurrentResult()));
  return { observer, stop, renders, result: () => observer.getCurrentResult() };
}

const answer =
  <T>(value: T) =>
  () =>
    Promise.resolve(value);

describe("a query's result", () => {
  it("is pending and loading until the first answer; a disabled query is pending without loading", async () => {
    const client = new QueryClient();
    const { observer, result } = mount(client, { queryKey: ["a"], queryFn: answer("A") });
    expect(observer.getOptimisticResult({ queryKey: ["b"], queryFn: answer("B") })).toMatchObject({
      status: "pending",
      isLoading: true,
    });
    expect(result()).toMatchObject({ status: "pending", isPending: true, isLoading: true, isFetching: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(result()).toMatchObject({ status: "success", data: "A", isPending: false, isFetching: false });
    const disabled = mount(client, { queryKey: ["c"], queryFn: answer("C"), enabled: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(disabled.result()).toMatchObject({ isPending: true, isLoading: false, isFetching: false });
  });

  it("shows the previous key's answer as placeholder while the next key loads (keepPreviousData)", async () => {
    const client = new QueryClient();
    const page = (n: number) => ({
      queryKey: ["tours", { page: n }],
      queryFn: answer(`page ${n}`),
      placeholderData: keepPreviousData,
    });
    const { observer, result } = mount(client, page(1));
    await vi.advanceTimersByTimeAsync(0);
    observer.setOptions(page(2));
    expect(result()).toMatchObject({
      data: "page 1",
      isPlaceholderData: true,
      status: "success",
      isFetching: true,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(result()).toMatchObject({ data: "page 2", isPlaceholderData: false });
  });

  it("is the selected part of the answer, the same object while the answer stays equal", async () => {
    const client = new QueryClient();
    let n = 0;
    const { observer, result } = mount(client, {
      queryKey: ["tour"],
      queryFn: () => Promise.resolve({ tour: { id: "t" }, reads: ++n > 0 ? 1 : 0 }),
      select: (data) => ({ kind: "group", tour: (data as { tour: object }).tour }),
    });
    await vi.advanceTimersByTimeAsync(0);
    const first = result().data;
    expect(first).toEqual({ kind: "group", tour: { id: "t" } });
    await observer.refetch();
    expect(n).toBe(2);
    expect(result().data).toBe(first);
  });

  it("surfaces the error, and counts a failed query as loading again when a component mounts it", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const failing = { queryKey: ["broken"], queryFn: () => Promise.reject(new Error("down")) };
    const { result } = mount(client, failing);
    await vi.advanceTimersByTimeAsync(0);
    expect(result()).toMatchObject({
      status: "error",
      isError: true,
      error: new Error("down"),
      data: undefined,
    });
    const again = new QueryObserver(client, failing);
    expect(again.getOptimisticResult(failing)).toMatchObject({ status: "pending", isLoading: true });
  });
});

describe("refetching", () => {
  it("polls at the interval the function answers, until it answers false", async () => {
    const client = new QueryClient();
    let reads = 0;
    mount(client, {
      queryKey: ["receipt"],
      queryFn: () => Promise.resolve(++reads),
      refetchInterval: (query) => ((query.state.data as number) < 3 ? 1000 : false),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(reads).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(reads).toBe(3);
    await vi.advanceTimersByTimeAsync(5000);
    expect(reads).toBe(3);
  });

  it("refetches on the tab shown again only where refetchOnWindowFocus says so", async () => {
    const client = new QueryClient({
      defaultOptions: { queries: { refetchOnWindowFocus: false, staleTime: 60_000 } },
    });
    const stopListening = client.mount();
    let offers = 0;
    let lists = 0;
    mount(client, {
      queryKey: ["offer"],
      queryFn: () => Promise.resolve(++offers),
      refetchOnWindowFocus: "always",
    });
    mount(client, { queryKey: ["list"], queryFn: () => Promise.resolve(++lists) });
    await vi.advanceTimersByTimeAsync(0);
    document.dispatchEvent(new Event("visibilitychange"));
    await vi.advanceTimersByTimeAsync(0);
    expect([offers, lists]).toEqual([2, 1]);
    stopListening();
  });

  it("refetches on mount when stale, always with refetchOnMount: 'always', never while fresh", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    let reads = 0;
    const options = { queryKey: ["hold"], queryFn: () => Promise.resolve(++reads) };
    const first = mount(client, options);
    await vi.advanceTimersByTimeAsync(0);
    first.stop();
    mount(client, options);
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toBe(1);
    mount(client, { ...options, refetchOnMount: "always" });
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toBe(2);
  });
});

describe("an infinite query", () => {
  type Page = { entries: string[]; cursor?: string };
  const pages: Record<string, Page> = { first: { entries: ["a"], cursor: "2" }, "2": { entries: ["b"] } };

  it("fetches the next page onto the list until there is none, and refetches every page it holds", async () => {
    const client = new QueryClient();
    const asked: unknown[] = [];
    const { observer, result } = mount(client, {
      queryKey: ["history"],
      initialPageParam: undefined,
      queryFn: ({ pageParam }: { pageParam?: string }) => {
        asked.push(pageParam);
        return Promise.resolve(pages[pageParam ?? "first"]);
      },
      getNextPageParam: (page: Page) => page.cursor,
    } as unknown as QueryOptions);
    await vi.advanceTimersByTimeAsync(0);
    expect(result()).toMatchObject({
      hasNextPage: true,
      data: { pages: [pages.first], pageParams: [undefined] },
    });
    const next = (result() as unknown as { fetchNextPage: () => Promise<unknown> }).fetchNextPage();
    expect(result()).toMatchObject({ isFetchingNextPage: true, isRefetching: false });
    await next;
    expect(result()).toMatchObject({ hasNextPage: false, isFetchingNextPage: false });
    expect((result().data as { pages: Page[] }).pages.flatMap((page) => page.entries)).toEqual(["a", "b"]);
    await observer.refetch();
    expect(asked).toEqual([undefined, "2", undefined, "2"]);
  });
});

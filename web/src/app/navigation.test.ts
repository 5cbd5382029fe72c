import { UNSAFE_createMemoryHistory as createMemoryHistory } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { type AppRoute, createNavigation, type RouteWork } from "./navigation";

const origin = "https://tembea.test";

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function setup(routes: AppRoute[], path = "/") {
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  return { history, navigation: createNavigation(routes, history, origin) };
}

describe("createNavigation", () => {
  it("starts the matched page's chunk, prefetch and guard together when the URL opens", () => {
    const order: string[] = [];
    const page: RouteWork = {
      load: async () => order.push("chunk"),
      prefetch: ({ url, params }) => order.push(`prefetch ${url.pathname} ${params.id}`),
      guard: () => {
        order.push("guard");
        return null;
      },
    };
    const other: RouteWork = { load: vi.fn(async () => undefined) };
    const { history } = setup([
      { path: "/", children: [{ path: "tour/:id", handle: page }] },
      { path: "/other", handle: other },
    ]);
    expect(order).toEqual([]);
    history.push("/tour/t1");
    expect(order).toEqual(["chunk", "prefetch /tour/t1 t1", "guard"]);
    expect(other.load).not.toHaveBeenCalled();
  });

  it("carries the matched routes' paths encoded, as useRoutes renders them, and their params decoded", () => {
    const history = createMemoryHistory({ initialEntries: ["/tour/caf%C3%A9%20x/a%3Fb"], v5Compat: true });
    // The browser history's encoding (the memory history's leaves paths as they are).
    history.encodeLocation = (to) => {
      const url = new URL(typeof to === "string" ? to : (to.pathname ?? ""), origin);
      return { pathname: url.pathname, search: url.search, hash: url.hash };
    };
    const navigation = createNavigation([{ path: "/tour/:id/*" }], history, origin);
    const [match] = navigation.current.matches;
    expect(match?.params).toEqual({ id: "café x", "*": "a?b" });
    expect(match?.pathname).toBe("/tour/caf%C3%A9%20x/a%3Fb");
    expect(match?.pathnameBase).toBe("/tour/caf%C3%A9%20x");
  });

  it("runs the guards again on every visit, also back to an earlier entry", async () => {
    const guard = vi.fn(() => null);
    const { history, navigation } = setup([{ path: "/a", handle: { guard } }, { path: "/b" }], "/a");
    history.push("/b");
    history.go(-1);
    await navigation.current.outcome;
    expect(guard).toHaveBeenCalledTimes(2);
  });

  it("replaces the guarded entry with the first redirect in route order, after every guard finished", async () => {
    const late = deferred<string>();
    const routes: AppRoute[] = [
      {
        path: "/",
        handle: { guard: () => late.promise },
        children: [{ path: "account", handle: { guard: async () => "/login" } }],
      },
      { path: "/login" },
    ];
    const { history, navigation } = setup(routes, "/start");
    history.push("/account");
    const guarded = navigation.current;
    await Promise.resolve();
    expect(history.location.pathname).toBe("/account"); // the outer guard is still running
    late.resolve("/elsewhere");
    expect(await guarded.outcome).toEqual({ redirected: true });
    expect(history.location.pathname).toBe("/elsewhere");
    expect(history.action).toBe("REPLACE");
    expect(history.index).toBe(1); // /start, then the redirect in place of /account
  });

  it("does not redirect a visit the user has already left", async () => {
    const slow = deferred<string>();
    const { history, navigation } = setup([
      { path: "/account", handle: { guard: () => slow.promise } },
      { path: "/b" },
    ]);
    history.push("/account");
    const left = navigation.current;
    history.push("/b");
    slow.resolve("/login");
    await left.outcome;
    expect(history.location.pathname).toBe("/b");
  });

  it("hands a guard's failure to its own route and lets the others render", async () => {
    const failing: RouteWork = {
      guard: async () => {
        throw new Error("chunk");
      },
    };
    const parent: RouteWork = { guard: () => null };
    const { navigation } = setup(
      [{ path: "/", handle: parent, children: [{ path: "step", handle: failing }] }],
      "/step",
    );
    const outcome = await navigation.current.outcome;
    expect(outcome.redirected).toBe(false);
    if (outcome.redirected) return;
    expect(outcome.failures.get(failing)).toEqual(new Error("chunk"));
    expect(outcome.failures.has(parent)).toBe(false);
  });

  it("tells subscribers about every new visit", () => {
    const { history, navigation } = setup([{ path: "*" }]);
    const seen: string[] = [];
    const unsubscribe = navigation.subscribe((visit) =>
      seen.push(`${visit.action} ${visit.location.pathname}`),
    );
    history.push("/x");
    history.replace("/y");
    unsubscribe();
    history.push("/z");
    expect(seen).toEqual(["PUSH /x", "REPLACE /y"]);
  });

  it("loads a stand-in's routes, then opens the same URL again on them, state included", async () => {
    const guard = vi.fn(() => null);
    const load = vi.fn(async () => undefined);
    const table: AppRoute[] = [{ path: "/", handle: { load: vi.fn(async () => undefined) } }];
    const routes = deferred<void>();
    const standIn: RouteWork = {
      routes: () =>
        routes.promise.then(() => {
          table.splice(0, table.length, { path: "/account/:id", handle: { load, guard } });
        }),
    };
    table.push({ path: "/account/*", handle: standIn });
    const { history, navigation } = setup(table);
    const seen: string[] = [];
    navigation.subscribe((visit) => seen.push(`${visit.action} ${visit.location.pathname}`));
    history.push("/account/a1", { from: "/" });
    const first = navigation.current;
    expect(load).not.toHaveBeenCalled();
    expect(first.matches.map(({ route }) => route.path)).toEqual(["/account/*"]);
    routes.resolve();
    expect(await first.outcome).toEqual({ redirected: true });
    expect(navigation.current).not.toBe(first);
    expect(navigation.current.location).toBe(first.location);
    // What renders is matched on the complete table, though the location is the same object.
    expect(navigation.current.matches.map(({ route, params }) => [route.path, params.id])).toEqual([
      ["/account/:id", "a1"],
    ]);
    expect(navigation.current.location.state).toEqual({ from: "/" });
    expect(load).toHaveBeenCalledTimes(1);
    expect(guard).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(["PUSH /account/a1", "PUSH /account/a1"]);
    expect(history.index).toBe(1); // the URL opened again without a new history entry
  });

  it("starts the other matches' work and the stand-in's prefetch while its routes load, not after", async () => {
    const started: string[] = [];
    const routes = deferred<void>();
    const branchGuard = vi.fn(() => null);
    const table: AppRoute[] = [
      {
        path: "/de",
        handle: {
          prefetch: ({ url }) => started.push(`branch catalog for ${url.pathname}`),
          guard: branchGuard,
        },
        children: [
          {
            path: "login",
            handle: {
              routes: () => {
                started.push("area routes");
                return routes.promise.then(() => {
                  table[0]?.children?.splice(0, 1, { path: "login" });
                });
              },
              prefetch: () => started.push("area catalogs"),
            },
          },
        ],
      },
    ];
    const { navigation } = setup(table, "/de/login");
    expect(started).toEqual(["branch catalog for /de/login", "area catalogs", "area routes"]);
    // Guards wait for the complete table: the branch's runs once, on the URL opened again.
    expect(branchGuard).not.toHaveBeenCalled();
    routes.resolve();
    await navigation.current.outcome;
    await navigation.current.outcome;
    expect(branchGuard).toHaveBeenCalledTimes(1);
  });

  it("does not open a stand-in's URL again once the user has left it", async () => {
    const routes = deferred<void>();
    const { history, navigation } = setup([
      { path: "/account/*", handle: { routes: () => routes.promise } },
      { path: "/b" },
    ]);
    history.push("/account");
    const left = navigation.current;
    history.push("/b");
    const there = navigation.current;
    routes.resolve();
    await left.outcome;
    expect(navigation.current).toBe(there);
  });

  it("hands a stand-in's failed load to the stand-in", async () => {
    const standIn: RouteWork = { routes: async () => Promise.reject(new Error("chunk")) };
    const { navigation } = setup([{ path: "/account/*", handle: standIn }], "/account");
    const outcome = await navigation.current.outcome;
    expect(outcome.redirected).toBe(false);
    if (outcome.redirected) return;
    expect(outcome.failures.get(standIn)).toEqual(new Error("chunk"));
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, get, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { renderPageHeader, tourFrameHeader } from "@tembea/shared/site/edge-headers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaticSite, type TourPageRenderer } from "./static-site.js";

let root: string;
let server: Server;
let origin: string;
/** The same site with a tour-page renderer, and what that renderer was asked. */
let rendering: Server;
let renderingOrigin: string;
const rendererAsked: { uri: string; headers: Record<string, string | undefined> }[] = [];
const script = `console.log(${JSON.stringify("tembea ".repeat(200))});`;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "static-site-"));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "index.html"), "<!doctype html><title>Tembea</title>");
  mkdirSync(join(root, "prerendered", "de"), { recursive: true });
  writeFileSync(join(root, "prerendered", "index.html"), "<!doctype html><h1>Home</h1>");
  writeFileSync(join(root, "prerendered", "de", "index.html"), "<!doctype html><h1>Startseite</h1>");
  mkdirSync(join(root, "prerendered", "de", "group-tours"));
  writeFileSync(join(root, "prerendered", "de", "group-tours", "index.html"), "<h1>Gruppenreisen</h1>");
  mkdirSync(join(root, "prerendered", "de", "group-tour"));
  writeFileSync(join(root, "prerendered", "de", "group-tour", "index.html"), "<title>Tembea (Reise)</title>");
  mkdirSync(join(root, "prerendered", "group-tour"));
  writeFileSync(join(root, "prerendered", "group-tour", "index.html"), "<title>Tembea (tour)</title>");
  writeFileSync(join(root, "assets", "app.js"), script);
  // The build keeps its source maps on disk (web/vite.config.ts), for us, not for visitors.
  writeFileSync(join(root, "assets", "app.js.map"), '{"version":3,"sources":["../src/main.tsx"]}');
  writeFileSync(join(root, "assets", "photo.webp"), Buffer.from([1, 2, 3, 4]));
  // The store of tour pages (CloudFront's KeyValueStore; on the twin the table): these two tours.
  const tourPages = new Set(["group-tour/kenya-great-migration-safari", "special-tour/kenya-gorilla-trek"]);
  const store = { exists: async (key: string) => tourPages.has(key) };
  ({ server, origin } = await listen(createStaticSite(root, store)));
  const renderTourPage: TourPageRenderer = async (asked) => {
    rendererAsked.push(asked);
    const page = asked.headers[renderPageHeader];
    return {
      status: 200,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "cache-control": page ? "public, s-maxage=30" : "no-cache",
      },
      body: page ? `<h1>rendered ${page}</h1>` : `<p>${asked.uri}</p>`,
    };
  };
  ({ server: rendering, origin: renderingOrigin } = await listen(
    createStaticSite(root, store, renderTourPage),
  ));
});

async function listen(
  site: ReturnType<typeof createStaticSite>,
): Promise<{ server: Server; origin: string }> {
  const server = createServer(
    (req, res) => void site(res, new URL(req.url ?? "/", "http://x"), req.method ?? "GET", req.headers),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => rendering.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

function request(
  path: string,
  headers: Record<string, string>,
  at = origin,
): Promise<{ res: IncomingMessage; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${at}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ res, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

describe("static site compression", () => {
  it("gzips scripts for a browser that accepts gzip, as CloudFront does", async () => {
    const { res, body } = await request("/assets/app.js", { "accept-encoding": "gzip, deflate, br" });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers.vary).toBe("accept-encoding");
    expect(body.length).toBeLessThan(script.length);
    expect(gunzipSync(body).toString()).toBe(script);
  });

  it("sends the file as it is to a client that does not accept gzip", async () => {
    const { res, body } = await request("/assets/app.js", {});
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["content-length"]).toBe(String(script.length));
    expect(body.toString()).toBe(script);
  });

  it("leaves images alone: they are compressed already", async () => {
    const { res, body } = await request("/assets/photo.webp", { "accept-encoding": "gzip" });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect([...body]).toEqual([1, 2, 3, 4]);
  });

  it("compresses a file once, and again once it changed on disk (a new build)", async () => {
    const first = await request("/assets/app.js", { "accept-encoding": "gzip" });
    expect(first.res.headers["content-length"]).toBe(String(first.body.length));
    const again = await request("/assets/app.js", { "accept-encoding": "gzip" });
    expect(again.body.equals(first.body)).toBe(true);
    writeFileSync(join(root, "assets", "built.js"), "one();");
    expect(
      gunzipSync((await request("/assets/built.js", { "accept-encoding": "gzip" })).body).toString(),
    ).toBe("one();");
    writeFileSync(join(root, "assets", "built.js"), "and two();");
    expect(
      gunzipSync((await request("/assets/built.js", { "accept-encoding": "gzip" })).body).toString(),
    ).toBe("and two();");
  });

  it("gzips the index.html answered for a client route", async () => {
    const { res, body } = await request("/account/trips", { "accept-encoding": "gzip" });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(body).toString()).toContain("<title>Tembea</title>");
  });
});

describe("static site pages", () => {
  it("answers a prerendered page with its own HTML, uncached like index.html", async () => {
    const { res, body } = await request("/de", {});
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(body.toString()).toContain("<h1>Startseite</h1>");
  });

  it("answers an English page with index.html for a visitor who chose German, as CloudFront does", async () => {
    expect((await request("/", {})).body.toString()).toContain("<h1>Home</h1>");
    const { body } = await request("/", { cookie: "tembea_currency=EUR; tembea_locale=de" });
    expect(body.toString()).toContain("<title>Tembea</title>");
  });

  it("answers the other client routes with index.html", async () => {
    const { body } = await request("/de/group-tour/kenya-great-migration-safari/dates", {});
    expect(body.toString()).toContain("<title>Tembea</title>");
  });

  it("answers a tour page with its kind's frame where no renderer is, as the bucket does", async () => {
    const { res, body } = await request("/de/group-tour/kenya-great-migration-safari", {});
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(body.toString()).toContain("<title>Tembea (Reise)</title>");
  });

  it("answers a tour list with its prerendered HTML only without a query, as CloudFront does", async () => {
    expect((await request("/de/group-tours", {})).body.toString()).toContain("<h1>Gruppenreisen</h1>");
    const sorted = await request("/de/group-tours?sort=price&order=desc", {});
    expect(sorted.body.toString()).toContain("<title>Tembea</title>");
  });
});

describe("static site with the tour-page renderer, as CloudFront's tour-page behaviours reach its function", () => {
  const viaRenderer = async (path: string, headers: Record<string, string> = {}) => {
    rendererAsked.length = 0;
    const answer = await request(path, headers, renderingOrigin);
    return { ...answer, asked: [...rendererAsked] };
  };

  it("hands it a tour page's frame with the page's path, and sends its page compressed with its headers", async () => {
    const { res, body, asked } = await viaRenderer("/de/group-tour/kenya-great-migration-safari", {
      "accept-encoding": "gzip",
    });
    expect(asked).toEqual([
      {
        uri: "/prerendered/de/group-tour/index.html",
        headers: { [renderPageHeader]: "/de/group-tour/kenya-great-migration-safari" },
      },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, s-maxage=30");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(body).toString()).toBe("<h1>rendered /de/group-tour/kenya-great-migration-safari</h1>");
  });

  it("names the page as one to frame for a visitor in euros or dollars", async () => {
    const { asked } = await viaRenderer("/special-tour/kenya-gorilla-trek", {
      cookie: "tembea_currency=USD",
    });
    expect(asked).toEqual([
      {
        uri: "/prerendered/special-tour/index.html",
        headers: { [tourFrameHeader]: "/special-tour/kenya-gorilla-trek" },
      },
    ]);
  });

  it("hands it every path under a tour kind, with the file the function chose, and makes a marked answer a 404", async () => {
    const step = await viaRenderer("/fr/group-tour/kenya-great-migration-safari/dates");
    expect(step.asked).toEqual([{ uri: "/index.html", headers: {} }]);
    expect(step.res.statusCode).toBe(200);
    const unknown = await viaRenderer("/group-tour/no-such-tour");
    // The 404 mark is the viewer-response function's; CloudFront does not pass it to the origin.
    expect(unknown.asked).toEqual([{ uri: "/index.html", headers: {} }]);
    expect(unknown.res.statusCode).toBe(404);
    // What the viewer sends in the function's headers never reaches it.
    const forged = await viaRenderer("/group-tour/thank-you", { [renderPageHeader]: "/group-tour/other" });
    expect(forged.asked).toEqual([{ uri: "/index.html", headers: {} }]);
  });

  it("hands it a tour list's prerendered page with the list's path", async () => {
    const { asked } = await viaRenderer("/de/group-tours");
    expect(asked).toEqual([
      { uri: "/prerendered/de/group-tours/index.html", headers: { [renderPageHeader]: "/de/group-tours" } },
    ]);
  });

  it("leaves the other paths to the bucket", async () => {
    for (const path of ["/", "/de", "/account/trips", "/assets/app.js"]) {
      const { res, asked } = await viaRenderer(path);
      expect(asked, path).toEqual([]);
      expect(res.statusCode, path).toBe(200);
    }
  });
});

describe("static site 404s (docs/product-spec.md, section 8), as CloudFront's functions answer them", () => {
  it("answers a path that is no page with index.html, whose app shows the 404 page, and status 404", async () => {
    for (const path of [
      "/this/page/does-not-exist",
      "/de/group-tours/atlantis",
      "/fr/group-tour/Not_An_Id",
    ]) {
      const { res, body } = await request(path, {});
      expect(res.statusCode, path).toBe(404);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(body.toString()).toContain("<title>Tembea</title>");
    }
  });

  it("answers the site's pages with 200, a tour's pages when the store of tour pages holds the tour", async () => {
    for (const path of [
      "/",
      "/de",
      "/de/group-tours",
      "/account/trips",
      "/group-tour/kenya-great-migration-safari",
      "/fr/group-tour/kenya-great-migration-safari/dates",
      "/de/special-tour/kenya-gorilla-trek/summary",
      "/group-tour/thank-you",
      "/de/special-tour/receipt",
    ]) {
      expect((await request(path, {})).res.statusCode, path).toBe(200);
    }
  });

  it("answers 404 for a well-formed tour id the store does not hold, on every page of the tour", async () => {
    for (const path of [
      "/group-tour/no-such-tour",
      "/de/special-tour/no-such-tour",
      "/fr/group-tour/no-such-tour/dates",
      // A special tour's id under /group-tour/ is no page: the API answers 404 there too.
      "/group-tour/kenya-gorilla-trek",
    ]) {
      const { res, body } = await request(path, {});
      expect(res.statusCode, path).toBe(404);
      expect(body.toString()).toContain("<title>Tembea</title>");
    }
  });
});

describe("static site source maps", () => {
  it("never serves a source map that is on disk, as CloudFront's function refuses it", async () => {
    for (const path of ["/assets/app.js.map", "/assets/app.js.m%61p"]) {
      const { res, body } = await request(path, {});
      expect(res.statusCode, path).toBe(404);
      expect(body.toString()).not.toContain("sources");
    }
    expect((await request("/assets/app.js", {})).res.statusCode).toBe(200);
  });
});

describe("static site addresses with a trailing slash", () => {
  it("sends them to the page's own address, as CloudFront's function does", async () => {
    const moved: [string, string][] = [
      ["/de/", "/de"],
      ["/fr/faq/", "/fr/faq"],
    ];
    for (const [path, location] of moved) {
      const { res } = await request(path, {});
      expect(res.statusCode, path).toBe(301);
      expect(res.headers.location, path).toBe(location);
    }
    expect((await request("/de", {})).res.statusCode).toBe(200);
  });
});

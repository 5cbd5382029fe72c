import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, get, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaticSite } from "./static-site.js";

let root: string;
let server: Server;
let origin: string;
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
  const site = createStaticSite(root, { exists: async (key) => tourPages.has(key) });
  server = createServer(
    (req, res) => void site(res, new URL(req.url ?? "/", "http://x"), req.method ?? "GET", req.headers),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

function request(
  path: string,
  headers: Record<string, string>,
): Promise<{ res: IncomingMessage; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${origin}${path}`, { headers }, (res) => {
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

  it("answers a tour page with its kind's frame, as CloudFront does", async () => {
    const { res, body } = await request("/de/group-tour/kenya-great-migration-safari", {});
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(body.toString()).toContain("<title>Tembea (Reise)</title>");
    // The tour's answer, which the frame's HTML cannot name, is preloaded from the header.
    expect(res.headers.link).toBe(
      "</api/group-tours/kenya-great-migration-safari>; rel=preload; as=fetch; crossorigin=anonymous",
    );
  });

  it("answers a tour list with its prerendered HTML only without a query, as CloudFront does", async () => {
    expect((await request("/de/group-tours", {})).body.toString()).toContain("<h1>Gruppenreisen</h1>");
    const sorted = await request("/de/group-tours?sort=price&order=desc", {});
    expect(sorted.body.toString()).toContain("<title>Tembea</title>");
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

import { describe, expect, it } from "vitest";
import { type Manifest, pagePreloadLinks } from "./page-preloads";

const manifest: Manifest = {
  "index.html": { file: "assets/index-E.js", isEntry: true, css: ["assets/index-E.css"] },
  "src/features/tours/tour-list-page.tsx": {
    file: "assets/tour-list-page-A.js",
    imports: ["index.html", "_format-F.js", "_price-P.js"],
    css: ["assets/tour-list-page-A.css"],
  },
  "_format-F.js": { file: "assets/format-F.js", imports: ["index.html"] },
  "_price-P.js": { file: "assets/price-P.js", imports: ["_format-F.js"], css: ["assets/price-P.css"] },
  "src/locales/de/shell.po": { file: "assets/messages-de-shell-S.js" },
};

describe("pagePreloadLinks", () => {
  it("lists every chunk the page's modules import, once each and without the entry, then its catalogs and answers", () => {
    const { links, stylesheets } = pagePreloadLinks(manifest, {
      modules: ["src/features/tours/tour-list-page.tsx"],
      catalogs: ["src/locales/de/shell.po"],
      fetches: ["/api/group-tours?locale=de&sort=price"],
    });
    expect(links).toBe(
      [
        '<link rel="modulepreload" href="/assets/tour-list-page-A.js">',
        '<link rel="modulepreload" href="/assets/format-F.js">',
        '<link rel="modulepreload" href="/assets/price-P.js">',
        '<link rel="modulepreload" href="/assets/messages-de-shell-S.js">',
        '<link rel="preload" as="fetch" href="/api/group-tours?locale=de&amp;sort=price" crossorigin="anonymous">',
      ].join(""),
    );
    expect(stylesheets).toEqual(["/assets/tour-list-page-A.css", "/assets/price-P.css"]);
  });

  it("fails on a module the build did not make, rather than leaving the page without its preloads", () => {
    expect(() =>
      pagePreloadLinks(manifest, { modules: ["src/features/gone.tsx"], catalogs: [], fetches: [] }),
    ).toThrow(/gone\.tsx is not in the build's manifest/);
  });
});

import { renderPageHeader, tourFrameHeader } from "@tembea/shared/site/edge-headers";
import { describe, expect, it, vi } from "vitest";
import type { PageKit } from "./page-kit";
import { createTourPageServer, type FetchAnswer, type PageRenderer } from "./tour-page-responder";

const template =
  '<!doctype html><html lang="en"><head><title>Tembea</title><meta name="description" content="Tours" />' +
  '<script type="module" crossorigin src="/assets/index-E.js"></script></head><body><div id="root"></div></body></html>';

const files: Record<string, string> = {
  "/index.html": template,
  "/prerendered/group-tour/index.html": "<p>group frame</p>",
  "/prerendered/de/group-tour/index.html": "<p>Gruppenreise-Rahmen</p>",
  "/prerendered/special-tour/index.html": "<p>special frame</p>",
  "/prerendered/fr/group-tours/index.html": "<p>liste des circuits</p>",
  "/prerendered/group-tours/kenya/index.html": "<p>Kenya's group tours</p>",
};

const kit: PageKit = {
  template,
  sheets: [{ href: "/assets/tours-T.css", css: "._hero_x1{color:red}" }],
  manifest: {
    "index.html": { file: "assets/index-E.js", isEntry: true },
    "src/boot.ts": { file: "assets/boot-B.js", isEntry: true },
  },
  file: (uri) => files[uri],
};

const tour = { tour: { id: "kenya-safari", title: { en: "Safari <& more>" } } };

function server(
  fetchAnswer: FetchAnswer = async () => ({ status: 200, data: tour }),
  renderPage: PageRenderer["renderPage"] = async (urlPath) => ({
    html: `<main id="main-content"><h1 class="_hero_x1">${urlPath}</h1></main>`,
    headLinks: '<link rel="preload" as="image" href="/images/hero.avif">',
    preloads: { modules: [], catalogs: [], fetches: [] },
    locale: urlPath.startsWith("/de/") ? "de" : "en",
    head: { title: "Safari <& more> | Tembea", description: "A safari" },
    state: { queries: [] },
  }),
) {
  const log = vi.fn();
  const fetch = vi.fn(fetchAnswer);
  const render = vi.fn(renderPage);
  const answer = createTourPageServer(kit, {
    fetchAnswer: fetch,
    renderer: {
      renderPage: render,
      stateElement: (state) => `<script type="application/json">${JSON.stringify(state)}</script>`,
      preparePage: async () => undefined,
    },
    log,
  });
  return { answer, fetch, render, log };
}

const asked = (uri: string, path?: string) => ({ uri, headers: path ? { [renderPageHeader]: path } : {} });

describe("the tour-page renderer", () => {
  it("renders a tour page with its tour, kept 30 s at the edge and by no browser", async () => {
    const { answer, fetch, render } = server();
    const page = await answer(asked("/prerendered/group-tour/index.html", "/group-tour/kenya-safari"));
    expect(fetch).toHaveBeenCalledWith("/api/group-tours/kenya-safari");
    expect(render).toHaveBeenCalledWith("/group-tour/kenya-safari", [
      { queryKey: ["group-tour", "kenya-safari"], data: tour },
    ]);
    expect(page.status).toBe(200);
    expect(page.headers).toEqual({
      "content-type": "text/html; charset=utf-8",
      "cache-control": "public, max-age=0, s-maxage=30",
    });
    // The markup in #root with its state after it, the title escaped, the page's CSS inline, and
    // boot.ts in place of the entry: the page paints before the app starts.
    expect(page.body).toContain(
      '<div id="root"><main id="main-content"><h1 class="_hero_x1">/group-tour/kenya-safari</h1></main></div><script type="application/json">{"queries":[]}</script>',
    );
    expect(page.body).toContain("<title>Safari &lt;&amp; more&gt; | Tembea</title>");
    expect(page.body).toContain("<style>._hero_x1{color:red}</style>");
    expect(page.body).toContain('<link rel="preload" as="image" href="/images/hero.avif">');
    expect(page.body).toContain('src="/assets/boot-B.js" data-entry="/assets/index-E.js"');
  });

  it("renders a page in its language from that language's frame", async () => {
    const { answer, render } = server();
    const page = await answer(asked("/prerendered/de/group-tour/index.html", "/de/group-tour/kenya-safari"));
    expect(render).toHaveBeenCalledWith("/de/group-tour/kenya-safari", expect.anything());
    expect(page.body).toContain('<html lang="de">');
  });

  it("serves the frame, uncached, with its tour's answer preloaded, when the API has no tour to give", async () => {
    for (const fetchAnswer of [
      async () => ({ status: 404, data: { error: { code: "NOT_FOUND" } } }),
      async () => ({ status: 503, data: undefined }),
      async () => Promise.reject(new DOMException("The operation timed out.", "TimeoutError")),
    ] satisfies FetchAnswer[]) {
      const { answer, render } = server(fetchAnswer);
      const page = await answer(
        asked("/prerendered/special-tour/index.html", "/special-tour/kenya-gorillas"),
      );
      expect(render).not.toHaveBeenCalled();
      expect(page).toEqual({
        status: 200,
        headers: {
          "content-type": "text/html; charset=utf-8",
          "cache-control": "no-cache",
          link: "</api/special-tours/kenya-gorillas>; rel=preload; as=fetch; crossorigin=anonymous",
        },
        body: "<p>special frame</p>",
      });
    }
  });

  it("serves the frame, with its tour's answer preloaded, to a visitor the edge named it to frame for", async () => {
    const { answer, fetch } = server();
    const page = await answer({
      uri: "/prerendered/de/group-tour/index.html",
      headers: { [tourFrameHeader]: "/de/group-tour/kenya-safari" },
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(page.body).toBe("<p>Gruppenreise-Rahmen</p>");
    expect(page.headers).toMatchObject({
      "cache-control": "no-cache",
      link: "</api/group-tours/kenya-safari>; rel=preload; as=fetch; crossorigin=anonymous",
    });
  });

  it("serves the frame when the render fails, and says so in its log", async () => {
    const { answer, log } = server(undefined, async () => {
      throw new Error("a query still pending");
    });
    const page = await answer(asked("/prerendered/group-tour/index.html", "/group-tour/kenya-safari"));
    expect(page.body).toBe("<p>group frame</p>");
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(log).toHaveBeenCalledWith(
      "/group-tour/kenya-safari was not rendered: its frame serves",
      expect.any(Error),
    );
  });

  it("renders nothing but the tour page the function named, for the frame it chose", async () => {
    const { answer, fetch } = server();
    // A tour page's step, a page beside the tours, a 404: index.html, as the bucket would serve it.
    expect((await answer(asked("/index.html"))).body).toBe(template);
    expect((await answer(asked("/index.html", "/group-tour/kenya-safari"))).body).toBe(template);
    // A header that names another kind or language than the frame: the frame as it is.
    expect((await answer(asked("/prerendered/group-tour/index.html", "/special-tour/x"))).body).toBe(
      "<p>group frame</p>",
    );
    expect((await answer(asked("/prerendered/group-tour/index.html", "/de/group-tour/x"))).body).toBe(
      "<p>group frame</p>",
    );
    expect((await answer(asked("/prerendered/group-tour/index.html", "/group-tour/x/dates"))).body).toBe(
      "<p>group frame</p>",
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("renders a tour list's first page with it, in place of the list's prerendered page", async () => {
    const { answer, fetch, render } = server(async () => ({ status: 200, data: { tours: [] } }));
    const page = await answer(asked("/prerendered/fr/group-tours/index.html", "/fr/group-tours"));
    expect(fetch).toHaveBeenCalledWith("/api/group-tours?locale=fr");
    expect(render).toHaveBeenCalledWith("/fr/group-tours", [
      { queryKey: ["group-tours", null, { locale: "fr" }], data: { tours: [] } },
    ]);
    expect(page.headers["cache-control"]).toBe("public, max-age=0, s-maxage=30");
    const kenya = await answer(asked("/prerendered/group-tours/kenya/index.html", "/group-tours/kenya"));
    expect(fetch).toHaveBeenLastCalledWith("/api/group-tours?destination=kenya&locale=en");
    expect(kenya.body).toContain("<h1");
  });

  it("serves a list's prerendered page as it is when the list cannot be had: it preloads its answer itself", async () => {
    const { answer } = server(async () => ({ status: 503, data: undefined }));
    const page = await answer(asked("/prerendered/fr/group-tours/index.html", "/fr/group-tours"));
    expect(page).toEqual({
      status: 200,
      headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" },
      body: "<p>liste des circuits</p>",
    });
  });

  it("answers 404 for a file it does not hold, as the bucket does", async () => {
    const { answer } = server();
    const page = await answer(asked("/group-tour/kenya-safari/photo.webp"));
    expect(page.status).toBe(404);
  });
});

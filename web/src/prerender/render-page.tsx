import { PassThrough } from "node:stream";
import { destinations, type Locale, sortDestinationsByName } from "@tembea/shared";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { UNSAFE_createMemoryHistory as createMemoryHistory } from "react-router";
import { pageSourceExport } from "../../page-sources";
import { AppShell } from "../app/app-shell";
import { matchLanguageBranch } from "../app/branch-match";
import { type AppRoute, createNavigation } from "../app/navigation";
import { createQueryClient } from "../app/query-client";
import { appRoutes } from "../app/router";
import { destinationsQuery } from "../features/destinations/use-destinations";
import {
  groupToursQuery,
  latestReviewLimit,
  latestReviewsQuery,
  specialToursPageQuery,
  specialToursQuery,
} from "../features/tours/queries";
import { loadI18n, loadPageMessages, type PageCatalog } from "../i18n/catalogs";
import { parseLocalePath } from "../i18n/locale-path";
import { type DehydratedState, dehydrate, type QueryClient, type QueryKey } from "../lib/query";
import { markRenderedWith, startPrerenderedRender } from "../ui/hydration";
import { type DocumentHead, DocumentHeadSink, formatTitle } from "../ui/page-title";
import { splitHoisted } from "./hoisted-head";
import { type Manifest, pagePreloadLinks } from "./page-preloads";
import { unexpectedPendingQueries } from "./pending-queries";
import { firstListAnswer, plainList, renderedPageAnswer, tourListOf } from "./rendered-page-answer";

export { bootScript, frameHtml, pageHtml, stylesheet } from "./page-html";
export { stateElement } from "./prerendered-root";
export { type Manifest, pagePreloadLinks };

/**
 * The build's server render of one page (scripts/prerender.ts runs it in Node after `vite build`).
 * It renders the app exactly as the browser's first render will (main.tsx hydrates it): the same
 * providers, router and routes, for a visitor the build does not know.
 */
export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** What React hoists into <head> (hoisted-head.ts): the preload of the page's first eager picture. */
  headLinks: string;
  /** What the browser needs beside the entry to show the page; the prerender turns it into links. */
  preloads: PagePreloads;
  /** The query cache the page was rendered with, which the browser starts from (main.tsx). */
  state: DehydratedState;
  locale: Locale;
  /** The title and description the page sets (ui/page-title.ts), in its language. */
  head: DocumentHead;
}

/**
 * What the page's first render in the browser waits for besides the entry chunk (the route's load
 * and prefetch start them only once the entry has run): its page modules, as the client build's
 * manifest names them; its catalogs, the shell's included; and the API answer its first view shows
 * (a list's first page, whose first picture is the list's largest paint).
 */
export interface PagePreloads {
  modules: string[];
  catalogs: string[];
  fetches: string[];
}

/** The build asks no API: the pages' prefetches stay in the browser. Their work objects stay the same. */
function withoutPrefetches(routes: AppRoute[]): void {
  for (const route of routes) {
    if (route.handle) delete route.handle.prefetch;
    if (route.children) withoutPrefetches(route.children);
  }
}

/**
 * The API's list of destinations is the code's (the deploy seeds it from shared/; the API sorts it by
 * name in the asked language the same way): the home grid and the footer render it at build time.
 */
function seedDestinations(queryClient: QueryClient, locale: Locale): void {
  queryClient.setQueryData(destinationsQuery(locale).queryKey, sortDestinationsByName(destinations, locale));
}

/**
 * The queries a prerendered page may leave pending: the API's, whose component shows its loading
 * state until the page has hydrated and then asks in the browser (latest-reviews.tsx, the tour
 * lists and the special tours' section: tour-list-page.tsx, special-tours-section.tsx). Every other
 * query a page renders must be answered at build time (seeded above), or the build fails.
 */
function browserOnlyQueries(path: string, locale: Locale): QueryKey[] {
  const list = tourListOf(path);
  const destination = list?.destination;
  return [
    latestReviewsQuery(latestReviewLimit).queryKey,
    // The home page's special tours, a first page of them.
    specialToursQuery(undefined, locale).queryKey,
    // The list's first page, as a URL without a query asks for it.
    ...(list?.kind === "group" ? [groupToursQuery(destination, plainList, locale).queryKey] : []),
    ...(list?.kind === "special" ? [specialToursPageQuery(destination, plainList, locale).queryKey] : []),
    // A destination's group tours show its special tours in a section below.
    ...(list?.kind === "group" ? [specialToursQuery(destination, locale).queryKey] : []),
    // Prices in francs need no rates, but a disabled rates query may be in the cache all the same.
    ...(list || renderedPageAnswer(path) ? [["exchange-rates"]] : []),
  ];
}

/** The page catalogs the routes `urlPath` matches name (their `preload`, app/page-route.tsx). */
function routeCatalogs(routes: AppRoute[], urlPath: string): PageCatalog[] {
  return (matchLanguageBranch(routes, urlPath) ?? []).flatMap(
    ({ route }) => route.handle?.preload?.catalogs ?? [],
  );
}

/** The page modules and catalogs of the routes `urlPath` matches (their `preload`, app/page-route.tsx). */
async function pageParts(routes: AppRoute[], urlPath: string, locale: Locale) {
  const modules: string[] = [];
  const catalogs = new Set<string>(["shell"]);
  for (const { route } of matchLanguageBranch(routes, urlPath) ?? []) {
    const preload = route.handle?.preload;
    if (!preload) continue;
    const module = (await preload.chunk()) as { [pageSourceExport]?: unknown };
    const source = module[pageSourceExport];
    if (typeof source !== "string")
      throw new Error(`${urlPath}: a page module without its source (page-sources.ts)`);
    modules.push(source);
    for (const name of preload.catalogs) catalogs.add(name);
  }
  return { modules, catalogs: [...catalogs].map((name) => `src/locales/${locale}/${name}.po`) };
}

/**
 * The whole markup of `element` once everything it suspends on has loaded (React's streaming
 * render, collected: the build wants the finished page, not its shell).
 */
function renderComplete(element: ReactNode, onError: (error: unknown) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on("data", (chunk: Buffer) => chunks.push(chunk));
        sink.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
        sink.on("error", reject);
        pipe(sink);
      },
      onShellError: reject,
      onError,
    });
  });
}

/**
 * What a page that is not prerendered needs beside the entry (a tour page's frame, `tourFrames` of
 * shared/src/site/prerendered-pages.ts): its modules and catalogs, from the route table alone.
 */
export async function pagePreloads(urlPath: string): Promise<{ preloads: PagePreloads; locale: Locale }> {
  const { locale } = parseLocalePath(urlPath);
  const routes = appRoutes(createQueryClient());
  return { preloads: { ...(await pageParts(routes, urlPath, locale)), fetches: [] }, locale };
}

/**
 * Loads what rendering `urlPath` will load (its language's shell and page catalogs, its page
 * chunks), so the renderer can do it while it waits for the page's API answer
 * (tour-page-responder.ts): on a fresh instance these are most of the first render.
 */
export async function preparePage(urlPath: string): Promise<void> {
  const { locale } = parseLocalePath(urlPath);
  const routes = appRoutes(createQueryClient());
  await Promise.all([
    loadI18n(locale),
    loadPageMessages(locale, ...routeCatalogs(routes, urlPath)),
    ...(matchLanguageBranch(routes, urlPath) ?? []).map(({ route }) => route.handle?.preload?.chunk()),
  ]);
}

/** The API answer a list without a query shows first, to preload from its head, unless the page carries it. */
function answerPreloads(path: string, locale: Locale, answers: readonly SeededAnswer[]): string[] {
  const first = firstListAnswer(path, locale);
  return first && answers.length === 0 ? [first.apiPath] : [];
}

/** An API answer a page is rendered with, under the key of the query that reads it. */
export interface SeededAnswer {
  queryKey: QueryKey;
  data: unknown;
}

/**
 * Renders the page at `urlPath` (with its language prefix); fails on a path that is no page of the
 * app. `answers` are API answers asked before (a tour page's tour, tour-page-responder.ts): the page
 * renders with them, and the browser starts from them.
 */
export async function renderPage(
  urlPath: string,
  origin: string,
  answers: readonly SeededAnswer[] = [],
): Promise<PrerenderedPage> {
  startPrerenderedRender();
  const { locale, path } = parseLocalePath(urlPath);
  const queryClient = createQueryClient();
  seedDestinations(queryClient, locale);
  for (const answer of answers) queryClient.setQueryData(answer.queryKey, answer.data);
  markRenderedWith(
    queryClient,
    answers.map(({ queryKey }) => queryKey),
  );
  const routes = appRoutes(queryClient);
  withoutPrefetches(routes);
  const matched = matchLanguageBranch(routes, urlPath)?.at(-1)?.route;
  if (!matched || matched.path === "*") throw new Error(`${urlPath} is no page of the app`);
  const history = createMemoryHistory({ initialEntries: [urlPath], v5Compat: true });
  const navigation = createNavigation(routes, history, origin);
  const outcome = await navigation.current.outcome;
  if (outcome.redirected || outcome.failures.size > 0) {
    throw new Error(`${urlPath} did not render as it is: its guards redirected or failed`, {
      cause: outcome.redirected ? undefined : [...outcome.failures.values()][0],
    });
  }
  // The page's catalogs in its language before the render, as the browser's route load brings them
  // (withPageMessages). The page's own wait for them (catalog-waits.ts) let the first render in a
  // fresh process show message ids now and then (tour-parts', 34 of them on a tour page, in 2 of 5
  // fresh processes): the renderer's first page after a cold start must not be that render.
  // (preparePage: the renderer has usually done it while the API answered; then it costs nothing.)
  await preparePage(urlPath);
  const errors: unknown[] = [];
  // Each page sets one title; a page that sets none keeps the site's name. The layout sets the description.
  const head: DocumentHead = { title: formatTitle(), description: "" };
  const markup = await renderComplete(
    <DocumentHeadSink value={(part) => void Object.assign(head, part)}>
      <AppShell queryClient={queryClient} navigation={navigation} routes={routes} />
    </DocumentHeadSink>,
    (error) => void errors.push(error),
  );
  if (errors.length > 0) throw new Error(`${urlPath} failed to render`, { cause: errors[0] });
  const pending = unexpectedPendingQueries(queryClient, browserOnlyQueries(path, locale));
  if (pending.length > 0) {
    const keys = pending.map((key) => JSON.stringify(key)).join(", ");
    throw new Error(
      `${urlPath} finished rendering with the query ${keys} still pending: its HTML would lack that data. ` +
        "Seed it at build time or, if its component shows its loading state until hydrated, allow it " +
        "(browserOnlyQueries in web/src/prerender/render-page.tsx).",
    );
  }
  if (!head.description) throw new Error(`${urlPath} rendered no meta description (its layout sets it)`);
  const { head: headLinks, body } = splitHoisted(markup);
  return {
    html: body,
    headLinks,
    // The list's first answer, unless it is in the page already (the renderer's).
    preloads: {
      ...(await pageParts(routes, urlPath, locale)),
      fetches: answerPreloads(path, locale, answers),
    },
    state: dehydrate(queryClient),
    locale,
    head,
  };
}

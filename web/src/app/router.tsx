import type { ReactNode } from "react";
import { NotFoundPage } from "../features/errors/not-found-page";
import { RouteErrorBoundary } from "../features/errors/route-error-boundary";
import { loadI18n, loadPageMessages, type PageCatalog } from "../i18n/catalogs";
import { cookieRedirect, readLocaleCookie } from "../i18n/locale-cookie";
import { prefixLocale, type RoutePrefix, routePrefixes } from "../i18n/locale-path";
import { openingLocale } from "../i18n/page-messages";
import type { QueryClient } from "../lib/query";
import { loadOnce } from "../ui/load-once";
import { Guarded } from "./app-router";
import { DefaultLayout, mainId } from "./layout/default-layout";
import { EmptyLayout } from "./layout/empty-layout";
import { ToursLayout } from "./layout/tours-layout";
import { TripRequestLayout } from "./layout/triprequest-layout";
import { LocaleProviders, LocaleRoot } from "./locale-root";
import type { AppRoute, Guard, Prefetch, RouteWork } from "./navigation";
import { page } from "./page-route";
import { routePrefetch } from "./route-prefetch";
import { wizardStartGuard, wizardStep } from "./wizard-route";

/** A prefetch's failure is left to the guard or the page, which load the same again. */
function ignore() {}

/** The error pages are the shell's (the entry chunk holds them): unknown paths need no chunk of their own. */
const notFound = () => Promise.resolve({ Component: NotFoundPage });

/**
 * Routes that load with the first visit to one of their pages, as a chunk of their own, so the
 * entry chunk does not carry their page loads (each a chunk's name and its preload list). Until
 * then `paths` match a stand-in in `routes`, which must outrank every route of the table for those
 * pages' URLs and match no other page's (`lazy-routes.test.ts` checks both). When a visit opens a
 * stand-in, the navigation loads the routes, which take its place in `routes` (in place: every
 * language branch shares the table), and opens the same URL again. A failed load is the stand-in's
 * error, tried again on the next visit. `catalogs`, which every page of the area names
 * (`lazy-routes.test.ts` checks), load in the page's language beside the routes, not after them.
 * Returns the load of the routes and their catalogs, for a page that leads to these.
 */
function addLazyRoutes(
  routes: AppRoute[],
  paths: readonly string[],
  load: () => Promise<{ routes: () => AppRoute[] }>,
  catalogs: readonly PageCatalog[],
): () => Promise<void> {
  // A failure is the page's to show: it loads its catalogs again.
  const prefetchCatalogs = () => void loadPageMessages(openingLocale(), ...catalogs).catch(ignore);
  const work: RouteWork = {
    routes: loadOnce(async () => {
      const area = await load();
      const others = routes.filter((route) => route.handle !== work);
      routes.splice(0, routes.length, ...others, ...area.routes());
    }),
    prefetch: prefetchCatalogs,
  };
  const element = (
    <RouteErrorBoundary>
      <Guarded work={work}>{null}</Guarded>
    </RouteErrorBoundary>
  );
  routes.push(...paths.map((path) => ({ path, handle: work, element })));
  return () => {
    prefetchCatalogs();
    return work.routes?.() ?? Promise.resolve();
  };
}

/**
 * The pages, once, without a language prefix: the single route table that both renders the pages
 * and tells the navigation what to start for a URL. Each page module is its own chunk, loaded on
 * first visit; it exports `Component`. Every page carries the error boundary, so a crash keeps the
 * layout. The pages a visit seldom starts on (booking steps, signing in, the account, the agents'
 * console) are in `areas/`, whose part of the table loads with the first of their pages.
 */
export function pageRoutes(queryClient: QueryClient): AppRoute[] {
  const prefetch = routePrefetch(queryClient);
  const tourPages = [
    page("group-tour/:id", () => import("../features/tours/group-tour-page"), ["tours", "tour-parts"], {
      prefetch: prefetch.groupTour,
    }),
    page("special-tour/:id", () => import("../features/tours/special-tour-page"), ["tours", "tour-parts"], {
      prefetch: prefetch.specialTour,
    }),
  ];
  addLazyRoutes(
    tourPages,
    [
      "group-tour/:id/*",
      "group-tour/thank-you",
      "group-tour/receipt",
      "special-tour/:id/*",
      "special-tour/thank-you",
      "special-tour/receipt",
    ],
    () => import("./areas/booking"),
    ["booking"],
  );
  // Visitors start the wizard on its first step (the tailored-trip links lead there); the later
  // steps' part of the table loads when the visitor first focuses or presses something of the
  // step's form, not with the page: its first load carries only what it shows (1.3 KB gzip less).
  // A step opened before that loads it as the stand-in's (addLazyRoutes).
  const wizardPages = [
    page("tailored-trips/:destination/request", notFound, [], {
      guard: wizardStartGuard,
    }),
  ];
  const loadWizardSteps = addLazyRoutes(
    wizardPages,
    ["tailored-trips/:destination/request/*", "request/thank-you"],
    () => import("./areas/trip-request"),
    ["trip-request-steps"],
  );
  wizardPages.push(
    wizardStep("date", () => import("../features/trip-request/date-step"), ["trip-request", "forms"], {
      props: { onEngage: () => void loadWizardSteps().catch(ignore) },
    }),
  );
  const table: AppRoute[] = [
    {
      element: <DefaultLayout />,
      children: [
        page({ index: true }, () => import("../routes/home"), ["discover", "tour-parts"], {
          prefetch: prefetch.home,
        }),
        page(
          "group-tours/:destination?",
          () => import("../features/tours/tour-list-page"),
          ["tours", "tour-parts"],
          { prefetch: prefetch.groupTours, props: { kind: "group" } },
        ),
        page(
          "special-tours/:destination?",
          () => import("../features/tours/tour-list-page"),
          ["tours", "tour-parts"],
          { prefetch: prefetch.specialTours, props: { kind: "special" } },
        ),
        page("destinations", () => import("../features/destinations/destinations"), ["discover"]),
        page("tailored-trips", () => import("../features/destinations/tailored-trips"), ["discover"]),
        page("travel-guide", () => import("../routes/travel-guide"), ["pages"]),
        page("faq", () => import("../features/faq/faq-page"), ["faq"]),
        // Unknown paths under any prefix.
        page("*", notFound, []),
      ],
    },
    { element: <ToursLayout />, children: tourPages },
    {
      element: <EmptyLayout />,
      children: [
        page("business", () => import("../routes/business"), ["pages"]),
        page("review", () => import("../features/reviews/review"), ["pages", "forms"]),
      ],
    },
    {
      // The tailored-trip request wizard: each step's guard sends a step opened ahead of the answers
      // so far to the first one still to answer.
      element: <TripRequestLayout />,
      children: wizardPages,
    },
  ];
  addLazyRoutes(
    table,
    ["login", "signup", "forgot-password/*", "reset-password/*", "invitation"],
    () => import("./areas/auth"),
    ["auth"],
  );
  addLazyRoutes(table, ["account/*"], () => import("./areas/account"), ["account"]);
  addLazyRoutes(table, ["agent/*"], () => import("./areas/agent"), ["agent"]);
  addLazyRoutes(table, ["agent/tours/*"], () => import("./areas/agent-tours"), ["tour-editor"]);
  addLazyRoutes(table, ["admin", "admin/*"], () => import("./areas/admin"), ["admin"]);
  return table;
}

/** Where an unprefixed URL goes for the stored language, if anywhere. */
function storedLanguageRedirect(prefix: RoutePrefix, url: URL): string | null {
  return prefix === "" ? cookieRedirect(url, readLocaleCookie()) : null;
}

/** Before a branch renders: honour the stored language on unprefixed URLs, then load the catalog. */
export function branchGuard(prefix: RoutePrefix): Guard {
  const locale = prefixLocale(prefix);
  return async ({ url }) => {
    const target = storedLanguageRedirect(prefix, url);
    if (target) return target;
    await loadI18n(locale);
    return null;
  };
}

/**
 * The branch's catalog starts loading with the URL, also while a stand-in's routes load first
 * (the guard then waits for the same load). A failure is the guard's to report.
 */
function branchPrefetch(prefix: RoutePrefix): Prefetch {
  const locale = prefixLocale(prefix);
  return ({ url }) => {
    if (!storedLanguageRedirect(prefix, url)) loadI18n(locale).catch(ignore);
  };
}

/** Last resort when a branch itself failed (e.g. its catalog did not load): the error page without the layout. */
function BranchErrorFrame({ prefix, children }: { prefix: RoutePrefix; children: ReactNode }) {
  return (
    <LocaleProviders prefix={prefix} locale={prefixLocale(prefix)}>
      <main id={mainId} tabIndex={-1}>
        {children}
      </main>
    </LocaleProviders>
  );
}

/**
 * One route tree, mounted four times: under "" (English, the default), "/en", "/de" and "/fr". The
 * prefix alone decides the page's language. react-router ranks "/de/*" above "/*", so "/de/x" is
 * German and "/deutsch" is an unknown English page.
 */
export function localeBranches(children: AppRoute[]): AppRoute[] {
  return routePrefixes.map((prefix) => {
    const work: RouteWork = { guard: branchGuard(prefix), prefetch: branchPrefetch(prefix) };
    return {
      path: prefix || "/",
      handle: work,
      element: (
        <RouteErrorBoundary
          frame={(errorPage) => <BranchErrorFrame prefix={prefix}>{errorPage}</BranchErrorFrame>}
        >
          <Guarded work={work}>
            <LocaleRoot prefix={prefix} locale={prefixLocale(prefix)} />
          </Guarded>
        </RouteErrorBoundary>
      ),
      children,
    };
  });
}

/** The app's route table: every page under each language prefix. */
export function appRoutes(queryClient: QueryClient): AppRoute[] {
  return localeBranches(pageRoutes(queryClient));
}

import type { QueryClient } from "@tanstack/react-query";
import { type ComponentType, lazy, type ReactNode } from "react";
import { redirectSignedIn, requireAgent, requireSignedIn, SignedInOnly } from "../features/auth/guards";
import { RouteErrorBoundary } from "../features/errors/route-error-boundary";
import type { WizardStep } from "../features/trip-request/steps";
import { loadI18n, type PageCatalog } from "../i18n/catalogs";
import { cookieRedirect, readLocaleCookie } from "../i18n/locale-cookie";
import { prefixLocale, type RoutePrefix, routePrefixes } from "../i18n/locale-path";
import { withPageMessages } from "../i18n/page-messages";
import { Guarded } from "./app-router";
import { AccountLayout } from "./layout/account-layout";
import { AgentLayout } from "./layout/agent-layout";
import { AuthLayout } from "./layout/auth-layout";
import { DefaultLayout, mainId } from "./layout/default-layout";
import { EmptyLayout } from "./layout/empty-layout";
import { ToursLayout } from "./layout/tours-layout";
import { TripRequestLayout } from "./layout/triprequest-layout";
import { LocaleProviders, LocaleRoot } from "./locale-root";
import type { AppRoute, Guard, Prefetch, RouteWork } from "./navigation";
import { routePrefetch } from "./route-prefetch";

/**
 * The wizard's guards read the saved answers with the contract's schemas (zod), so they load with
 * the wizard's pages (in parallel with them) instead of with every page of the site.
 */
const wizardGuards = () => import("../features/trip-request/route-guard");
const wizardStartGuard: Guard = async (target) => (await wizardGuards()).wizardStartGuard(target);
const wizardStepGuard =
  (step: WizardStep): Guard =>
  async (target) =>
    (await wizardGuards()).wizardStepGuard(step)(target);

type PageModule = { Component: ComponentType };

export interface LazyPage {
  /** Starts loading the page's chunk (once); the navigation calls it when the page's URL opens. */
  load: () => Promise<PageModule>;
  /** The page, suspending until its chunk is there; a failed load throws to the error boundary. */
  Component: ComponentType;
}

/**
 * A page's chunk, loaded on first visit together with the message catalogs it names (beside the
 * shell's; `src/i18n/page-catalogs.test.ts` checks they cover every message the page can show):
 * the one function through which every page loads.
 */
export function lazyPage(load: () => Promise<PageModule>, catalogs: readonly PageCatalog[] = []): LazyPage {
  const loadWithMessages = withPageMessages(load, catalogs);
  let loading: Promise<PageModule> | undefined;
  const start = () => {
    loading ??= loadWithMessages();
    return loading;
  };
  return { load: start, Component: lazy(() => start().then((module) => ({ default: module.Component }))) };
}

/** A page route: its chunk, prefetch and guard start when its URL opens; the error boundary keeps the layout. */
function page(
  path: string | { index: true },
  load: () => Promise<PageModule>,
  catalogs: readonly PageCatalog[],
  options: { prefetch?: Prefetch; guard?: Guard } = {},
): AppRoute {
  const { load: start, Component } = lazyPage(load, catalogs);
  const work: RouteWork = { load: start, ...options };
  const element = (
    <RouteErrorBoundary>
      <Guarded work={work}>
        <Component />
      </Guarded>
    </RouteErrorBoundary>
  );
  return typeof path === "string" ? { path, handle: work, element } : { index: true, handle: work, element };
}

/** A step of the request wizard: its path and its guard follow from the step's name. */
function wizardStep(
  step: WizardStep,
  load: () => Promise<PageModule>,
  catalogs: readonly PageCatalog[],
): AppRoute {
  return page(`tailored-trips/:destination/request/${step}`, load, catalogs, {
    guard: wizardStepGuard(step),
  });
}

/** A layout whose pages all need `guard` to let the visitor in. */
function guarded(guard: Guard, layout: ReactNode, children: AppRoute[]): AppRoute {
  const work: RouteWork = { guard };
  return { handle: work, element: <Guarded work={work}>{layout}</Guarded>, children };
}

/** The account layout, left as soon as the user signs out (the guard checks the first visit). */
function AccountArea() {
  return (
    <SignedInOnly>
      <AccountLayout />
    </SignedInOnly>
  );
}

/** My trips has the empty layout (spec 2) but is an account page: signed-in travellers only. */
function TripsArea() {
  return (
    <SignedInOnly>
      <EmptyLayout />
    </SignedInOnly>
  );
}

/**
 * The pages, once, without a language prefix: the single route table that both renders the pages
 * and tells the navigation what to start for a URL. Each page module is its own chunk, loaded on
 * first visit; it exports `Component`. Every page carries the error boundary, so a crash keeps the
 * layout.
 */
export function pageRoutes(queryClient: QueryClient): AppRoute[] {
  const prefetch = routePrefetch(queryClient);
  return [
    {
      element: <DefaultLayout />,
      children: [
        page({ index: true }, () => import("../routes/home"), ["discover", "tour-parts"], {
          prefetch: prefetch.home,
        }),
        page("group-tours/:destination?", () => import("../routes/group-tours"), ["tours", "tour-parts"], {
          prefetch: prefetch.groupTours,
        }),
        page("destinations", () => import("../routes/destinations"), ["discover"]),
        page("tailored-trips", () => import("../routes/tailored-trips"), ["discover"]),
        page("travel-guide", () => import("../routes/travel-guide"), ["pages"]),
        // Unknown paths under any prefix.
        page("*", () => import("../routes/not-found"), []),
      ],
    },
    {
      element: <ToursLayout />,
      children: [
        page("group-tour/:id", () => import("../routes/group-tour"), ["tours", "tour-parts"], {
          prefetch: prefetch.groupTour,
        }),
        page("special-tour/:id", () => import("../routes/special-tour"), ["tours", "tour-parts"], {
          prefetch: prefetch.specialTour,
        }),
        // Booking flows (issue 5): one page per step; "thank-you" outranks ":id" as a static segment.
        page("group-tour/:id/dates", () => import("../routes/group-tour-dates"), ["booking"]),
        page("group-tour/:id/accommodation", () => import("../routes/group-tour-accommodation"), ["booking"]),
        page("group-tour/:id/travellers", () => import("../routes/group-tour-travellers"), [
          "booking",
          "auth",
          "forms",
        ]),
        page("group-tour/:id/authenticate", () => import("../routes/group-tour-authenticate"), [
          "booking",
          "auth",
          "forms",
        ]),
        page("group-tour/:id/summary", () => import("../routes/group-tour-summary"), [
          "booking",
          "tour-parts",
          "auth",
          "forms",
        ]),
        page("group-tour/thank-you", () => import("../routes/group-tour-thank-you"), ["booking", "forms"]),
        page("special-tour/:id/dates", () => import("../routes/special-tour-dates"), ["booking", "forms"]),
        page("special-tour/:id/travellers", () => import("../routes/special-tour-travellers"), [
          "booking",
          "auth",
          "forms",
        ]),
        page("special-tour/:id/authenticate", () => import("../routes/special-tour-authenticate"), [
          "booking",
          "auth",
          "forms",
        ]),
        page("special-tour/:id/summary", () => import("../routes/special-tour-summary"), [
          "booking",
          "tour-parts",
          "auth",
          "forms",
        ]),
        page("special-tour/thank-you", () => import("../routes/special-tour-thank-you"), [
          "booking",
          "forms",
        ]),
      ],
    },
    {
      element: <EmptyLayout />,
      children: [
        page("business", () => import("../routes/business"), ["pages"]),
        page("review", () => import("../routes/review"), ["pages", "forms"]),
      ],
    },
    guarded(requireSignedIn, <TripsArea />, [
      page("account/trips", () => import("../routes/account-trips"), ["account", "trip-labels"]),
    ]),
    {
      element: <AuthLayout />,
      children: [
        page("login", () => import("../routes/login"), ["auth", "forms"], { guard: redirectSignedIn }),
        page("signup", () => import("../routes/signup"), ["auth", "forms"], { guard: redirectSignedIn }),
        page("forgot-password", () => import("../routes/forgot-password"), ["auth", "forms"]),
        page("forgot-password/success", () => import("../routes/forgot-password-success"), ["auth"]),
        page("reset-password", () => import("../routes/reset-password"), ["auth", "forms"]),
        page("reset-password/success", () => import("../routes/reset-password-success"), ["auth"]),
      ],
    },
    {
      // The tailored-trip request wizard: each step's guard sends a step opened ahead of the answers
      // so far to the first one still to answer.
      element: <TripRequestLayout />,
      children: [
        page("tailored-trips/:destination/request", () => import("../routes/not-found"), [], {
          guard: wizardStartGuard,
        }),
        wizardStep("date", () => import("../routes/trip-request-date"), [
          "trip-request",
          "forms",
          "trip-labels",
        ]),
        wizardStep("travellers", () => import("../routes/trip-request-travellers"), [
          "trip-request",
          "forms",
          "trip-labels",
        ]),
        wizardStep("accommodations", () => import("../routes/trip-request-accommodations"), [
          "trip-request",
          "forms",
          "trip-labels",
        ]),
        wizardStep("experiences", () => import("../routes/trip-request-experiences"), [
          "trip-request",
          "forms",
          "trip-labels",
        ]),
        wizardStep("budget", () => import("../routes/trip-request-budget"), [
          "trip-request",
          "forms",
          "trip-labels",
        ]),
        wizardStep("contact", () => import("../routes/trip-request-contact"), [
          "trip-request",
          "forms",
          "trip-labels",
        ]),
        wizardStep("create-account", () => import("../routes/trip-request-create-account"), [
          "trip-request",
          "auth",
          "forms",
          "trip-labels",
        ]),
        wizardStep("summary", () => import("../routes/trip-request-summary"), [
          "trip-request",
          "trip-labels",
        ]),
        page("tailored-trips/:destination/request/success", () => import("../routes/trip-request-success"), [
          "trip-request",
        ]),
        page("request/thank-you", () => import("../routes/request-thank-you"), ["trip-request"]),
      ],
    },
    guarded(requireSignedIn, <AccountArea />, [
      page("account", () => import("../routes/account"), ["account"]),
      page("account/personal-details", () => import("../routes/account-personal-details"), [
        "account",
        "auth",
        "forms",
      ]),
      page("account/security", () => import("../routes/account-security"), ["account", "forms"]),
      page("account/trips/request/:id", () => import("../routes/account-trip-request"), [
        "account",
        "forms",
        "trip-labels",
      ]),
      page("account/trips/request/:id/summary", () => import("../routes/account-trip-request-summary"), [
        "account",
        "trip-labels",
      ]),
      page("account/trips/tour/:id", () => import("../routes/account-trip-tour"), [
        "account",
        "tour-parts",
        "forms",
        "trip-labels",
      ]),
      page("account/trips/special-tour/:id", () => import("../routes/account-trip-special-tour"), [
        "account",
        "tour-parts",
        "forms",
        "trip-labels",
      ]),
    ]),
    guarded(requireAgent, <AgentLayout />, [
      page("agent", () => import("../routes/agent"), ["agent", "trip-labels"]),
      page("agent/requests/:id", () => import("../routes/agent-request"), ["agent", "forms", "trip-labels"]),
    ]),
  ];
}

/** Before a branch renders: honour the stored language on unprefixed URLs, then load the catalog. */
export function branchGuard(prefix: RoutePrefix): Guard {
  const locale = prefixLocale(prefix);
  return async ({ url }) => {
    if (prefix === "") {
      const target = cookieRedirect(url, readLocaleCookie());
      if (target) return target;
    }
    await loadI18n(locale);
    return null;
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
    const work: RouteWork = { guard: branchGuard(prefix) };
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

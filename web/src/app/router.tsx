import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType, ReactNode } from "react";
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from "react-router";
import { redirectSignedIn, requireAgent, requireSignedIn, SignedInOnly } from "../features/auth/guards";
import { RouteErrorBoundary } from "../features/errors/route-error-boundary";
import type { WizardStep } from "../features/trip-request/steps";
import { loadI18n, type PageCatalog } from "../i18n/catalogs";
import { cookieRedirect, readLocaleCookie } from "../i18n/locale-cookie";
import { prefixLocale, type RoutePrefix, routePrefixes } from "../i18n/locale-path";
import { withPageMessages } from "../i18n/page-messages";
import { AccountLayout } from "./layout/account-layout";
import { AgentLayout } from "./layout/agent-layout";
import { AuthLayout } from "./layout/auth-layout";
import { DefaultLayout, mainId } from "./layout/default-layout";
import { EmptyLayout } from "./layout/empty-layout";
import { ToursLayout } from "./layout/tours-layout";
import { TripRequestLayout } from "./layout/triprequest-layout";
import { LocaleProviders, LocaleRoot } from "./locale-root";
import { routePrefetch } from "./route-prefetch";

/**
 * The wizard's guards read the saved answers with the contract's schemas (zod), so they load with
 * the wizard's pages (in parallel with them) instead of with every page of the site.
 */
const wizardGuards = () => import("../features/trip-request/route-guard");
const wizardStartLoader = async (args: LoaderFunctionArgs) => (await wizardGuards()).wizardStartLoader(args);
const wizardStepLoader = (step: WizardStep) => async (args: LoaderFunctionArgs) =>
  (await wizardGuards()).wizardStepLoader(step)(args);

type PageModule = { Component: ComponentType } | { element: ReactNode };

/** Rethrows a page's load failure while rendering, where the route's error boundary catches it. */
function LoadFailure({ error }: { error: unknown }): never {
  throw error;
}

/**
 * A page's chunk, loaded on first visit together with the message catalogs it names (beside the
 * shell's; `src/i18n/page-catalogs.test.ts` checks they cover every message the page can show).
 * react-router keeps a route whose `lazy` rejected in its loading state and renders nothing, so a
 * failed load is turned into a page that throws the error instead: it reaches the route's error
 * boundary, which reloads the page (guarded) or shows the error page.
 */
export function lazyPage(
  load: () => Promise<PageModule>,
  ...catalogs: PageCatalog[]
): () => Promise<PageModule> {
  const loadWithMessages = withPageMessages(load, catalogs);
  return async () => {
    try {
      return await loadWithMessages();
    } catch (error) {
      return { element: <LoadFailure error={error} /> };
    }
  };
}

/** A page module with the route's error boundary. */
function page(path: string, load: () => Promise<PageModule>, ...catalogs: PageCatalog[]): RouteObject {
  return { path, lazy: lazyPage(load, ...catalogs), ErrorBoundary: RouteErrorBoundary };
}

/** The account layout, left as soon as the user signs out (the loader guards the first visit). */
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
 * The pages, once, without a language prefix. Each page module is its own chunk, loaded on first
 * visit; it exports `Component`. Every page carries the error boundary, so a crash keeps the layout.
 */
export function pageRoutes(queryClient: QueryClient): RouteObject[] {
  const prefetch = routePrefetch(queryClient);
  return [
    {
      Component: DefaultLayout,
      children: [
        {
          index: true,
          loader: prefetch.home,
          lazy: lazyPage(() => import("../routes/home"), "discover", "tour-parts"),
          ErrorBoundary: RouteErrorBoundary,
        },
        {
          path: "group-tours/:destination?",
          loader: prefetch.groupTours,
          lazy: lazyPage(() => import("../routes/group-tours"), "tours", "tour-parts"),
          ErrorBoundary: RouteErrorBoundary,
        },
        {
          path: "destinations",
          lazy: lazyPage(() => import("../routes/destinations"), "discover"),
          ErrorBoundary: RouteErrorBoundary,
        },
        {
          path: "tailored-trips",
          lazy: lazyPage(() => import("../routes/tailored-trips"), "discover"),
          ErrorBoundary: RouteErrorBoundary,
        },
        {
          path: "travel-guide",
          lazy: lazyPage(() => import("../routes/travel-guide"), "pages"),
          ErrorBoundary: RouteErrorBoundary,
        },
        // Unknown paths under any prefix.
        { path: "*", lazy: lazyPage(() => import("../routes/not-found")), ErrorBoundary: RouteErrorBoundary },
      ],
    },
    {
      Component: ToursLayout,
      children: [
        {
          path: "group-tour/:id",
          loader: prefetch.groupTour,
          lazy: lazyPage(() => import("../routes/group-tour"), "tours", "tour-parts"),
          ErrorBoundary: RouteErrorBoundary,
        },
        {
          path: "special-tour/:id",
          loader: prefetch.specialTour,
          lazy: lazyPage(() => import("../routes/special-tour"), "tours", "tour-parts"),
          ErrorBoundary: RouteErrorBoundary,
        },
        // Booking flows (issue 5): one page per step; "thank-you" outranks ":id" as a static segment.
        page("group-tour/:id/dates", () => import("../routes/group-tour-dates"), "booking"),
        page("group-tour/:id/accommodation", () => import("../routes/group-tour-accommodation"), "booking"),
        page(
          "group-tour/:id/travellers",
          () => import("../routes/group-tour-travellers"),
          "booking",
          "auth",
          "forms",
        ),
        page(
          "group-tour/:id/authenticate",
          () => import("../routes/group-tour-authenticate"),
          "booking",
          "auth",
          "forms",
        ),
        page(
          "group-tour/:id/summary",
          () => import("../routes/group-tour-summary"),
          "booking",
          "tour-parts",
          "auth",
          "forms",
        ),
        page("group-tour/thank-you", () => import("../routes/group-tour-thank-you"), "booking", "forms"),
        page("special-tour/:id/dates", () => import("../routes/special-tour-dates"), "booking", "forms"),
        page(
          "special-tour/:id/travellers",
          () => import("../routes/special-tour-travellers"),
          "booking",
          "auth",
          "forms",
        ),
        page(
          "special-tour/:id/authenticate",
          () => import("../routes/special-tour-authenticate"),
          "booking",
          "auth",
          "forms",
        ),
        page(
          "special-tour/:id/summary",
          () => import("../routes/special-tour-summary"),
          "booking",
          "tour-parts",
          "auth",
          "forms",
        ),
        page("special-tour/thank-you", () => import("../routes/special-tour-thank-you"), "booking", "forms"),
      ],
    },
    {
      Component: EmptyLayout,
      children: [
        {
          path: "business",
          lazy: lazyPage(() => import("../routes/business"), "pages"),
          ErrorBoundary: RouteErrorBoundary,
        },
        page("review", () => import("../routes/review"), "pages", "forms"),
      ],
    },
    {
      Component: TripsArea,
      loader: requireSignedIn,
      children: [page("account/trips", () => import("../routes/account-trips"), "account", "trip-labels")],
    },
    {
      Component: AuthLayout,
      children: [
        {
          loader: redirectSignedIn,
          children: [page("login", () => import("../routes/login"), "auth", "forms")],
        },
        {
          loader: redirectSignedIn,
          children: [page("signup", () => import("../routes/signup"), "auth", "forms")],
        },
        page("forgot-password", () => import("../routes/forgot-password"), "auth", "forms"),
        page("forgot-password/success", () => import("../routes/forgot-password-success"), "auth"),
        page("reset-password", () => import("../routes/reset-password"), "auth", "forms"),
        page("reset-password/success", () => import("../routes/reset-password-success"), "auth"),
      ],
    },
    {
      // The tailored-trip request wizard: each step's loader sends a step opened ahead of the answers
      // so far to the first one still to answer.
      Component: TripRequestLayout,
      children: [
        {
          path: "tailored-trips/:destination/request",
          loader: wizardStartLoader,
          lazy: lazyPage(() => import("../routes/not-found")),
          ErrorBoundary: RouteErrorBoundary,
        },
        {
          ...page(
            "tailored-trips/:destination/request/date",
            () => import("../routes/trip-request-date"),
            "trip-request",
            "forms",
            "trip-labels",
          ),
          loader: wizardStepLoader("date"),
        },
        {
          ...page(
            "tailored-trips/:destination/request/travellers",
            () => import("../routes/trip-request-travellers"),
            "trip-request",
            "forms",
            "trip-labels",
          ),
          loader: wizardStepLoader("travellers"),
        },
        {
          ...page(
            "tailored-trips/:destination/request/accommodations",
            () => import("../routes/trip-request-accommodations"),
            "trip-request",
            "forms",
            "trip-labels",
          ),
          loader: wizardStepLoader("accommodations"),
        },
        {
          ...page(
            "tailored-trips/:destination/request/experiences",
            () => import("../routes/trip-request-experiences"),
            "trip-request",
            "forms",
            "trip-labels",
          ),
          loader: wizardStepLoader("experiences"),
        },
        {
          ...page(
            "tailored-trips/:destination/request/budget",
            () => import("../routes/trip-request-budget"),
            "trip-request",
            "forms",
            "trip-labels",
          ),
          loader: wizardStepLoader("budget"),
        },
        {
          ...page(
            "tailored-trips/:destination/request/contact",
            () => import("../routes/trip-request-contact"),
            "trip-request",
            "forms",
            "trip-labels",
          ),
          loader: wizardStepLoader("contact"),
        },
        {
          ...page(
            "tailored-trips/:destination/request/create-account",
            () => import("../routes/trip-request-create-account"),
            "trip-request",
            "auth",
            "forms",
            "trip-labels",
          ),
          loader: wizardStepLoader("create-account"),
        },
        {
          ...page(
            "tailored-trips/:destination/request/summary",
            () => import("../routes/trip-request-summary"),
            "trip-request",
            "trip-labels",
          ),
          loader: wizardStepLoader("summary"),
        },
        page(
          "tailored-trips/:destination/request/success",
          () => import("../routes/trip-request-success"),
          "trip-request",
        ),
        page("request/thank-you", () => import("../routes/request-thank-you"), "trip-request"),
      ],
    },
    {
      Component: AccountArea,
      loader: requireSignedIn,
      children: [
        page("account", () => import("../routes/account"), "account"),
        page(
          "account/personal-details",
          () => import("../routes/account-personal-details"),
          "account",
          "auth",
          "forms",
        ),
        page("account/security", () => import("../routes/account-security"), "account", "forms"),
        page(
          "account/trips/request/:id",
          () => import("../routes/account-trip-request"),
          "account",
          "forms",
          "trip-labels",
        ),
        page(
          "account/trips/request/:id/summary",
          () => import("../routes/account-trip-request-summary"),
          "account",
          "trip-labels",
        ),
        page(
          "account/trips/tour/:id",
          () => import("../routes/account-trip-tour"),
          "account",
          "tour-parts",
          "forms",
          "trip-labels",
        ),
        page(
          "account/trips/special-tour/:id",
          () => import("../routes/account-trip-special-tour"),
          "account",
          "tour-parts",
          "forms",
          "trip-labels",
        ),
      ],
    },
    {
      Component: AgentLayout,
      loader: requireAgent,
      children: [
        page("agent", () => import("../routes/agent"), "agent", "trip-labels"),
        page("agent/requests/:id", () => import("../routes/agent-request"), "agent", "forms", "trip-labels"),
      ],
    },
  ];
}

/** Before a branch renders: honour the stored language on unprefixed URLs, then load the catalog. */
export function branchLoader(prefix: RoutePrefix) {
  const locale = prefixLocale(prefix);
  return async ({ request }: LoaderFunctionArgs) => {
    if (prefix === "") {
      const target = cookieRedirect(new URL(request.url), readLocaleCookie());
      if (target) throw redirect(target);
    }
    await loadI18n(locale);
    return null;
  };
}

/** Last resort when a branch itself failed (e.g. its catalog did not load): the error page without the layout. */
function BranchErrorBoundary({ prefix }: { prefix: RoutePrefix }) {
  return (
    <LocaleProviders prefix={prefix} locale={prefixLocale(prefix)}>
      <main id={mainId} tabIndex={-1}>
        <RouteErrorBoundary />
      </main>
    </LocaleProviders>
  );
}

/** Nothing to show while the first page's catalog and chunk load: index.html is blank until then. */
function EmptyFallback() {
  return null;
}

/**
 * One route tree, mounted four times: under "" (English, the default), "/en", "/de" and "/fr". The
 * prefix alone decides the page's language. react-router ranks "/de/*" above "/*", so "/de/x" is
 * German and "/deutsch" is an unknown English page.
 */
export function localeBranches(children: RouteObject[]): RouteObject[] {
  return routePrefixes.map((prefix) => ({
    id: `locale${prefix.replace("/", "-") || "-default"}`,
    path: prefix || "/",
    loader: branchLoader(prefix),
    element: <LocaleRoot prefix={prefix} locale={prefixLocale(prefix)} />,
    errorElement: <BranchErrorBoundary prefix={prefix} />,
    HydrateFallback: EmptyFallback,
    children,
  }));
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(localeBranches(pageRoutes(queryClient)));
}

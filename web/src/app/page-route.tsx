import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from "react";
import { RouteErrorBoundary } from "../features/errors/route-error-boundary";
import type { PageCatalog } from "../i18n/catalogs";
import { type PageModule, withPageMessages } from "../i18n/page-messages";
import { Guarded } from "./app-router";
import type { AppRoute, Guard, Prefetch, RouteWork } from "./navigation";

export type { PageModule };

export interface LazyPage<P extends object = object> {
  /** Starts loading the page's chunk (once); the navigation calls it when the page's URL opens. */
  load: () => Promise<PageModule<P>>;
  /** The page, suspending until its chunk is there; a failed load throws to the error boundary. */
  Component: LazyExoticComponent<ComponentType<P>>;
}

/**
 * A page's chunk, loaded on first visit together with the message catalogs it names (beside the
 * shell's; `src/i18n/page-catalogs.test.ts` checks they cover every message the page can show):
 * the one function through which every page loads.
 */
export function lazyPage<P extends object = object>(
  load: () => Promise<PageModule<P>>,
  catalogs: readonly PageCatalog[] = [],
): LazyPage<P> {
  const loadWithMessages = withPageMessages(load, catalogs);
  let loading: Promise<PageModule<P>> | undefined;
  const start = () => {
    loading ??= loadWithMessages();
    return loading;
  };
  return { load: start, Component: lazy(() => start().then((module) => ({ default: module.Component }))) };
}

/**
 * A page route: its chunk, prefetch and guard start when its URL opens; the error boundary keeps the
 * layout. The route points at the feature's page module; `props` are what its `Component` needs to
 * know of the route (a tour's kind, where a receipt leads back), when one module serves several.
 */
export function page<P extends object = object>(
  path: string | { index: true },
  load: () => Promise<PageModule<P>>,
  catalogs: readonly PageCatalog[],
  options: { prefetch?: Prefetch; guard?: Guard; props?: P } = {},
): AppRoute {
  const { props, ...routeWork } = options;
  const { load: start, Component } = lazyPage(load, catalogs);
  // Checked against the module's Component where `page` is called; the lazy wrapper's type loses it.
  const Page = Component as unknown as ComponentType<object>;
  const work: RouteWork = { load: start, preload: { chunk: load, catalogs }, ...routeWork };
  const element = (
    <RouteErrorBoundary>
      <Guarded work={work}>
        <Page {...props} />
      </Guarded>
    </RouteErrorBoundary>
  );
  return typeof path === "string" ? { path, handle: work, element } : { index: true, handle: work, element };
}

/** A layout whose pages all need `guard` to let the visitor in. */
export function guarded(guard: Guard, layout: ReactNode, children: AppRoute[]): AppRoute {
  const work: RouteWork = { guard };
  return { handle: work, element: <Guarded work={work}>{layout}</Guarded>, children };
}

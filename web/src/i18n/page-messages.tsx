import { defaultLocale, type Locale } from "@tembea/shared";
import { type ComponentType, type ReactNode, useEffect } from "react";
import { waitForCatalogs } from "./catalog-waits";
import { loadI18n, loadPageMessages, type PageCatalog } from "./catalogs";
import { useLocale } from "./locale-context";
import { cookieRedirect, readLocaleCookie } from "./locale-cookie";
import { parseLocalePath } from "./locale-path";

/** What a page's chunk exports: its page (app/page-route.tsx loads every page through this). */
/** A page's module: its `Component`, rendered with the props its route gives (none for most pages). */
export type PageModule<P extends object = object> = { Component: ComponentType<P> };

/**
 * The language of the page the browser is opening, read when its chunk starts loading: the URL's
 * prefix, or for an unprefixed URL the language the stored choice redirects to. After a click the
 * URL may still be the previous page's, which is in the same language: only the language switch
 * changes it, and that loads the new language's catalogs itself (`prepareLanguage`).
 */
export function openingLocale(): Locale {
  // The build's server render (src/prerender) has no window: PageMessages below then loads the
  // page's catalogs in the branch's language before the page renders.
  if (typeof window === "undefined") return defaultLocale;
  const { pathname } = window.location;
  return parseLocalePath(cookieRedirect({ pathname }, readLocaleCookie()) ?? pathname).locale;
}

/** The catalogs of the page on screen, which a language switch loads in the new language. */
let shownCatalogs: readonly PageCatalog[] = [];

/**
 * Renders a page once its catalogs are loaded in the branch's language. They normally are (the
 * chunk load brought them); after a language switch or history navigation into another language,
 * the page waits for them (the router's transition keeps the previous page meanwhile), so no page
 * ever shows message ids or another language.
 */
function PageMessages({ catalogs, children }: { catalogs: readonly PageCatalog[]; children: ReactNode }) {
  useEffect(() => {
    shownCatalogs = catalogs;
  }, [catalogs]);
  return <CatalogMessages catalogs={catalogs}>{children}</CatalogMessages>;
}

/**
 * Renders its children once the catalogs are loaded in the branch's language, suspending until then:
 * for a page (PageMessages) or a part loaded later, such as the search dialog's panel, which may
 * open in a language the visit switched to after it last loaded.
 */
export function CatalogMessages({
  catalogs,
  children,
}: {
  catalogs: readonly PageCatalog[];
  children: ReactNode;
}) {
  const locale = useLocale();
  waitForCatalogs(locale, catalogs);
  return children;
}

/**
 * A page's chunk load together with its messages: the page's catalogs in the language being opened
 * load in parallel with the chunk, so the page renders translated without a second round trip.
 */
export function withPageMessages<P extends object>(
  load: () => Promise<PageModule<P>>,
  catalogs: readonly PageCatalog[],
): () => Promise<PageModule<P>> {
  return async () => {
    const [module] = await Promise.all([load(), loadPageMessages(openingLocale(), ...catalogs)]);
    return {
      // biome-ignore lint/correctness/noComponentHookFactories: made once per page, not per render: lazyPage (app/page-route.tsx) keeps the first load's result, so React always sees the same component
      Component: (props: P) => (
        <PageMessages catalogs={catalogs}>
          <module.Component {...props} />
        </PageMessages>
      ),
    };
  };
}

/**
 * On a language switch: starts loading the new language's shell and the shown page's catalogs while
 * the router navigates. A failure is left to the branch and the page, which load them again.
 */
export function prepareLanguage(locale: Locale): void {
  Promise.all([loadI18n(locale), loadPageMessages(locale, ...shownCatalogs)]).catch(() => undefined);
}

import { createContext, useContext, useEffect } from "react";

export const siteName = "Tembea";

/** "Home" → "Home · Tembea"; no title → "Tembea". */
export function formatTitle(title?: string): string {
  return title ? `${title} · ${siteName}` : siteName;
}

/**
 * Where the build's server render (prerender/render-page.tsx) hears the title of the page it
 * renders, to write it into the page's <head>; effects never run there. The browser has none.
 */
export const PageTitleSink = createContext<((title: string) => void) | undefined>(undefined);

/** Sets document.title for the page being shown (and tells a prerender what it is). */
export function usePageTitle(title?: string): void {
  useContext(PageTitleSink)?.(formatTitle(title));
  useEffect(() => {
    document.title = formatTitle(title);
  }, [title]);
}

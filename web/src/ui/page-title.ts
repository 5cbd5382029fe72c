import { createContext, useContext, useEffect } from "react";

export const siteName = "Tembea";

/** "Home" → "Home · Tembea"; no title → "Tembea". */
export function formatTitle(title?: string): string {
  return title ? `${title} · ${siteName}` : siteName;
}

/** What a page puts in the document's <head>, in its language. */
export interface DocumentHead {
  title: string;
  description: string;
}

/**
 * Where the build's server render (prerender/render-page.tsx) hears the head of the page it renders,
 * to write it into the page's HTML; effects never run there. The browser has none.
 */
export const DocumentHeadSink = createContext<((head: Partial<DocumentHead>) => void) | undefined>(undefined);

/** Sets document.title for the page being shown (and tells a prerender what it is). */
export function usePageTitle(title?: string): void {
  useContext(DocumentHeadSink)?.({ title: formatTitle(title) });
  useEffect(() => {
    document.title = formatTitle(title);
  }, [title]);
}

/**
 * Sets the page's meta description (what search results and link previews show): index.html has
 * the English one, which a German or French page replaces with its own.
 */
export function useMetaDescription(description: string): void {
  useContext(DocumentHeadSink)?.({ description });
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute("content", description);
  }, [description]);
}

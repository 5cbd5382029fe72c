import { useEffect } from "react";

export const siteName = "Tembea";

/** "Home" → "Home · Tembea"; no title → "Tembea". */
export function formatTitle(title?: string): string {
  return title ? `${title} · ${siteName}` : siteName;
}

/** Sets document.title for the page being shown. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = formatTitle(title);
  }, [title]);
}

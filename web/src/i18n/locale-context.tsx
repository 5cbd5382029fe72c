import type { Locale } from "@tembea/shared";
import { createContext, useContext } from "react";
import { type RoutePrefix, withPrefix } from "./locale-path";

export interface LocaleState {
  locale: Locale;
  /** The prefix of the current URL ("" or "/en" for English): links keep it. */
  prefix: RoutePrefix;
}

export const LocaleContext = createContext<LocaleState>({ locale: "en", prefix: "" });

/** The language of the current page (from its URL prefix). */
export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}

/** Turns an unprefixed page path into a link in the current language and prefix: "/faq" → "/de/faq". */
export function useLocalizedPath(): (path: string) => string {
  const { prefix } = useContext(LocaleContext);
  return (path) => withPrefix(prefix, path);
}

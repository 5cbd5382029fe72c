import type { I18n } from "@lingui/core";
import { LinguiContext } from "@lingui/react";
import { type ReactNode, useEffect, useMemo, useReducer } from "react";

/**
 * Lingui's context for one language's instance. Lingui's own I18nProvider keeps the instance it first
 * rendered with in state and takes a new one only in an effect after the commit; a language switch
 * hands the same provider (react-router keeps the branch's element) another language's instance, so
 * the new page was painted once in the old language. This provider uses the instance it is given on
 * that very render, and renders again whenever a catalog is added to it.
 */
export function LinguiProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [catalogsAdded, countCatalog] = useReducer((count: number) => count + 1, 0);
  useEffect(() => i18n.on("change", countCatalog), [i18n]);
  // A new context value after every added catalog re-renders the texts that use it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: catalogsAdded is that signal
  const context = useMemo(() => ({ i18n, _: i18n._.bind(i18n) }), [i18n, catalogsAdded]);
  return <LinguiContext value={context}>{children}</LinguiContext>;
}

import type { ReactNode } from "react";
import { LanguageNotice } from "../../features/language-switcher/language-notice";
import { SiteLayout } from "./site-layout";

export { mainId } from "./site-layout";

/** Spec layout "default": skip link, header, the page, the full footer; on "/", the language offer. */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <>
      <SiteLayout header footer="full">
        {children}
      </SiteLayout>
      <LanguageNotice />
    </>
  );
}

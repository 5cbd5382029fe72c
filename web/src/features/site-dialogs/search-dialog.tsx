import { useLingui } from "@lingui/react/macro";
import { lazy, useRef, useState } from "react";
import { loadPageMessages, type PageCatalog } from "../../i18n/catalogs";
import { useLocale } from "../../i18n/locale-context";
import { CatalogMessages } from "../../i18n/page-messages";
import { Dialog } from "../../ui/dialog";
import { startTypeAhead } from "./type-ahead";

const loadPanel = () => import("./search-panel");
const SearchPanel = lazy(loadPanel);
/** The panel's texts are not in the shell catalog every page loads: they come with its chunk. */
const panelCatalogs: readonly PageCatalog[] = ["search"];

/**
 * docs/product-spec.md, section 2, "Dialogs: search (tabs Group tours and Tailored trips)". Typing searches
 * the catalogue (debounced); group and special tours are in the first tab, destinations to request a tailored
 * trip for in the second. Arrow keys choose a result, Enter follows it.
 */
export function SearchDialog({ triggerClassName }: { triggerClassName?: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const label = t`Search`;
  // A failed catalog load is tried again by CatalogMessages when the panel renders.
  const load = () => {
    void loadPanel();
    loadPageMessages(locale, ...panelCatalogs).catch(() => undefined);
  };
  const inputRef = useRef<HTMLInputElement>(null);
  const typeAhead = useRef<HTMLInputElement | null>(null);
  const [open, setOpen] = useState(false);
  // Kept here, so the query is still there when the dialog opens again.
  const [text, setText] = useState("");

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={label}
      initialFocus={inputRef}
      trigger={
        <button
          type="button"
          className={triggerClassName}
          aria-label={label}
          onPointerEnter={load}
          onFocus={load}
          onClick={({ currentTarget: button }) => {
            load();
            typeAhead.current = startTypeAhead(t`Destination or tour`, text, setText, () => {
              setOpen(false);
              button.focus();
            });
          }}
        >
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="M20 20l-4-4" strokeLinecap="round" />
          </svg>
        </button>
      }
    >
      {/* No Suspense of its own: the dialog appears once with its field, which takes the focus. */}
      <CatalogMessages catalogs={panelCatalogs}>
        <SearchPanel
          inputRef={inputRef}
          typeAhead={typeAhead}
          text={text}
          onTextChange={setText}
          onFollow={() => setOpen(false)}
        />
      </CatalogMessages>
    </Dialog>
  );
}

import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useRef, useState } from "react";
import { Dialog } from "../../ui/dialog";
import { Skeleton } from "../../ui/skeleton";

const loadPanel = () => import("./search-panel");
const SearchPanel = lazy(loadPanel);

/**
 * Spec 2 "Dialogs: search (tabs Group tours and Tailored trips)". Typing searches the catalogue
 * (debounced); group and special tours are in the first tab, destinations to request a tailored
 * trip for in the second.
 */
export function SearchDialog({ triggerClassName }: { triggerClassName?: string }) {
  const { t } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  // Kept here, so the query is still there when the dialog opens again.
  const [text, setText] = useState("");

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t`Search`}
      initialFocus={inputRef}
      trigger={
        <button
          type="button"
          className={triggerClassName}
          aria-label={t`Search`}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
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
      <Suspense fallback={<Skeleton height="2.5rem" />}>
        <SearchPanel inputRef={inputRef} text={text} onTextChange={setText} onFollow={() => setOpen(false)} />
      </Suspense>
    </Dialog>
  );
}

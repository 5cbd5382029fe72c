import { useLingui } from "@lingui/react/macro";
import * as RadixDialog from "@radix-ui/react-dialog";
import type { ReactNode, RefObject } from "react";
import styles from "./dialog.module.css";

export interface DialogPanelProps {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  placement: "center" | "sheet";
  /** The id the trigger's aria-controls names. */
  contentId: string;
  /** Gets the focus back when the dialog closes (the trigger is ours, not a Radix Trigger). */
  triggerRef: RefObject<HTMLElement | null>;
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  children: ReactNode;
}

/**
 * The modal itself (Radix): named by its title, Escape and the close button close it, focus is
 * trapped inside and returns to the trigger. Its own chunk, loaded by ./dialog on first need.
 */
export default function DialogPanel({
  title,
  open,
  onOpenChange,
  placement,
  contentId,
  triggerRef,
  initialFocus,
  children,
}: DialogPanelProps) {
  const { t } = useLingui();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          id={contentId}
          className={placement === "sheet" ? `${styles.content} ${styles.sheet}` : styles.content}
          aria-describedby={undefined}
          onOpenAutoFocus={
            initialFocus
              ? (event) => {
                  event.preventDefault();
                  initialFocus.current?.focus();
                }
              : undefined
          }
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
        >
          <div className={styles.head}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label={t`Close`}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

import { useLingui } from "@lingui/react/macro";
import * as RadixDialog from "@radix-ui/react-dialog";
import type { ReactNode, RefObject } from "react";
import styles from "./dialog.module.css";

export interface DialogProps {
  /** The button that opens the dialog (rendered as the Radix trigger; focus returns to it). */
  trigger: ReactNode;
  /** The dialog's heading, also its accessible name. */
  title: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** "sheet" slides from the side on small screens (navigation); "center" is a centred panel. */
  placement?: "center" | "sheet";
  /** The element to focus on open (default: the first focusable one, the close button). */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * An accessible modal dialog (Radix): named by its title, Escape and the close button close it,
 * focus is trapped inside and returns to the trigger.
 */
export function Dialog({
  trigger,
  title,
  open,
  onOpenChange,
  placement = "center",
  initialFocus,
  children,
}: DialogProps) {
  const { t } = useLingui();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
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

/** Closes the surrounding dialog when its child is activated. */
export const DialogClose = RadixDialog.Close;

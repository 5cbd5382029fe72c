import {
  type ButtonHTMLAttributes,
  cloneElement,
  lazy,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
  Suspense,
  useId,
  useRef,
  useState,
} from "react";

/**
 * Radix's dialog stack weighs about 30 KB; every page shows dialog buttons in its header but few
 * visits open one. So the trigger is rendered here and the modal loads on the first hover, focus
 * or click of a trigger.
 */
const loadPanel = () => import("./dialog-panel");
const DialogPanel = lazy(loadPanel);

type TriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };

export interface DialogProps {
  /** The button that opens the dialog; focus returns to it on close. */
  trigger: ReactElement<TriggerProps>;
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

/** An accessible modal dialog: its trigger at once, the modal (./dialog-panel) once wanted. */
export function Dialog({
  trigger,
  title,
  open: controlledOpen,
  onOpenChange,
  placement = "center",
  initialFocus,
  children,
}: DialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  // Once opened, the panel stays mounted, so Radix can close it and hand the focus back.
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();

  return (
    <>
      {cloneElement(trigger, {
        ref: triggerRef,
        "aria-haspopup": "dialog",
        "aria-expanded": open,
        "aria-controls": open ? contentId : undefined,
        onPointerEnter: (event) => {
          trigger.props.onPointerEnter?.(event);
          void loadPanel();
        },
        onFocus: (event) => {
          trigger.props.onFocus?.(event);
          void loadPanel();
        },
        onClick: (event) => {
          trigger.props.onClick?.(event);
          setOpen(!open);
        },
      })}
      {used && (
        <Suspense fallback={null}>
          <DialogPanel
            title={title}
            open={open}
            onOpenChange={setOpen}
            placement={placement}
            contentId={contentId}
            triggerRef={triggerRef}
            initialFocus={initialFocus}
          >
            {children}
          </DialogPanel>
        </Suspense>
      )}
    </>
  );
}

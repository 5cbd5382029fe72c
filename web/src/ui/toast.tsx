import { Toaster as SonnerToaster, toast as sonnerToast } from "sonner";

/** Mounted once for the whole app: short confirmations at the top right, gone after a second. */
export function Toaster() {
  return <SonnerToaster position="top-right" duration={1000} />;
}

/** Shows a short confirmation, e.g. "Currency changed to EUR". */
export function toast(message: string): void {
  sonnerToast(message);
}

import { useEffect } from "react";
import { Toaster, toast } from "sonner";

/** Sonner, mounted by ./toast with the first message; `onReady` hands it the way to show messages. */
export default function SonnerToaster({
  onReady,
}: {
  onReady: (show: ((message: string) => void) | undefined) => void;
}) {
  useEffect(() => {
    onReady((message) => toast(message));
    return () => onReady(undefined);
  }, [onReady]);
  return <Toaster position="top-right" duration={1000} />;
}

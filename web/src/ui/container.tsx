import type { ReactNode } from "react";

/** Centers content with the page's side padding and maximum width. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className ? `container ${className}` : "container"}>{children}</div>;
}

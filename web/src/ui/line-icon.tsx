import type { ReactNode } from "react";

/**
 * The header's outlined icons: drawn in the text colour with 2-unit strokes on a 24-unit grid, and
 * hidden from assistive technology (the button around one carries the name).
 */
export function LineIcon({
  size = 20,
  className,
  children,
}: {
  size?: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {children}
    </svg>
  );
}

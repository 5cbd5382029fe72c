import type { ComponentProps, ReactNode } from "react";

/**
 * What a section shows while it loads: the placeholders (hidden from assistive technology) and a
 * status message only screen readers hear.
 */
export function Loading({
  label,
  children,
  ...div
}: { label: string; children: ReactNode } & ComponentProps<"div">) {
  return (
    <div {...div}>
      <p role="status" className="visually-hidden">
        {label}
      </p>
      {children}
    </div>
  );
}

import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from "react";
import { Link, type LinkProps } from "react-router";

type Variant = "primary" | "secondary";

function buttonClass(variant: Variant, className?: string): string {
  return ["button", `button--${variant}`, className].filter(Boolean).join(" ");
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** A loading button shows a spinner and cannot be pressed (docs/product-spec.md, section 4). */
  loading?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A real <button> in the states normal, loading (spinner, cannot be pressed) and disabled.
 *
 * While loading it stays focusable (`aria-disabled`, its presses ignored) instead of `disabled`: a
 * disabled button loses the focus, which then falls to the page, so a keyboard or screen-reader
 * user who pressed "Save" would start again from the top once the save is done. Ignoring the
 * click also stops a form's submission by Enter, which the browser makes as a click on it.
 */
export function Button({
  variant = "primary",
  loading = false,
  disabled,
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button
      type="button"
      {...rest}
      className={buttonClass(variant, className)}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={press}
    >
      {loading && <span className="button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps {
  variant?: Variant;
}

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function ButtonLink({ variant = "primary", className, ...rest }: ButtonLinkProps) {
  return <Link {...rest} className={buttonClass(variant, className)} />;
}

import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";

type Variant = "primary" | "secondary";

function buttonClass(variant: Variant, className?: string): string {
  return ["button", `button--${variant}`, className].filter(Boolean).join(" ");
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** Spec 4: a loading button shows a spinner and cannot be pressed. */
  loading?: boolean;
  children: ReactNode;
}

/** A real <button> in the states normal, loading (spinner, disabled) and disabled. */
export function Button({
  variant = "primary",
  loading = false,
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={buttonClass(variant, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
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

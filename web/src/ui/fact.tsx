import type { ReactNode } from "react";

/** One term and its value in a <dl> of facts (a tour's, a receipt's, a booking's). */
export function Fact({
  term,
  className,
  testId,
  children,
}: {
  term: ReactNode;
  className?: string;
  /** Names the value (the <dd>) for the browser tests. */
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

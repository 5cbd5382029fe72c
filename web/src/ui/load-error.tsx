import { Trans } from "@lingui/react/macro";
import { Button } from "./button";
import styles from "./load-error.module.css";

/**
 * What a section shows when its data could not be loaded: the message of docs/product-spec.md, section 8,
 * and a retry button.
 */
export function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className={styles.notice} role="alert">
      <p>
        <Trans>Something went wrong, please try again.</Trans>
      </p>
      <Button variant="secondary" loading={retrying} onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

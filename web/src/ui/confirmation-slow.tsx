import { Trans } from "@lingui/react/macro";
import { Button } from "./button";
import styles from "./load-error.module.css";

/**
 * Shown when a page back from the checkout stopped waiting for the payment provider's confirmation
 * (see api/confirmation-poll): what that means, and a button to look once more.
 */
export function ConfirmationSlow({
  onCheckAgain,
  checking,
}: {
  onCheckAgain: () => void;
  checking: boolean;
}) {
  return (
    <div className={styles.notice} role="status" data-testid="confirmation-slow">
      <p>
        <Trans>
          The payment provider's confirmation is taking longer than usual. You do not need to pay again: we
          send you an e-mail as soon as it arrives.
        </Trans>
      </p>
      <Button variant="secondary" loading={checking} onClick={onCheckAgain}>
        <Trans>Check again</Trans>
      </Button>
    </div>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import type { Booking } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiRequestError, apiRequest } from "../../api/client";
import { useLocalizedPath } from "../../i18n/locale-context";
import { useQueryClient } from "../../lib/query";
import { Button } from "../../ui/button";
import { useFieldMessage } from "../../ui/form/field-messages";
import { formMessageKey } from "../../ui/form/server-errors";
import { requireIdToken } from "../auth/auth-store";
import { tripKeys } from "./queries";
import styles from "./trips.module.css";

/**
 * A travelled trip's review: the mailed link cannot be shown again (only its hash is kept), so the
 * button asks for a new one (issueReviewLink, which voids the mailed one) and opens the review page
 * with it. A trip reviewed already says so instead.
 */
export function ReviewAction({ booking }: { booking: Pick<Booking, "id" | "reviewedAt"> }) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string>();

  if (booking.reviewedAt)
    return (
      <p className={`${styles.muted} ${styles.cardAction}`} data-testid="trip-reviewed">
        <Trans>You reviewed this trip. Thank you!</Trans>
      </p>
    );

  const open = async () => {
    setOpening(true);
    setError(undefined);
    try {
      const token = await requireIdToken();
      const link = await apiRequest(routes.issueReviewLink, { token, params: { id: booking.id } });
      // The token travels in the fragment, as in the mailed link: it never reaches a server log.
      navigate({ pathname: to("/review"), hash: `token=${link.token}` });
    } catch (failure) {
      setOpening(false);
      if (failure instanceof ApiRequestError && failure.code === "ALREADY_REVIEWED") {
        setError(t`This trip has been reviewed already.`);
        void queryClient.invalidateQueries({ queryKey: tripKeys.bookings });
        return;
      }
      setError(message(formMessageKey(failure)));
    }
  };

  return (
    <div className={styles.cardAction}>
      <Button variant="secondary" loading={opening} onClick={() => void open()} data-testid="write-review">
        <Trans>Write a review</Trans>
      </Button>
      <p role="alert" className={error ? styles.cardError : undefined}>
        {error}
      </p>
    </div>
  );
}

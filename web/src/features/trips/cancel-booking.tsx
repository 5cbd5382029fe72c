import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { type Booking, formatMoney, numberFormat } from "@tembea/shared";
import { useState } from "react";
import { ApiRequestError } from "../../api/client";
import { useLocale } from "../../i18n/locale-context";
import { formatDate } from "../../lib/format";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { useFieldMessage } from "../../ui/form/field-messages";
import formStyles from "../../ui/form/form.module.css";
import { formMessageKey } from "../../ui/form/server-errors";
import { LoadError } from "../../ui/load-error";
import { useCurrency } from "../currency/currency-context";
import { Price } from "../currency/price";
import { useCancelBooking, useCancellationQuote } from "./queries";
import styles from "./trips.module.css";

/** A percentage as each language writes it ("50%", "50 %", "50 %"). */
const percentText = (locale: ReturnType<typeof useLocale>, percent: number) =>
  numberFormat(locale, { style: "percent" }).format(percent / 100);

/** CHF, exact, and the visitor's currency beside it when it is another (docs/product-spec.md, section 1). */
function Amount({ chf }: { chf: number }) {
  const locale = useLocale();
  const { currency } = useCurrency();
  return (
    <>
      <strong data-testid="refund-chf">{formatMoney(chf, "CHF", locale)}</strong>
      {currency !== "CHF" && (
        <>
          {" "}
          (<Trans>about</Trans> <Price chf={chf} />)
        </>
      )}
    </>
  );
}

/**
 * "Cancel this booking": the refund the tour's tiers give today (read when the dialog opens: the
 * day at the destination decides), then the cancellation by exactly that refund.
 */
export function CancelBooking({ booking }: { booking: Booking }) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const [open, setOpen] = useState(false);
  const quote = useCancellationQuote(booking.id, open);
  const cancel = useCancelBooking(booking.id);
  const failure =
    cancel.error instanceof ApiRequestError ? cancel.error.code : cancel.error ? "other" : undefined;
  const data = quote.data;
  const locale = useLocale();
  const refundPercent = data ? percentText(locale, data.refundPercent) : "";
  const days = data?.daysBefore ?? 0;
  return (
    <Dialog
      title={t`Cancel this booking`}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        cancel.reset();
      }}
      trigger={
        <Button variant="secondary" data-testid="cancel-booking">
          <Trans>Cancel this booking</Trans>
        </Button>
      }
    >
      {quote.isPending && (
        <p role="status">
          <Trans>Working out your refund…</Trans>
        </p>
      )}
      {quote.isError &&
        (quote.error instanceof ApiRequestError && quote.error.code === "NOT_CANCELLABLE" ? (
          <p role="alert" className={formStyles.fieldError}>
            <Trans>This booking can no longer be cancelled.</Trans>
          </p>
        ) : (
          // Without the refund nothing can be confirmed: a way to ask again inside the dialog.
          <LoadError onRetry={() => void quote.refetch()} retrying={quote.isFetching} />
        ))}
      {data && (
        <div data-testid="cancellation-quote">
          <p>
            <Plural
              value={days}
              one="Your trip starts in # day (counted in the destination's calendar)."
              other="Your trip starts in # days (counted in the destination's calendar)."
            />{" "}
            <Trans>
              By the tour's cancellation terms, cancelling today refunds {refundPercent} of what you paid.
            </Trans>
          </p>
          <p>
            {data.refundChf > 0 ? (
              <Trans>
                Refund: <Amount chf={data.refundChf} />
              </Trans>
            ) : (
              <Trans>This cancellation gives no refund.</Trans>
            )}
          </p>
          <p className={styles.muted}>
            <Trans>The places go back on sale. This cannot be undone.</Trans>
          </p>
        </div>
      )}
      {failure && (
        <p role="alert" className={formStyles.fieldError}>
          {failure === "REFUND_CHANGED" ? (
            <Trans>
              A new day has begun at the destination and the refund has changed. Please check it again.
            </Trans>
          ) : failure === "NOT_CANCELLABLE" ? (
            <Trans>This booking can no longer be cancelled.</Trans>
          ) : (
            message(formMessageKey(cancel.error))
          )}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          variant="primary"
          disabled={!data || quote.isFetching}
          loading={cancel.isPending}
          onClick={() =>
            data &&
            cancel.mutate(data.refundChf, {
              onSuccess: () => setOpen(false),
            })
          }
        >
          <Trans>Cancel the booking</Trans>
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          <Trans>Keep the booking</Trans>
        </Button>
      </div>
    </Dialog>
  );
}

/** A cancelled booking's outcome: what went back (or is on its way), or that nothing does. */
export function CancellationFacts({ booking }: { booking: Booking }) {
  const locale = useLocale();
  const { cancellation, refund } = booking;
  if (!cancellation) return null;
  const on = formatDate(cancellation.at.slice(0, 10), locale, "long");
  const percent = percentText(locale, cancellation.refundPercent);
  return (
    <div data-testid="cancellation-facts">
      <p>
        {cancellation.by === "agency" ? (
          <Trans>The agency cancelled this departure on {on}.</Trans>
        ) : (
          <Trans>You cancelled this booking on {on}.</Trans>
        )}{" "}
        {cancellation.reason && <q>{cancellation.reason}</q>}
      </p>
      <p>
        {cancellation.refundChf === 0 ? (
          <Trans>No refund ({percent}).</Trans>
        ) : refund?.status === "refunded" ? (
          <Trans>
            Refunded: <Amount chf={cancellation.refundChf} /> ({percent})
          </Trans>
        ) : (
          <Trans>
            Refund on its way back to your card: <Amount chf={cancellation.refundChf} /> ({percent})
          </Trans>
        )}
      </p>
    </div>
  );
}

import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { formatMoney, maxCancellationReason } from "@tembea/shared";
import { type FormEvent, useState } from "react";
import { useLocale } from "../../i18n/locale-context";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { CharacterCount, characterCountRef } from "../../ui/form/character-count";
import formStyles from "../../ui/form/form.module.css";
import { FieldError, FormAlert, idRefs } from "../../ui/form/form-fields";
import { toast } from "../../ui/toast";
import { useCancelDeparture, useDepartureCancellation } from "./queries";
import styles from "./tour-editor.module.css";

/**
 * "Cancel departure": the dialog names what it does before anything happens (the confirmed
 * bookings, their travellers, the total refunded in full) and asks for the reason the travellers
 * are mailed. A departure already cancelled whose bookings a failed run left offers to finish.
 */
export function CancelDepartureDialog({
  tourId,
  startDate,
  label,
  finish = false,
}: {
  tourId: string;
  startDate: string;
  /** The departure as the row names it ("12 Mar 2027"). */
  label: string;
  /** The departure is cancelled already: the dialog finishes what is left. */
  finish?: boolean;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  // Counted as it is sent: trimmed.
  const reasonLength = reason.trim().length;
  const [error, setError] = useState<string>();
  const [alert, setAlert] = useState<string>();
  const quote = useDepartureCancellation(tourId, startDate, open);
  const cancel = useCancelDeparture(tourId, startDate);
  const fieldId = `cancel-reason-${startDate}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(undefined);
    const text = finish ? (quote.data?.reason ?? reason) : reason.trim();
    if (!text) {
      setError(t`Please give the reason: the travellers receive it.`);
      document.getElementById(fieldId)?.focus();
      return;
    }
    if (text.length > maxCancellationReason) {
      setError(t`Please keep the reason to ${maxCancellationReason} characters.`);
      document.getElementById(fieldId)?.focus();
      return;
    }
    setError(undefined);
    try {
      const done = await cancel.mutateAsync({ reason: text });
      toast(
        done.bookings === 0
          ? t`Departure of ${label} cancelled`
          : t`Departure of ${label} cancelled: ${done.bookings} bookings refunded`,
      );
      setOpen(false);
    } catch {
      setAlert(t`Something went wrong: the departure is closed for sale. Please try again to finish.`);
    }
  };

  const data = quote.data;
  return (
    <Dialog
      title={finish ? t`Finish cancelling the departure of ${label}?` : t`Cancel the departure of ${label}?`}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setAlert(undefined);
        setError(undefined);
      }}
      trigger={
        <Button variant="secondary" className={styles.smallButton}>
          {finish ? <Trans>Finish cancelling</Trans> : <Trans>Cancel departure</Trans>}
          <span className="visually-hidden"> {label}</span>
        </Button>
      }
    >
      {quote.isPending ? (
        <p aria-live="polite">
          <Trans>Counting the bookings…</Trans>
        </p>
      ) : quote.isError || !data ? (
        <p role="alert">
          <Trans>The bookings of this departure could not be read. Please try again.</Trans>
        </p>
      ) : (
        <form onSubmit={submit} noValidate data-testid="cancel-departure-form">
          <FormAlert>{alert}</FormAlert>
          <p data-testid="cancel-departure-summary">
            {data.bookings === 0 ? (
              <Trans>Nobody has booked this departure. It leaves sale for good.</Trans>
            ) : (
              <Trans>
                <Plural value={data.travellers} one="# traveller" other="# travellers" /> in{" "}
                <Plural value={data.bookings} one="# booking" other="# bookings" /> will be cancelled and
                refunded in full: {formatMoney(data.refundChf, "CHF", locale)} in total. Each traveller
                receives an e-mail with your reason and the tour's other departures.
              </Trans>
            )}
          </p>
          <p>
            <Trans>The departure cannot be reopened or deleted afterwards.</Trans>
          </p>
          {finish ? (
            <p>
              <Trans>Reason given</Trans>: {data.reason}
            </p>
          ) : (
            <>
              <label htmlFor={fieldId} className={formStyles.label}>
                <Trans>Reason (sent to the travellers)</Trans>
              </label>
              <textarea
                id={fieldId}
                className={`${formStyles.input} ${styles.textarea}`}
                rows={3}
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={idRefs(
                  characterCountRef(fieldId, reasonLength, maxCancellationReason),
                  error && `${fieldId}-error`,
                )}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
              <CharacterCount id={fieldId} length={reasonLength} max={maxCancellationReason} />
              <FieldError id={fieldId} message={error} />
            </>
          )}
          <div className={styles.itemActions}>
            <Button type="submit" loading={cancel.isPending}>
              {finish ? <Trans>Finish cancelling</Trans> : <Trans>Cancel the departure</Trans>}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              <Trans>Keep it</Trans>
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

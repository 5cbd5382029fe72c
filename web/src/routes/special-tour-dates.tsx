import { useLingui } from "@lingui/react/macro";
import { BookingStep } from "../features/booking/booking-step";
import { SpecialDatesStep } from "../features/booking/special-dates-step";

/** /special-tour/{id}/dates (tours layout). */
export function Component() {
  const { t } = useLingui();
  return (
    <BookingStep kind="special" step="dates" title={t`Special tour dates`}>
      {(props) => <SpecialDatesStep {...props} />}
    </BookingStep>
  );
}

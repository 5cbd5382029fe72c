import { useLingui } from "@lingui/react/macro";
import { BookingStep } from "../features/booking/booking-step";
import { SummaryStep } from "../features/booking/summary-step";

/** /group-tour/{id}/summary (tours layout). */
export function Component() {
  const { t } = useLingui();
  return (
    <BookingStep kind="group" step="summary" title={t`Summary`}>
      {(props) => <SummaryStep {...props} />}
    </BookingStep>
  );
}

import { useLingui } from "@lingui/react/macro";
import { BookingStep } from "../features/booking/booking-step";
import { TravellersStep } from "../features/booking/travellers-step";

/** /group-tour/{id}/travellers (tours layout). */
export function Component() {
  const { t } = useLingui();
  return (
    <BookingStep kind="group" step="travellers" title={t`Travellers`}>
      {(props) => <TravellersStep {...props} />}
    </BookingStep>
  );
}

import { useLingui } from "@lingui/react/macro";
import { AccommodationStep } from "../features/booking/accommodation-step";
import { BookingStep } from "../features/booking/booking-step";

/** /group-tour/{id}/accommodation (tours layout). */
export function Component() {
  const { t } = useLingui();
  return (
    <BookingStep kind="group" step="accommodation" title={t`Accommodation`}>
      {(props) => <AccommodationStep {...props} />}
    </BookingStep>
  );
}

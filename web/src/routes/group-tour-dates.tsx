import { useLingui } from "@lingui/react/macro";
import { BookingStep } from "../features/booking/booking-step";
import { GroupDatesStep } from "../features/booking/group-dates-step";

/** /group-tour/{id}/dates (tours layout). */
export function Component() {
  const { t } = useLingui();
  return (
    <BookingStep kind="group" step="dates" title={t`Group tour dates`}>
      {(props) => <GroupDatesStep {...props} />}
    </BookingStep>
  );
}

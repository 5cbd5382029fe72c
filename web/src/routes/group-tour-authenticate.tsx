import { useLingui } from "@lingui/react/macro";
import { AuthenticateStep } from "../features/booking/authenticate-step";
import { BookingStep } from "../features/booking/booking-step";

/** /group-tour/{id}/authenticate (tours layout). */
export function Component() {
  const { t } = useLingui();
  return (
    <BookingStep kind="group" step="authenticate" title={t`Log in, sign up or continue as guest`}>
      {(props) => <AuthenticateStep {...props} />}
    </BookingStep>
  );
}

import { ThankYouPage } from "../features/booking/thank-you-page";

/** /group-tour/thank-you?booking={id} (tours layout): where the checkout returns after paying. */
export function Component() {
  return <ThankYouPage kind="group" />;
}

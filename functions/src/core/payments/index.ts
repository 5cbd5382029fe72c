// The rule that picks Stripe or the local checkout lives with the other ports (core/ports.ts).
export { paymentGateway } from "../ports.js";

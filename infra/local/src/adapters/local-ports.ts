import type { Ports } from "@tembea/functions/core/ports";
import { localGateway } from "./local-gateway.js";
import { sendMailLocally } from "./local-mail-queue.js";

/**
 * The twin's adapters for the functions' ports, installed by the twin (twin.ts) and by the
 * functions' tests (functions/test/setup-env.ts) with `installLocalPorts`. Stripe still wins when a
 * developer sets STRIPE_SECRET_KEY (the rule is in functions/src/core/ports.ts).
 */
export const localPorts: Ports = { mail: sendMailLocally, checkoutWithoutStripeKey: localGateway };

/**
 * Sends a mail and never throws: a mail failure must not fail or undo the user's action. The sender
 * is a port (core/ports.ts): in AWS the SQS mail queue; in the twin straight to the SES twin, with
 * an in-process retry queue while that is down (infra/local/src/adapters/local-mail-queue.ts).
 */
export { sendMail } from "../ports.js";
export type { MailMessage } from "./message.js";

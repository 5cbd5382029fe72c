import type { SESv2Client } from "@aws-sdk/client-sesv2";
import type { MailMessage } from "./mail.js";

/**
 * The SES client is loaded with the first mail, not with the function: most invocations of a function
 * that can send mail send none (a refused request, a job with nothing due), and in AWS only the mail
 * queue's consumer talks to SES. Importing it costs a cold start about 15 ms.
 */
const sesModule = () => import("@aws-sdk/client-sesv2");

let client: SESv2Client | undefined;
async function ses(): Promise<SESv2Client> {
  const { SESv2Client } = await sesModule();
  client ??= new SESv2Client(process.env.SES_ENDPOINT ? { endpoint: process.env.SES_ENDPOINT } : {});
  return client;
}

const sender = () => process.env.MAIL_FROM ?? "Tembea <no-reply@tembea.travel>";

/** One attempt to hand a mail to SES; throws when SES refuses or cannot be reached. */
export async function deliverBySes(message: MailMessage): Promise<void> {
  const { SendEmailCommand } = await sesModule();
  await (await ses()).send(
    new SendEmailCommand({
      FromEmailAddress: sender(),
      Destination: { ToAddresses: [message.to] },
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: "UTF-8" },
          Body: {
            Text: { Data: message.text, Charset: "UTF-8" },
            Html: { Data: message.html, Charset: "UTF-8" },
          },
        },
      },
    }),
  );
}

import { SESv2Client, SendEmailCommand } from "@aws-sdk/client-sesv2";
import type { MailMessage } from "./mail.js";

let client: SESv2Client | undefined;
function ses(): SESv2Client {
  client ??= new SESv2Client(process.env.SES_ENDPOINT ? { endpoint: process.env.SES_ENDPOINT } : {});
  return client;
}

const sender = () => process.env.MAIL_FROM ?? "Tembea <no-reply@tembea.travel>";

/** One attempt to hand a mail to SES; throws when SES refuses or cannot be reached. */
export async function deliverBySes(message: MailMessage): Promise<void> {
  await ses().send(
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

import { SendMessageCommand, SQSClient } from "@aws-sdk/client-sqs";
import {
  localMailRetry,
  localMailsWaiting,
  queueLocalMail,
} from "@tembea/infra/local/adapters/local-mail-queue";
import type { SQSEvent, SQSRecord } from "aws-lambda";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mailsTo, uniqueEmail } from "../../../test/local-services.js";
import { sendQueuedMail } from "../../consumers/send-queued-mail/handler.js";
import { type MailMessage, sendMail } from "./mail.js";
import { mailQueueUrlVariable, sendMailThroughQueue } from "./mail-queue.js";

const queueUrl = "https://sqs.eu-central-1.amazonaws.com/123456789012/Tembea-test-MailQueue";
const mail = (to: string): MailMessage => ({
  to,
  subject: "Your booking",
  text: "Thank you",
  html: "<p>Thank you</p>",
});

afterEach(() => {
  delete process.env[mailQueueUrlVariable];
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("sendMail with the twin's adapters (test/setup-env.ts: straight to SES)", () => {
  it("hands the mail to SES", async () => {
    const to = uniqueEmail("local-mail");
    await expect(sendMail(mail(to))).resolves.toBe(true);
    const [stored] = await mailsTo(to);
    expect(stored?.subject).toBe("Your booking");
  });
});

// The whole path with the SES twin really stopped and started again: src/faults/ses-down.test.ts.
describe("the local mail queue (the twin's stand-in for SQS)", () => {
  it("tries a mail SES did not take again, backing off, until SES takes it, and then no more", async () => {
    vi.useFakeTimers();
    const deliver = vi
      .fn(async (_: MailMessage) => {})
      .mockRejectedValueOnce(new Error("ECONNREFUSED"))
      .mockRejectedValueOnce(new Error("ECONNREFUSED"));
    queueLocalMail(mail("later@example.com"), deliver);
    expect(localMailsWaiting()).toBe(1);
    await vi.advanceTimersByTimeAsync(localMailRetry.firstDelayMs);
    expect(deliver).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(localMailRetry.firstDelayMs * 2);
    expect(deliver).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(localMailRetry.firstDelayMs * 4);
    expect(deliver).toHaveBeenCalledTimes(3);
    expect(deliver).toHaveBeenLastCalledWith(mail("later@example.com"));
    expect(localMailsWaiting()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(deliver).toHaveBeenCalledTimes(3);
  });

  it("waits at most maxDelayMs between tries, and gives a mail up after giveUpAfterMs", async () => {
    vi.useFakeTimers();
    const deliver = vi.fn(async (_: MailMessage) => {
      throw new Error("ECONNREFUSED");
    });
    queueLocalMail(mail("never@example.com"), deliver);
    await vi.advanceTimersByTimeAsync(localMailRetry.giveUpAfterMs - 1);
    expect(localMailsWaiting()).toBe(1);
    const tries = deliver.mock.calls.length;
    expect(tries).toBeGreaterThanOrEqual(localMailRetry.giveUpAfterMs / localMailRetry.maxDelayMs - 1);
    await vi.advanceTimersByTimeAsync(localMailRetry.maxDelayMs);
    expect(localMailsWaiting()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(deliver.mock.calls.length).toBe(tries + 1);
  });
});

describe("the AWS mail sender (the SQS queue)", () => {
  it("puts the rendered mail on the queue and sends nothing itself", async () => {
    process.env[mailQueueUrlVariable] = queueUrl;
    const to = uniqueEmail("queued-mail");
    const send = vi.spyOn(SQSClient.prototype, "send").mockResolvedValue({} as never);
    await expect(sendMailThroughQueue(mail(to))).resolves.toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
    const command = send.mock.calls[0]?.[0] as SendMessageCommand;
    expect(command).toBeInstanceOf(SendMessageCommand);
    expect(command.input.QueueUrl).toBe(queueUrl);
    expect(JSON.parse(command.input.MessageBody ?? "")).toEqual(mail(to));
    expect(await mailsTo(to)).toEqual([]);
  });

  it("tries again when SQS fails once", async () => {
    process.env[mailQueueUrlVariable] = queueUrl;
    const send = vi
      .spyOn(SQSClient.prototype, "send")
      .mockRejectedValueOnce(new Error("throttled") as never)
      .mockResolvedValue({} as never);
    await expect(sendMailThroughQueue(mail("a@example.com"))).resolves.toBe(true);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("never throws when the queue cannot be reached: the user's action goes on", async () => {
    process.env[mailQueueUrlVariable] = queueUrl;
    const send = vi.spyOn(SQSClient.prototype, "send").mockRejectedValue(new Error("unreachable") as never);
    await expect(sendMailThroughQueue(mail("a@example.com"), 2)).resolves.toBe(false);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("gives a mail up, without throwing, when no queue is configured", async () => {
    const send = vi.spyOn(SQSClient.prototype, "send");
    await expect(sendMailThroughQueue(mail("a@example.com"))).resolves.toBe(false);
    expect(send).not.toHaveBeenCalled();
  });
});

const record = (messageId: string, body: string): SQSRecord =>
  ({ messageId, body, attributes: { ApproximateReceiveCount: "1" } }) as SQSRecord;

describe("the mail queue's consumer", () => {
  it("sends every queued mail and reports only the failed ones back to SQS", async () => {
    const sent: string[] = [];
    const deliver = async (message: MailMessage) => {
      if (message.to === "refused@example.com") throw new Error("MessageRejected");
      sent.push(message.to);
    };
    const event: SQSEvent = {
      Records: [
        record("m1", JSON.stringify(mail("one@example.com"))),
        record("m2", JSON.stringify(mail("refused@example.com"))),
        record("m3", JSON.stringify(mail("three@example.com"))),
      ],
    };
    await expect(sendQueuedMail(event, deliver)).resolves.toEqual({
      batchItemFailures: [{ itemIdentifier: "m2" }],
    });
    expect(sent).toEqual(["one@example.com", "three@example.com"]);
  });

  it("reports a message that is no mail, so it ends in the dead-letter queue instead of vanishing", async () => {
    const deliver = vi.fn(async () => {});
    const event: SQSEvent = {
      Records: [record("bad-json", "{not json"), record("no-recipient", JSON.stringify({ subject: "x" }))],
    };
    await expect(sendQueuedMail(event, deliver)).resolves.toEqual({
      batchItemFailures: [{ itemIdentifier: "bad-json" }, { itemIdentifier: "no-recipient" }],
    });
    expect(deliver).not.toHaveBeenCalled();
  });

  it("sends through SES by default", async () => {
    const to = uniqueEmail("consumer");
    await expect(sendQueuedMail({ Records: [record("m1", JSON.stringify(mail(to)))] })).resolves.toEqual({
      batchItemFailures: [],
    });
    expect((await mailsTo(to)).map((m) => m.subject)).toEqual(["Your booking"]);
  });
});

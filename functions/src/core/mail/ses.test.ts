import { SESv2Client } from "@aws-sdk/client-sesv2";
import { describe, expect, it } from "vitest";
import { sendingOptions, sesClientConfig, sesConfigurationSetVariable, sesRegionVariable } from "./ses.js";

describe("the SES client's settings", () => {
  it("send in the region SES_REGION names, when the stack sets it (CDK context sesRegion)", async () => {
    const config = sesClientConfig({ [sesRegionVariable]: "eu-west-1", AWS_REGION: "eu-central-1" });
    expect(config).toEqual({ region: "eu-west-1" });
    expect(await new SESv2Client(config).config.region()).toBe("eu-west-1");
  });

  it("leave the region to the SDK (the function's own) without it, and take the twin's endpoint", () => {
    expect(sesClientConfig({ AWS_REGION: "eu-central-1" })).toEqual({});
    expect(sesClientConfig({ SES_ENDPOINT: "http://127.0.0.1:8005" })).toEqual({
      endpoint: "http://127.0.0.1:8005",
    });
  });
});

describe("what every mail is sent with", () => {
  it("names the stack's configuration set, so SES counts its bounces and complaints", () => {
    expect(
      sendingOptions({
        MAIL_FROM: "no-reply@tembea.example",
        [sesConfigurationSetVariable]: "tembea-prod-mail",
      }),
    ).toEqual({ FromEmailAddress: "no-reply@tembea.example", ConfigurationSetName: "tembea-prod-mail" });
  });

  it("names none where the stack made none (SES in another region, the twin)", () => {
    expect(sendingOptions({ MAIL_FROM: "no-reply@tembea.example" })).toEqual({
      FromEmailAddress: "no-reply@tembea.example",
    });
  });
});

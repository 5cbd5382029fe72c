import { App } from "aws-cdk-lib";
import { describe, expect, it } from "vitest";
import { defaultMailFrom, defaultSiteUrl, readSettings, stackName } from "./settings.js";

const settingsFrom = (context: Record<string, string>) => readSettings(new App({ context }).node);

describe("deploy settings from CDK context", () => {
  it("defaults to the dev stage and the placeholder sender", () => {
    expect(settingsFrom({})).toEqual({ stage: "dev", mailFrom: defaultMailFrom, siteUrl: defaultSiteUrl });
    expect(settingsFrom({ siteUrl: "https://staging.tembea.example" }).siteUrl).toBe(
      "https://staging.tembea.example",
    );
    expect(stackName("dev")).toBe("Tembea-dev");
  });

  it("reads stage, sender and custom domain", () => {
    const arn = "arn:aws:acm:us-east-1:123456789012:certificate/abc";
    expect(
      settingsFrom({
        stage: "prod",
        mailFrom: "tembea.example",
        domainName: "www.tembea.example",
        certificateArn: arn,
      }),
    ).toEqual({
      stage: "prod",
      mailFrom: "tembea.example",
      domain: { name: "www.tembea.example", certificateArn: arn },
      siteUrl: "https://www.tembea.example",
    });
  });

  it("reads the alarm address, and refuses one that is no address", () => {
    expect(settingsFrom({ alarmEmail: "ops@tembea.example" }).alarmEmail).toBe("ops@tembea.example");
    expect(settingsFrom({}).alarmEmail).toBeUndefined();
    expect(() => settingsFrom({ alarmEmail: "ops" })).toThrow(/alarmEmail/);
  });

  it("reads the SES region, and refuses one that is no AWS region", () => {
    expect(settingsFrom({ sesRegion: "eu-west-1" }).sesRegion).toBe("eu-west-1");
    expect(settingsFrom({ sesRegion: "us-gov-west-1" }).sesRegion).toBe("us-gov-west-1");
    expect(settingsFrom({}).sesRegion).toBeUndefined();
    expect(settingsFrom({ sesRegion: "" }).sesRegion).toBeUndefined();
    for (const wrong of ["Ireland", "eu-west", "EU-WEST-1", "eu_west_1", "eu-west-1a"])
      expect(() => settingsFrom({ sesRegion: wrong }), wrong).toThrow(/sesRegion/);
  });

  it("refuses a stage that cannot be part of a stack name, and a domain without its certificate", () => {
    expect(() => settingsFrom({ stage: "Prod_1" })).toThrow(/stage/);
    expect(() => settingsFrom({ domainName: "www.tembea.example" })).toThrow(/certificateArn/);
  });

  it("loads the demo only when asked, and never on prod", () => {
    expect(settingsFrom({}).demo).toBeUndefined();
    expect(settingsFrom({ demo: "false" }).demo).toBeUndefined();
    expect(settingsFrom({ demo: "true" }).demo).toBe(true);
    expect(settingsFrom({ demo: "true", demoAgencyEmail: "demo@team.example" }).demoAgencyEmail).toBe(
      "demo@team.example",
    );
    expect(() => settingsFrom({ demoAgencyEmail: "demo@team.example" })).toThrow(/goes with demo=true/);
    expect(() => settingsFrom({ demo: "true", demoAgencyEmail: "requests" })).toThrow(
      /demoAgencyEmail must be an e-mail address/,
    );
    expect(settingsFrom({ stage: "alice", demo: "true" }).demo).toBe(true);
    expect(() => settingsFrom({ demo: "yes" })).toThrow(/Context demo must be true or false/);
    expect(() => settingsFrom({ stage: "prod", demo: "true" })).toThrow(
      /demo=true is refused for the prod stage/,
    );
  });
});

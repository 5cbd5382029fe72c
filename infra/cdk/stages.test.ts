import { aws_logs as logs, RemovalPolicy } from "aws-cdk-lib";
import { describe, expect, it } from "vitest";
import { stageProfile } from "./stages.js";

describe("stage profiles", () => {
  it("prod retains and protects what holds data, keeps logs three months and allows more traffic", () => {
    expect(stageProfile("prod")).toEqual({
      production: true,
      removalPolicy: RemovalPolicy.RETAIN,
      protectTable: true,
      logRetention: logs.RetentionDays.THREE_MONTHS,
      apiThrottle: { rateLimit: 200, burstLimit: 400 },
    });
  });

  it("every other stage (dev, a person's own) is disposable", () => {
    for (const stage of ["dev", "alice"])
      expect(stageProfile(stage)).toMatchObject({
        production: false,
        removalPolicy: RemovalPolicy.DESTROY,
        protectTable: false,
        logRetention: logs.RetentionDays.TWO_WEEKS,
      });
  });
});

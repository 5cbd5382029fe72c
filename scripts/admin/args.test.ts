import { describe, expect, it } from "vitest";
import { environmentFromOutputs, parseAdminArgs, stackName } from "./args.js";

describe("npm run admin", () => {
  it("reads a stage's create, with English as the default language", () => {
    expect(
      parseAdminArgs(["create", "--email", "Ops@Tembea.example", "--name", "Zawadi Ops", "--stage", "prod"]),
    ).toEqual({
      command: "create",
      email: "ops@tembea.example",
      name: "Zawadi Ops",
      language: "en",
      target: { kind: "stage", stage: "prod" },
    });
    expect(stackName("prod")).toBe("Tembea-prod");
  });

  it("reads --local with its port and a language", () => {
    expect(
      parseAdminArgs([
        "create",
        "--email",
        "a@b.example",
        "--name",
        "A B",
        "--language",
        "de",
        "--local",
        "--port",
        "3100",
      ]),
    ).toMatchObject({ language: "de", target: { kind: "local", port: 3100 } });
  });

  it("refuses what it cannot act on, saying how to call it", () => {
    expect(() => parseAdminArgs(["list"])).toThrow(/unknown command list/);
    expect(() => parseAdminArgs(["create", "--name", "A", "--stage", "dev"])).toThrow(/--email is required/);
    expect(() => parseAdminArgs(["create", "--email", "a@b.example", "--stage", "dev"])).toThrow(/--name/);
    expect(() =>
      parseAdminArgs([
        "create",
        "--email",
        "a@b.example",
        "--name",
        "A",
        "--language",
        "it",
        "--stage",
        "dev",
      ]),
    ).toThrow(/--language/);
    expect(() => parseAdminArgs(["create", "--email", "a@b.example", "--name", "A"])).toThrow(
      /--stage <stage> or --local/,
    );
    expect(() =>
      parseAdminArgs(["create", "--email", "a@b.example", "--name", "A", "--stage", "dev", "--local"]),
    ).toThrow(/either/);
  });

  it("takes the pool, table, site and mail queue from the stack's outputs", () => {
    const outputs = [
      { OutputKey: "UserPoolId", OutputValue: "eu-central-2_abc" },
      { OutputKey: "TableName", OutputValue: "Tembea-prod-Table" },
      { OutputKey: "SiteUrl", OutputValue: "https://tembea.example" },
      { OutputKey: "MailQueueUrl", OutputValue: "https://sqs.example/q" },
    ];
    expect(environmentFromOutputs(outputs)).toEqual({
      USER_POOL_ID: "eu-central-2_abc",
      TABLE_NAME: "Tembea-prod-Table",
      SITE_URL: "https://tembea.example",
      MAIL_QUEUE_URL: "https://sqs.example/q",
    });
    expect(() => environmentFromOutputs(outputs.slice(1))).toThrow(/no output UserPoolId/);
  });
});

import { describe, expect, it } from "vitest";
import { environmentFromStack, parseAdminArgs, regionOfStackId, stackName, staffTable } from "./args.js";

const stage = ["--stage", "prod"];

describe("npm run admin", () => {
  it("reads a stage's create, with English as the default language", () => {
    expect(
      parseAdminArgs(["create", "--email", "Ops@Tembea.example", "--name", "Zawadi Ops", ...stage]),
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

  it("reads list, disable, enable and resend, and a stage's region", () => {
    expect(parseAdminArgs(["list", ...stage, "--region", "eu-central-2"])).toEqual({
      command: "list",
      target: { kind: "stage", stage: "prod", region: "eu-central-2" },
    });
    expect(parseAdminArgs(["list", "--local"])).toEqual({
      command: "list",
      target: { kind: "local", port: 3000 },
    });
    for (const command of ["disable", "enable", "resend"] as const)
      expect(parseAdminArgs([command, "--email", " Kofi@Agency.example ", ...stage])).toEqual({
        command,
        email: "kofi@agency.example",
        target: { kind: "stage", stage: "prod" },
      });
  });

  it("checks the invitee as the API's invite does (AgentInviteSchema)", () => {
    const create =
      (...flags: string[]) =>
      () =>
        parseAdminArgs(["create", ...flags, ...stage]);
    expect(create("--email", "not-an-address", "--name", "A B")).toThrow(/--email must be an e-mail address/);
    expect(create("--email", "a@b.example", "--name", "A <script>")).toThrow(
      /--name must be a person's name/,
    );
    expect(create("--email", "a@b.example", "--name", "x".repeat(101))).toThrow(/--name is too long/);
    expect(create("--email", "a@b.example", "--name", "A B", "--language", "it")).toThrow(
      /--language must be one of en, de, fr/,
    );
    expect(() => parseAdminArgs(["disable", "--email", "nobody", ...stage])).toThrow(
      /--email must be an e-mail/,
    );
  });

  it("refuses what it cannot act on, saying how to call it", () => {
    expect(() => parseAdminArgs(["delete"])).toThrow(/unknown command delete/);
    expect(() => parseAdminArgs([])).toThrow(/unknown command \(none\)[\s\S]*resend --email/);
    expect(() => parseAdminArgs(["create", "--name", "A", "--stage", "dev"])).toThrow(/--email is required/);
    expect(() => parseAdminArgs(["create", "--email", "a@b.example", "--stage", "dev"])).toThrow(/--name/);
    expect(() => parseAdminArgs(["disable", "--stage", "dev"])).toThrow(/--email is required/);
    expect(() => parseAdminArgs(["list", "--email", "a@b.example", "--stage", "dev"])).toThrow(
      /list takes no --email/,
    );
    expect(() => parseAdminArgs(["enable", "--email", "a@b.example", "--name", "A", ...stage])).toThrow(
      /enable takes no --name/,
    );
    expect(() => parseAdminArgs(["create", "--email", "a@b.example", "--name", "A"])).toThrow(
      /--stage <stage> or --local/,
    );
    expect(() =>
      parseAdminArgs(["create", "--email", "a@b.example", "--name", "A", "--stage", "dev", "--local"]),
    ).toThrow(/either/);
    expect(() => parseAdminArgs(["list", "--stage"])).toThrow(/--stage needs a value/);
    expect(() => parseAdminArgs(["list", ...stage, "--region", "Frankfurt"])).toThrow(/--region must be/);
    expect(() => parseAdminArgs(["list", "--local", "--region", "eu-central-2"])).toThrow(
      /--region is for a stage/,
    );
    expect(() => parseAdminArgs(["list", "--local", "--port", "web"])).toThrow(/--port must be a number/);
    expect(() => parseAdminArgs(["list", ...stage, "--port", "3000"])).toThrow(/--port is for --local/);
    expect(() => parseAdminArgs(["list", "--stage", "prod;rm"])).toThrow(/--stage must be a stage name/);
    expect(() => parseAdminArgs(["list", "prod"])).toThrow(/unexpected prod/);
  });

  it("takes the pool, table, site, mail queue and region from the stack", () => {
    const outputs = [
      { OutputKey: "UserPoolId", OutputValue: "eu-central-2_abc" },
      { OutputKey: "TableName", OutputValue: "Tembea-prod-Table" },
      { OutputKey: "SiteUrl", OutputValue: "https://tembea.example" },
      { OutputKey: "MailQueueUrl", OutputValue: "https://sqs.example/q" },
    ];
    const StackId = "arn:aws:cloudformation:eu-central-2:123456789012:stack/Tembea-prod/0a1b";
    expect(environmentFromStack({ StackId, Outputs: outputs })).toEqual({
      USER_POOL_ID: "eu-central-2_abc",
      TABLE_NAME: "Tembea-prod-Table",
      SITE_URL: "https://tembea.example",
      MAIL_QUEUE_URL: "https://sqs.example/q",
      AWS_REGION: "eu-central-2",
    });
    expect(() => environmentFromStack({ StackId, Outputs: outputs.slice(1) })).toThrow(
      /no output UserPoolId/,
    );
    expect(regionOfStackId("arn:aws:cloudformation:us-east-1:1:stack/x/y")).toBe("us-east-1");
    expect(() => regionOfStackId(undefined)).toThrow(/region of the stack/);
  });

  it("lists admins first, then agents by agency, with their state", () => {
    expect(
      staffTable([
        { email: "b@agency.example", name: "B", role: "agent", agencyId: "mara", state: "invited" },
        { email: "ops@tembea.example", name: "Ops", role: "admin", state: "active" },
        { email: "a@agency.example", name: "A", role: "agent", agencyId: "mara", state: "disabled" },
      ]).split("\n"),
    ).toEqual([
      "ROLE   STATE     AGENCY  E-MAIL              NAME",
      "admin  active    -       ops@tembea.example  Ops",
      "agent  disabled  mara    a@agency.example    A",
      "agent  invited   mara    b@agency.example    B",
    ]);
    expect(staffTable([])).toBe("No admins and no agents yet.");
  });
});

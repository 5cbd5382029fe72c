import { passwordMinLength } from "@tembea/shared";
import { aws_cognito as cognito, Duration, Stack } from "aws-cdk-lib";
import { Construct } from "constructs";
import type { StageProfile } from "./stages.js";

export const agentsGroupName = "agents";
/** Operator staff (docs/decisions/0018-operator-role-and-invitations.md). */
export const adminsGroupName = "admins";

/**
 * Who the users are. Sign-up and password reset run through our own endpoints with the Admin APIs,
 * so Cognito neither lets people sign themselves up nor sends its own recovery mail.
 */
export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly webClient: cognito.UserPoolClient;
  /** What API Gateway's JWT authorizer trusts. */
  readonly issuer: string;

  constructor(scope: Construct, id: string, { stage, profile }: { stage: string; profile: StageProfile }) {
    super(scope, id);
    this.userPool = new cognito.UserPool(this, "UserPool", {
      userPoolName: `tembea-${stage}`,
      // Everyone's account: in prod neither a destroy nor a console click may delete it.
      removalPolicy: profile.removalPolicy,
      deletionProtection: profile.production,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: false,
      autoVerify: { email: true },
      accountRecovery: cognito.AccountRecovery.NONE,
      standardAttributes: {
        email: { required: true, mutable: true },
        fullname: { required: false, mutable: true },
      },
      // The agency an agent works for; set only by our endpoints (the web client may not write it).
      customAttributes: { agencyId: new cognito.StringAttribute({ mutable: true }) },
      // The same rule as shared/src/domain/account.ts (docs/product-spec.md, section 5), so Cognito never
      // refuses a password the site accepted: 8+ characters, an uppercase letter, a special character.
      passwordPolicy: {
        minLength: passwordMinLength,
        requireUppercase: true,
        requireSymbols: true,
        requireLowercase: false,
        requireDigits: false,
      },
    });

    new cognito.CfnUserPoolGroup(this, "AgentsGroup", {
      userPoolId: this.userPool.userPoolId,
      groupName: agentsGroupName,
      description: "Travel agents; their tokens carry cognito:groups = [agents]",
    });
    new cognito.CfnUserPoolGroup(this, "AdminsGroup", {
      userPoolId: this.userPool.userPoolId,
      groupName: adminsGroupName,
      description: "Operator staff (the /admin area); their tokens carry cognito:groups = [admins]",
      precedence: 0,
    });

    this.webClient = this.userPool.addClient("WebClient", {
      userPoolClientName: "web",
      generateSecret: false,
      // SRP in AWS; USER_PASSWORD_AUTH because the local twin (cognito-local) has no SRP;
      // ADMIN_USER_PASSWORD_AUTH for the password change, which checks the current one on the server.
      authFlows: { userSrp: true, userPassword: true, adminUserPassword: true },
      preventUserExistenceErrors: true,
      // The browser keeps the session for a year (docs/product-spec.md, section 9: auth cookie 365 days).
      refreshTokenValidity: Duration.days(365),
      writeAttributes: new cognito.ClientAttributes().withStandardAttributes({
        fullname: true,
        locale: true,
      }),
    });

    this.issuer = `https://cognito-idp.${Stack.of(this).region}.amazonaws.com/${this.userPool.userPoolId}`;
  }
}

import {
  Annotations,
  type CfnResource,
  Duration,
  type aws_lambda as lambda,
  type aws_logs as logs,
  triggers,
} from "aws-cdk-lib";
import type { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { Construct } from "constructs";
import { demoAgencyEmailVariable } from "../demo/src/agency-email.js";
import { type GrantTargets, grantPermissions } from "./grants.js";
import type { Permissions } from "./permissions.js";
import { useCaseFunction } from "./use-case-function.js";

export interface CatalogueSeedProps {
  /** functions/src/consumers/write-destinations/handler.ts, and its line in permissions.ts (platformPermissions). */
  writeDestinations: { entry: string; permissions: Permissions };
  /** functions/src/consumers/index-agency-tours/handler.ts, and its line in permissions.ts (platformPermissions). */
  indexAgencyTours: { entry: string; permissions: Permissions };
  /** The refreshExchangeRates job's own function (jobs.ts): run once more on each deploy. */
  refreshExchangeRates: lambda.Function;
  /** Only with `-c demo=true` (settings.ts): infra/demo's loader, and its line in permissions.ts (demoPermissions). */
  demo?: {
    entry: string;
    permissions: Permissions;
    /** Where the demo agencies' request mails go in AWS (settings.ts demoAgencyEmail). */
    agencyEmail: string;
  };
  grantTargets: GrantTargets;
  logRetention: logs.RetentionDays;
  /**
   * Changes on every synth unless given, so each deploy runs the triggers (CloudFormation runs a
   * custom resource only when its properties change); tests pass a fixed one.
   */
  deployMark?: string;
}

/**
 * What a stage's table holds without anybody typing it in (docs/decisions/0019): on every deploy
 * the twelve destinations (domain data) are put as they are, and the exchange rates are fetched, so
 * a new stage shows its destinations and prices in EUR and USD from its first deploy on. With
 * `-c demo=true`, the demo catalogue is then loaded as well. All of it is idempotent, so running
 * it on each deploy changes nothing that is already right.
 */
export class CatalogueSeed extends Construct {
  readonly writeDestinations: NodejsFunction;
  readonly indexAgencyTours: NodejsFunction;
  readonly loadDemo: NodejsFunction | undefined;

  constructor(scope: Construct, id: string, props: CatalogueSeedProps) {
    super(scope, id);
    const deployMark = props.deployMark ?? new Date().toISOString();

    this.writeDestinations = useCaseFunction(this, "WriteDestinations", {
      description: "writeDestinations: puts the twelve destinations (domain data) on each deploy",
      entry: props.writeDestinations.entry,
      environment: {},
      logRetention: props.logRetention,
      timeout: Duration.seconds(30),
    });
    grantPermissions(this.writeDestinations, props.writeDestinations.permissions, props.grantTargets);
    // A failed write fails the deploy, which rolls back: a stage without destinations is no marketplace.
    const destinations = this.onDeploy("WriteDestinationsOnDeploy", this.writeDestinations, deployMark);

    // Tours written before the agencies' index existed get their entry: a one-off backfill, a no-op
    // once done (each entry is written on condition, so it may run beside the demo's load).
    this.indexAgencyTours = useCaseFunction(this, "IndexAgencyTours", {
      description:
        "indexAgencyTours: gives tours written before the agencies' index their entry, on each deploy",
      entry: props.indexAgencyTours.entry,
      environment: {},
      logRetention: props.logRetention,
      timeout: Duration.minutes(1),
    });
    grantPermissions(this.indexAgencyTours, props.indexAgencyTours.permissions, props.grantTargets);
    this.onDeploy("IndexAgencyToursOnDeploy", this.indexAgencyTours, deployMark);

    // The job keeps the last good rates when its source fails and answers without error, so a feed
    // that is down never fails a deploy; the schedule fetches again on the next working day.
    this.onDeploy("RefreshExchangeRatesOnDeploy", props.refreshExchangeRates, deployMark);
    Annotations.of(props.refreshExchangeRates).acknowledgeWarning(
      "@aws-cdk/aws-lambda:addPermissionsToVersionOrAlias",
      "The schedule invokes the function itself; the trigger invokes its version through its role's policy (<function>:*), which needs no resource permission",
    );

    if (!props.demo) {
      this.loadDemo = undefined;
      return;
    }
    this.loadDemo = useCaseFunction(this, "LoadDemo", {
      description: "loadDemo: loads the demo catalogue on each deploy of a stage deployed with -c demo=true",
      entry: props.demo.entry,
      environment: { [demoAgencyEmailVariable]: props.demo.agencyEmail },
      logRetention: props.logRetention,
      timeout: Duration.minutes(1),
    });
    grantPermissions(this.loadDemo, props.demo.permissions, props.grantTargets);
    // The demo's tours name destinations: those come first.
    this.onDeploy("LoadDemoOnDeploy", this.loadDemo, deployMark).executeAfter(destinations);
  }

  /** Runs `fn` once on every deploy, after the function and its grants. */
  private onDeploy(id: string, fn: lambda.Function, deployMark: string): triggers.Trigger {
    const trigger = new triggers.Trigger(this, id, {
      handler: fn,
      timeout: Duration.minutes(2),
      executeAfter: [fn],
    });
    const resource = trigger.node.findChild("Default").node.defaultChild as CfnResource;
    resource.addPropertyOverride("DeployMark", deployMark);
    return trigger;
  }
}

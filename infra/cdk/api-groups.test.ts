import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { handlerEntry, platformEntries } from "@tembea/functions/entries";
import { type Endpoint, endpoints } from "@tembea/shared";
import type { App } from "aws-cdk-lib";
import type { Template } from "aws-cdk-lib/assertions";
import { afterAll, describe, expect, it } from "vitest";
import { groupEndpoints, maxEndpointsPerStack, resourcesPerEndpoint } from "./api-groups.js";
import { endpointPermissions, type Permissions } from "./permissions.js";
import { readSettings } from "./settings.js";
import { TembeaStack } from "./tembea-stack.js";
import { testApp } from "./test-app.js";
import { nestedTemplatesOf } from "./test-template.js";

/**
 * An access level the contract does not have (yet): "admin" was one until the operator's endpoints
 * came, and a level that exists already holds endpoints of its own.
 */
const newLevel = "partner";

const dummy = (id: string, access: string): Endpoint =>
  ({
    ...(endpoints[0] as Endpoint),
    id,
    method: "GET",
    path: `/api/dummy/${id}`,
    access: access as Endpoint["access"],
  }) as Endpoint;

describe("the API's endpoints, grouped into nested stacks", () => {
  it("by the contract's access level, in the order the contract first names each", () => {
    const groups = groupEndpoints(endpoints);
    expect(groups.map((g) => g.name)).toEqual(
      [...new Set(endpoints.map((e) => e.access))].map((a) => `${a[0]?.toUpperCase()}${a.slice(1)}Endpoints`),
    );
    expect(groups.flatMap((g) => g.endpoints).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [...endpoints].sort((a, b) => a.id.localeCompare(b.id)),
    );
    for (const group of groups) for (const e of group.endpoints) expect(e.access, e.id).toBe(group.access);
    // A level the contract gains gets its own stack, with nobody editing a list.
    expect(endpoints.map((e) => e.access as string)).not.toContain(newLevel);
    expect(groupEndpoints([...endpoints, dummy("listThings", newLevel)]).at(-1)?.name).toBe(
      "PartnerEndpoints",
    );
  });

  it("refuses a group beyond the cap, naming the level and where to split it", () => {
    const full = Array.from({ length: maxEndpointsPerStack }, (_, i) => dummy(`d${i}`, "agent"));
    expect(() => groupEndpoints(full)).not.toThrow();
    expect(() => groupEndpoints([...full, dummy("oneMore", "agent")])).toThrow(
      /agent endpoints are 51; one nested stack holds at most 50 \(infra\/cdk\/api-groups\.ts\)/,
    );
  });
});

describe("at the cap, with the contract's endpoints plus 40 more of a new level and its busiest level full", () => {
  // Bundling is skipped (aws:cdk:bundling-stacks): the count of resources does not depend on the code.
  const appWithoutBundling = () => testApp({ mailFrom: "tembea.example", "aws:cdk:bundling-stacks": [] });
  const webDist = mkdtempSync(join(tmpdir(), "tembea-web-dist-"));
  writeFileSync(join(webDist, "index.html"), "<!doctype html><title>Tembea</title>");
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  const busiest = groupEndpoints(endpoints).reduce((a, b) =>
    b.endpoints.length > a.endpoints.length ? b : a,
  );
  const extra = [
    ...Array.from({ length: maxEndpointsPerStack - busiest.endpoints.length }, (_, i) =>
      dummy(`fill${i}`, busiest.access),
    ),
    ...Array.from({ length: 40 }, (_, i) => dummy(`partner${i}`, newLevel)),
  ];
  const extraIds = new Set(extra.map((e) => e.id));
  const stackWith = (app: App, more: Endpoint[]) =>
    new TembeaStack(app, "Tembea-dev", {
      settings: { ...readSettings(app.node), stage: "dev" },
      webDist,
      endpoints: [...endpoints, ...more],
      entryFor: (id) =>
        extraIds.has(id) || id === "oneMore" ? platformEntries.apiNotFound : handlerEntry(id),
      // Every dummy may do the most any endpoint may: one role policy whatever it holds.
      endpointPermissions: (id) =>
        (endpointPermissions[id] ?? endpointPermissions.setProfileImage) as Permissions,
    });

  it("every nested stack stays under 450 resources", () => {
    const app = appWithoutBundling();
    const stack = stackWith(app, extra);
    const assembly = app.synth();
    const nested = nestedTemplatesOf(stack, assembly.directory);
    const count = (t: Template) => Object.keys(t.toJSON().Resources).length;
    expect(count(nested[busiest.name] as Template)).toBe(maxEndpointsPerStack * resourcesPerEndpoint);
    expect(count(nested.PartnerEndpoints as Template)).toBe(40 * resourcesPerEndpoint);
    for (const [name, template] of Object.entries(nested)) expect(count(template), name).toBeLessThan(450);
    // The root keeps room for the platform's own pieces.
    const root = Object.keys(assembly.getStackArtifact(stack.artifactId).template.Resources).length;
    expect(root).toBeLessThan(250);
    rmSync(assembly.directory, { recursive: true, force: true });
  }, 120_000);

  it("one endpoint more in the full level fails the synth, not the deploy", () => {
    expect(() => stackWith(appWithoutBundling(), [...extra, dummy("oneMore", busiest.access)])).toThrow(
      /one nested stack holds at most/,
    );
  });
});

import { jobs } from "@tembea/functions/jobs";
import { endpoints } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { permissionsFor, undeclared } from "./permissions.js";

describe("the permission declarations (permissions.ts)", () => {
  it("declare every contract entry: an endpoint without a line there has no function", () => {
    const { missing } = undeclared(
      "endpoint",
      endpoints.map((e) => e.id),
    );
    expect(missing, `add to endpointPermissions in infra/cdk/permissions.ts: ${missing.join(", ")}`).toEqual(
      [],
    );
  });

  it("declare every scheduled job", () => {
    const { missing } = undeclared(
      "job",
      jobs.map((j) => j.id),
    );
    expect(missing, `add to jobPermissions in infra/cdk/permissions.ts: ${missing.join(", ")}`).toEqual([]);
  });

  it("keep no declaration of an endpoint or job that no longer exists", () => {
    expect(
      undeclared(
        "endpoint",
        endpoints.map((e) => e.id),
      ).stale,
      "stale endpoint declarations",
    ).toEqual([]);
    expect(
      undeclared(
        "job",
        jobs.map((j) => j.id),
      ).stale,
      "stale job declarations",
    ).toEqual([]);
  });

  it("fail synth with the id and the file to edit when a declaration is missing", () => {
    expect(() => permissionsFor("endpoint", "uploadTourPhoto")).toThrow(
      'No permissions declared for endpoint "uploadTourPhoto": add a line for it to endpointPermissions in infra/cdk/permissions.ts',
    );
    expect(() => permissionsFor("job", "toString")).toThrow(/job "toString"/);
  });
});

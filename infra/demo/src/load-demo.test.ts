import { afterEach, describe, expect, it } from "vitest";
import { demoAgencyEmailVariable } from "./agency-email.js";
import { demoAgencyEmail } from "./load-demo.js";

describe("the demo agencies' request address", () => {
  const saved = process.env[demoAgencyEmailVariable];
  afterEach(() => {
    if (saved === undefined) delete process.env[demoAgencyEmailVariable];
    else process.env[demoAgencyEmailVariable] = saved;
  });

  it("is the twin's own per agency, where the local mail viewer shows it", () => {
    delete process.env[demoAgencyEmailVariable];
    expect(demoAgencyEmail("kilima-routes")).toBe("requests@kilima-routes.tembea.local");
  });

  it("is the one the stack gives the loader in AWS (catalogue-seed.ts), which cannot bounce", () => {
    process.env[demoAgencyEmailVariable] = "success@simulator.amazonses.com";
    expect(demoAgencyEmail("kilima-routes")).toBe("success@simulator.amazonses.com");
  });
});

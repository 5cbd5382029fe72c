import { demoReviews } from "@tembea/infra/demo/reviews";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { contract, type Review } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { invoke } from "../../../test/invoke.js";
import { useTestTable } from "../../../test/test-table.js";
import { handler } from "./handler.js";

useTestTable();

describe("GET /api/reviews", () => {
  beforeAll(async () => {
    await seedDemoData();
  });

  it("answers the newest reviews first, six by default, with tour and agency", async () => {
    const res = await invoke(handler, contract.listReviews);
    const reviews = (res.body as { reviews: Review[] }).reviews;
    expect(reviews).toHaveLength(Math.min(6, demoReviews.length));
    const newest = [...demoReviews].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    expect(reviews[0]?.id).toBe(newest?.id);
    expect(reviews[0]?.tourTitle.en.length).toBeGreaterThan(0);
    expect(reviews[0]?.agencyName.length).toBeGreaterThan(0);
  });

  it("takes a limit from 1 to 20", async () => {
    const two = await invoke(handler, contract.listReviews, { query: { limit: "2" } });
    expect((two.body as { reviews: Review[] }).reviews).toHaveLength(2);
    expect((await invoke(handler, contract.listReviews, { query: { limit: "500" } })).status).toBe(400);
  });
});

import { destinations } from "@tembea/shared";
import type { Context, ScheduledEvent } from "aws-lambda";
import { describe, expect, it } from "vitest";
import { useTestTable } from "../../../test/test-table.js";
import { listDestinations } from "../../data/destinations.js";
import { handler } from "./handler.js";

const table = useTestTable();

/** What the deploy's trigger does: invoke the function with no payload of its own. */
const runOnDeploy = () =>
  handler({} as ScheduledEvent, { functionName: "writeDestinations", awsRequestId: "deploy" } as Context);

describe("writeDestinations (run on every deploy and at the twin's start)", () => {
  it("writes the twelve destinations into an empty table, and the same twelve items when run again", async () => {
    expect(await table.items()).toEqual([]);

    expect(await runOnDeploy()).toEqual({ destinations: 12 });
    const first = await table.items();
    expect(first).toHaveLength(12);
    expect(await listDestinations()).toEqual([...destinations].sort((a, b) => a.slug.localeCompare(b.slug)));

    expect(await runOnDeploy()).toEqual({ destinations: 12 });
    expect(await table.items()).toEqual(first);
  });
});

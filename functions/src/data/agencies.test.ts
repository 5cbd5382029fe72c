import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { useTestTable } from "../../test/test-table.js";
import { findAgency, findAgencyOfDestination, putAgency } from "./agencies.js";
import { db, tableName } from "./client.js";
import { keys } from "./keys.js";

useTestTable();

const about = { en: "Quiet.", de: "Ruhig.", fr: "Calme." };

describe("agencies", () => {
  it("reads an agency written before its city was localized as that name in every language", async () => {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.agency("cape-old"),
          ...keys.agencyOfDestination("south-africa", "cape-old"),
          entity: "agency",
          id: "cape-old",
          name: "Old Cape Tours",
          destination: "south-africa",
          city: "Cape Town",
          about,
        },
      }),
    );
    const city = { en: "Cape Town", de: "Cape Town", fr: "Cape Town" };
    expect((await findAgency("cape-old"))?.city).toEqual(city);
    expect((await findAgencyOfDestination("south-africa"))?.city).toEqual(city);
  });

  it("writes an agency again over its older self", async () => {
    const agency = {
      id: "cape-new",
      name: "Cape Tours",
      destination: "south-africa" as const,
      city: { en: "Cape Town", de: "Kapstadt", fr: "Le Cap" },
      about,
    };
    await putAgency({ ...agency, city: { en: "Cape Town", de: "Cape Town", fr: "Cape Town" } });
    await putAgency(agency);
    expect(await findAgency("cape-new")).toEqual(agency);
  });
});

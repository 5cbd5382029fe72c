import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { useTestTable } from "../../test/test-table.js";
import { auditEntry, systemActor } from "../core/audit/record.js";
import {
  AgencyChangedError,
  createAgency,
  DestinationTakenError,
  findAgency,
  findAgencyOfDestination,
  findStoredAgency,
  listAgencies,
  putAgency,
  saveAgency,
  settleAgencyLogo,
  startAgencyLogo,
} from "./agencies.js";
import { auditOfAgency } from "./audit.js";
import { db, tableName } from "./client.js";
import { keys } from "./keys.js";
import { claimRoute } from "./request-routes.js";
import { transactWrite } from "./table.js";

useTestTable();

const about = { en: "Quiet.", de: "Ruhig.", fr: "Calme." };
const city = { en: "Cape Town", de: "Kapstadt", fr: "Le Cap" };
const audit = (agencyId: string) =>
  auditEntry({
    actor: systemActor,
    action: "agency.created",
    target: { type: "agency", id: agencyId },
    agencyId,
  });

describe("agencies", () => {
  it("reads an agency stored with one destination and a one-string city in today's shape", async () => {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.agency("cape-old"),
          entity: "agency",
          id: "cape-old",
          name: "Old Cape Tours",
          destination: "south-africa",
          city: "Cape Town",
          about,
        },
      }),
    );
    await transactWrite({ TransactItems: [claimRoute("south-africa", "cape-old")] });
    const found = await findAgencyOfDestination("south-africa");
    expect(found?.city).toEqual({ en: "Cape Town", de: "Cape Town", fr: "Cape Town" });
    expect(found?.destinations).toEqual(["south-africa"]);
    expect((await findStoredAgency("cape-old"))?.version).toBe(0);
  });

  it("seeds an agency over its older self, but never over the operator's save", async () => {
    const agency = { id: "cape-new", name: "Cape Tours", destinations: ["namibia" as const], city, about };
    expect(await putAgency({ ...agency, name: "Old name" })).toBe(true);
    expect(await putAgency(agency)).toBe(true);
    expect(await findAgency("cape-new")).toEqual(agency);
    expect(await findAgencyOfDestination("namibia")).toEqual(agency);
    await saveAgency({ ...agency, name: "Saved" }, agency, 0, audit("cape-new"));
    expect(await putAgency(agency)).toBe(false);
    expect((await findAgency("cape-new"))?.name).toBe("Saved");
    expect((await listAgencies()).map((a) => a.id)).toContain("cape-new");
  });

  it("gives a destination to one agency only, and writes nothing of a refused agency", async () => {
    const first = { id: "first-rwanda", name: "First", destinations: ["rwanda" as const], city, about };
    await createAgency(first, audit(first.id));
    const second = { ...first, id: "second-rwanda", destinations: ["ghana" as const, "rwanda" as const] };
    await expect(createAgency(second, audit(second.id))).rejects.toEqual(new DestinationTakenError("rwanda"));
    expect(await findAgency("second-rwanda")).toBeUndefined();
    expect(await findAgencyOfDestination("ghana")).toBeUndefined();
    expect((await auditOfAgency("second-rwanda")).entries).toEqual([]);
    // Of two creations racing for one destination, exactly one wins.
    const racers = ["racer-a", "racer-b"].map((id) => ({ ...first, id, destinations: ["benin" as const] }));
    const results = await Promise.allSettled(racers.map((a) => createAgency(a, audit(a.id))));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });

  it("saves only from the version it read, moves routes with the agency, and records the change", async () => {
    const agency = { id: "mover", name: "Mover", destinations: ["senegal" as const], city, about };
    await createAgency(agency, audit(agency.id));
    const moved = { ...agency, destinations: ["cape-verde" as const] };
    expect(await saveAgency(moved, agency, 1, audit(agency.id))).toBe(2);
    expect(await findAgencyOfDestination("senegal")).toBeUndefined();
    expect((await findAgencyOfDestination("cape-verde"))?.id).toBe("mover");
    await expect(saveAgency({ ...moved, name: "Late" }, moved, 1, audit(agency.id))).rejects.toBeInstanceOf(
      AgencyChangedError,
    );
    expect((await findAgency("mover"))?.name).toBe("Mover");
    expect((await auditOfAgency("mover")).entries).toHaveLength(2);
  });

  it("keeps a logo rendered between a save's read and its write, and clears a field the form emptied", async () => {
    const agency = { id: "logo-race", name: "Logo Tours", destinations: ["morocco" as const], city, about };
    await createAgency({ ...agency, email: "requests@logo.example" }, audit(agency.id));
    const key = "incoming/agency-logos/logo-race/first.png";
    expect(await startAgencyLogo(agency.id, key, audit(agency.id))).toBe(true);
    const read = await findStoredAgency(agency.id);
    if (!read) throw new Error("not stored");
    // The function finishes the rendering after the form's read...
    expect(
      await settleAgencyLogo(agency.id, key, { status: "ready", base: "agency-logos/logo-race/first" }),
    ).toBe(true);
    // ...and the form saves what it read (the upload still processing, no logo), less its address.
    const { email: _, ...withoutEmail } = read.agency;
    await saveAgency({ ...withoutEmail, name: "Renamed" }, read.agency, read.version, audit(agency.id));
    const saved = await findAgency(agency.id);
    expect(saved).toMatchObject({ name: "Renamed", logo: "agency-logos/logo-race/first" });
    expect(saved?.logoUpload).toBeUndefined();
    expect(saved?.email).toBeUndefined();
  });
});

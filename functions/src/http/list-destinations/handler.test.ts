import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { contract, type Destination, destinations } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { invoke } from "../../../test/invoke.js";
import { useTestTable } from "../../../test/test-table.js";
import { handler } from "./handler.js";

useTestTable();

describe("GET /api/destinations", () => {
  it("answers an empty list before anything is seeded", async () => {
    const res = await invoke(handler, contract.listDestinations);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ destinations: [] });
  });

  describe("with the demo data", () => {
    beforeAll(async () => {
      await seedDemoData();
      await seedDemoData(); // idempotent: still twelve
    });

    it("lists the twelve destinations from the table, sorted by English name by default", async () => {
      const res = await invoke(handler, contract.listDestinations);
      expect(res.status).toBe(200);
      const list = (res.body as { destinations: Destination[] }).destinations;
      expect(list).toHaveLength(12);
      expect(list[0]?.name.en).toBe("Benin");
      expect(list.at(-1)?.name.en).toBe("Tanzania");
      expect(list.find((d) => d.slug === "kenya")).toEqual(destinations.find((d) => d.slug === "kenya"));
      expect(res.headers["cache-control"]).toBe("public, max-age=20, s-maxage=20, stale-while-revalidate=10");
    });

    it("sorts by name in the requested language", async () => {
      const de = await invoke(handler, contract.listDestinations, { query: { locale: "de" } });
      const names = (de.body as { destinations: Destination[] }).destinations.map((d) => d.name.de);
      expect(names.slice(0, 3)).toEqual(["Benin", "Demokratische Republik Kongo", "Elfenbeinküste"]);
      const fr = await invoke(handler, contract.listDestinations, { query: { locale: "fr" } });
      expect((fr.body as { destinations: Destination[] }).destinations[0]?.name.fr).toBe("Afrique du Sud");
    });
  });

  it("refuses an unknown locale or an unknown query field with 400 and field errors", async () => {
    const res = await invoke(handler, contract.listDestinations, { query: { locale: "it", page: "2" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: {
        code: "VALIDATION_FAILED",
        fields: { "query.locale": "invalid", "query.page": "unknownField" },
      },
    });
  });
});

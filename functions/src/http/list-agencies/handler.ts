import * as contract from "@tembea/shared/contract/agencies";
import { listAgencies } from "../../data/agencies.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.listAgencies, async () => {
  const agencies = await listAgencies();
  const collator = new Intl.Collator("en", { sensitivity: "base" });
  return {
    agencies: agencies
      .map(({ id, name, city, destinations, logo }) => ({ id, name, city, destinations, logo }))
      .sort((a, b) => collator.compare(a.name, b.name)),
  };
});

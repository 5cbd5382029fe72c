import { demoAgencies } from "../../demo/src/agencies.js";
import type { DemoUser } from "./services/local-cognito.js";

export const demoPassword = "Safari!2026";

/** The traveller and the agent whose logins the twin prints. Local only. */
export const demoTraveller: DemoUser = {
  email: "traveller@tembea.local",
  password: demoPassword,
  name: "Amina Traveller",
  groups: [],
};
export const demoAgent: DemoUser = {
  email: "agent@tembea.local",
  password: demoPassword,
  name: "Baraka Agent",
  groups: ["agents"],
  agencyId: "mara-horizon-safaris",
};

/** Operator staff: the /admin area (agencies, agents, history). */
export const demoAdmin: DemoUser = {
  email: "admin@tembea.local",
  password: demoPassword,
  name: "Zawadi Admin",
  groups: ["admins"],
};

/** One agent per agency, so every destination's requests can be answered on the local stack. */
export const demoUsers: DemoUser[] = [
  demoTraveller,
  demoAgent,
  demoAdmin,
  ...demoAgencies
    .filter((agency) => agency.id !== demoAgent.agencyId)
    .map((agency) => ({
      email: `agent.${agency.id}@tembea.local`,
      password: demoPassword,
      name: `${agency.name} Agent`,
      groups: ["agents"],
      agencyId: agency.id,
    })),
];

import type { DemoUser } from "@tembea/functions/identity/local-cognito";

/** Demo accounts seeded into the local user pool; their credentials are printed at start. Local only. */
export const demoUsers: DemoUser[] = [
  { email: "traveller@tembea.local", password: "Safari!2026", name: "Amina Traveller", groups: [] },
  { email: "agent@tembea.local", password: "Safari!2026", name: "Baraka Agent", groups: ["agents"] },
];

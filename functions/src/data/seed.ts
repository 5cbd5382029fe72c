import { destinations } from "@tembea/shared";
import { putDestination } from "./destinations.js";

/**
 * Writes the demo data. Every write is a Put on a fixed key, so running it again changes nothing.
 * Later features add their agencies, tours and departures here.
 */
export async function seedDemoData(): Promise<{ destinations: number }> {
  await Promise.all(destinations.map((d) => putDestination(d)));
  return { destinations: destinations.length };
}

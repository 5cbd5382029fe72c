// What the bench needs besides the demo data: departures of its own (a hold takes places, so the
// booking benchmarks never eat the demo's), created through the data layer the handlers use.

import { tableNameVariable } from "@tembea/functions/data/table-schema";
import { createDeparture, listGroupTours, listSpecialTours } from "@tembea/functions/data/tours";
import { localAwsCredentials, localRegion } from "@tembea/infra/local/services/local-dynamodb";
import { returnDate } from "@tembea/shared";
import type { BenchTwin } from "./twin.js";

/** Points this process's data layer (functions/src/data) at the twin's DynamoDB Local. */
export function useTwinTable(twin: BenchTwin): void {
  Object.assign(process.env, {
    [tableNameVariable]: twin.tableName,
    DYNAMODB_ENDPOINT: twin.dynamoEndpoint,
    AWS_REGION: localRegion,
    AWS_ACCESS_KEY_ID: localAwsCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localAwsCredentials.secretAccessKey,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
  });
}

export interface SeededTours {
  groupTourId: string;
  groupTourDays: number;
  specialTourId: string;
}

/** The first seeded tour of each kind (read through the data layer, after useTwinTable). */
export async function seededTours(): Promise<SeededTours> {
  const [group, special] = await Promise.all([listGroupTours(), listSpecialTours()]);
  const first = group[0];
  if (!first) throw new Error("the twin seeded no group tour");
  return {
    groupTourId: first.id,
    groupTourDays: first.durationDays,
    specialTourId: special[0]?.id ?? "bench-no-special-tour",
  };
}

/**
 * A departure of the tour, far enough ahead that no demo departure shares its date; `daysAhead`
 * keeps the bench's departures apart from each other.
 */
export async function benchDeparture(tours: SeededTours, daysAhead: number, places: number): Promise<string> {
  const start = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const created = await createDeparture({
    tourId: tours.groupTourId,
    startDate: start,
    endDate: returnDate(start, tours.groupTourDays),
    capacity: places,
    placesLeft: places,
  });
  if (!created) throw new Error(`a departure of ${tours.groupTourId} on ${start} already exists`);
  return start;
}

/** A valid one-traveller group-tour booking (one single room), as the booking page sends it. */
export function bookingBody(tourId: string, departureDate: string, email = "bench@tembea.local"): string {
  return JSON.stringify({
    tourId,
    departureDate,
    rooms: { sharedRooms: 0, singleRooms: 1 },
    travellers: {
      lead: {
        firstName: "Bench",
        lastName: "Runner",
        email,
        phone: { country: "CH", number: "079 123 45 67" },
        nationality: "CH",
        birthDate: "1980-01-01",
      },
      others: [],
    },
    acceptTerms: true,
    locale: "en",
    displayCurrency: "CHF",
  });
}

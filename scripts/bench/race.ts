import { randomUUID } from "node:crypto";
// N bookings at once for a departure with K places, through the twin's API: exactly K may be held.
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "@tembea/functions/data/client";
import { keys } from "@tembea/functions/data/keys";
import { benchDeparture, bookingBody, type SeededTours } from "./fixtures.js";
import { type Measurement, measurement } from "./report.js";

export const raceAttempts = 50;
export const racePlaces = 5;

export async function measureRace(
  origin: string,
  tours: SeededTours,
  daysAhead: number,
): Promise<{ measurements: Measurement[]; details: Record<string, unknown> }> {
  const date = await benchDeparture(tours, daysAhead, racePlaces);
  const statuses = await Promise.all(
    Array.from({ length: raceAttempts }, (_, i) =>
      fetch(`${origin}/api/bookings/group-tour`, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
        body: bookingBody(tours.groupTourId, date, `race-${i}@tembea.local`),
        signal: AbortSignal.timeout(60_000),
      })
        .then(async (r) => ({
          status: r.status,
          code: r.ok ? "" : ((await r.json()) as { error?: { code?: string } }).error?.code,
        }))
        .catch((error: unknown) => ({ status: 0, code: String(error) })),
    ),
  );
  const held = statuses.filter((s) => s.status === 200 || s.status === 201).length;
  const fullyBooked = statuses.filter((s) => s.status === 409 && s.code === "FULLY_BOOKED").length;
  const other = raceAttempts - held - fullyBooked;
  const departure = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.departure(tours.groupTourId, date) }),
  );
  const placesLeft = Number(departure.Item?.placesLeft);
  const measurements = [
    measurement("race", `${raceAttempts} bookings for ${racePlaces} places`, "held", held, "", {
      op: "=",
      value: racePlaces,
    }),
    measurement(
      "race",
      `${raceAttempts} bookings for ${racePlaces} places`,
      "overbooked",
      Math.max(0, held - racePlaces),
      "",
      {
        op: "=",
        value: 0,
      },
    ),
    measurement("race", `${raceAttempts} bookings for ${racePlaces} places`, "places left", placesLeft, "", {
      op: "=",
      value: 0,
    }),
    measurement(
      "race",
      `${raceAttempts} bookings for ${racePlaces} places`,
      "answers other than 200/409",
      other,
      "",
      {
        op: "=",
        value: 0,
      },
    ),
  ];
  return { measurements, details: { departure: date, held, fullyBooked, other, placesLeft, statuses } };
}

import { randomUUID } from "node:crypto";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, PutCommand } from "@aws-sdk/lib-dynamodb";
import { keys } from "@tembea/functions/data/keys";
import { localAwsCredentials, localRegion } from "@tembea/infra/local/services/local-dynamodb";

// A trip that has already ended cannot be booked through the API (departures lie ahead), so this
// one thing is written into the twin's table (DynamoDB Local on the port after the site's, table
// "tembea-local": infra/local/src/config.ts), as the booking a paid checkout leaves, with the keys
// of functions/src/data/keys.ts. It stays off the review-invitation index, so no job mails a link:
// the test is about the link My trips gives.

const port = Number(process.env.E2E_PORT ?? 3100);

/** The account's Cognito sub, read from its ID token (the twin's own, verified by the API). */
export function subOf(idToken: string): string {
  const payload = idToken.split(".")[1] ?? "";
  return (JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { sub: string }).sub;
}

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** A paid booking of the account's on the Great Migration safari that ended `endedDaysAgo` days ago. */
export async function endedTrip(account: { sub: string; email: string }, endedDaysAgo = 3): Promise<string> {
  const id = randomUUID();
  const endDate = isoDay(-endedDaysAgo);
  const startDate = isoDay(-endedDaysAgo - 7);
  const createdAt = new Date(Date.now() - 60 * 86_400_000).toISOString();
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: `http://127.0.0.1:${port + 1}`,
      region: localRegion,
      credentials: localAwsCredentials,
    }),
  );
  await db.send(
    new PutCommand({
      TableName: "tembea-local",
      Item: {
        ...keys.booking(id),
        ...keys.bookingOfTraveller(account.email, createdAt, id),
        entity: "booking",
        id,
        kind: "group",
        tourId: "kenya-great-migration-safari",
        startDate,
        endDate,
        numberOfTravellers: 1,
        rooms: { sharedRooms: 0, singleRooms: 1 },
        travellers: {
          lead: {
            firstName: "Nala",
            lastName: "Kamau",
            email: account.email,
            phone: { country: "CH", number: "079 123 45 67" },
            nationality: "CH",
            birthDate: "1988-08-08",
          },
          others: [],
        },
        totalChf: 300_000,
        refundTiers: [{ daysBefore: 0, refundPercent: 0 }],
        status: "confirmed",
        locale: "en",
        userId: account.sub,
        bookerEmail: account.email,
        createdAt,
        holdExpiresAt: new Date(Date.parse(createdAt) + 1_800_000).toISOString(),
        confirmedAt: new Date(Date.parse(createdAt) + 600_000).toISOString(),
      },
      ConditionExpression: "attribute_not_exists(pk)",
    }),
  );
  db.destroy();
  return id;
}

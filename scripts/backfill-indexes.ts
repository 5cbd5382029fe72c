// Fills the entries of indexes a deploy added to a table that already held items (docs/deploy.md):
//   TABLE_NAME=<the stack's table> AWS_REGION=<region> npx tsx scripts/backfill-indexes.ts gsi3
// With the credentials of whoever deploys. Safe to run again and while the site is live.
import { backfillIndexes } from "@tembea/functions/data/backfill-indexes";

const indexes = process.argv.slice(2);
if (!indexes.length) throw new Error("name the added indexes, e.g. gsi3");
console.log(await backfillIndexes(indexes));

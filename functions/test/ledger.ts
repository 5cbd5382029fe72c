import type { LedgerEntry } from "@tembea/shared";
import { ledgerEntryPut } from "../src/data/ledger.js";
import { transactWrite } from "../src/data/table.js";

/**
 * Writes ledger entries as the changes that move money do (each in its own transaction), for the
 * movements a test needs without going through them: a refund paid, a tailored trip's payment.
 */
export async function recordInLedger(...entries: LedgerEntry[]): Promise<void> {
  for (const entry of entries) await transactWrite({ TransactItems: [ledgerEntryPut(entry)] });
}

import { db } from "../src/data/client.js";

/**
 * The names of the DynamoDB commands (`GetItemCommand`, `QueryCommand`, `TransactWriteItemsCommand`
 * …) the data layer sends while `run` runs, in order: for tests that a use case reads no more than
 * it needs. Counts every request of the process, so `run` should be the only thing running.
 */
export async function tableRequestsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const names: string[] = [];
  const name = `count-requests-${Math.random()}`;
  db().middlewareStack.add(
    (next, context) => async (args) => {
      names.push(String(context.commandName));
      return next(args);
    },
    { step: "initialize", name },
  );
  try {
    await run();
  } finally {
    db().middlewareStack.remove(name);
  }
  return names;
}

/** Of those, the reads. */
export const reads = (names: string[]) => names.filter((n) => /^(Get|BatchGet|Query|Scan)/.test(n));

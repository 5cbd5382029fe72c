/**
 * Runs a write whose condition may not hold and says whether it did: a failed condition is an
 * answer ("already used", "no longer held"), not an error. Other failures are thrown.
 */
export async function whenConditionHolds(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if ((error as Error).name === "ConditionalCheckFailedException") return false;
    throw error;
  }
}

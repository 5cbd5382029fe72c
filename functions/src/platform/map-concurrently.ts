/**
 * Runs `task` for every item, at most `limit` at a time, and returns the results in the items' order.
 * For a job's independent reads: one after the other they wait a round trip each, all at once they
 * open a connection each (a TLS handshake in AWS), which costs a Lambda's fraction of a CPU more
 * than it saves.
 */
export async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

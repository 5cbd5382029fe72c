/**
 * A load that runs once and is shared by every caller, except that a failed load is forgotten: the
 * next call tries again (a chunk or catalog that failed on a bad connection may load on the next
 * visit). The one place the app writes "load once, try a failure again".
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

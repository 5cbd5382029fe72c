import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { UseQueryResult } from "../../lib/query";
import { LoadError } from "../../ui/load-error";
import { Loading } from "../../ui/loading";
import { Skeleton } from "../../ui/skeleton";

/** A statement's query: loading placeholders, the error with a retry, or its content. */
export function StatementQuery<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useLingui();
  if (query.isPending)
    return (
      <Loading label={t`Loading the statement…`}>
        <Skeleton height="12rem" />
      </Loading>
    );
  if (query.isError) return <LoadError onRetry={() => query.refetch()} retrying={query.isFetching} />;
  return <>{children(query.data)}</>;
}

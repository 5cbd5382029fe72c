import { Trans, useLingui } from "@lingui/react/macro";
import type { Destination, Locale } from "@tembea/shared";
import type { ReactNode } from "react";
import { useLocale } from "../../i18n/locale-context";
import { LoadError } from "../../ui/load-error";
import { Loading } from "../../ui/loading";
import { useDestinations } from "./use-destinations";

/**
 * The destinations in the page's language with their loading, error and empty states: `placeholder`
 * while they load, `children` once there are some (the home page's list and the destination pages'
 * cards draw them each their own way).
 */
export function DestinationStates({
  placeholder,
  messageClassName,
  children,
}: {
  placeholder: ReactNode;
  messageClassName: string | undefined;
  children: (destinations: Destination[], locale: Locale) => ReactNode;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data, status, refetch, isRefetching } = useDestinations(locale);
  if (status === "pending") return <Loading label={t`Loading destinations…`}>{placeholder}</Loading>;
  if (status === "error") return <LoadError onRetry={() => void refetch()} retrying={isRefetching} />;
  if (data.length === 0) {
    return (
      <p className={messageClassName} role="status">
        <Trans>No destinations are available at the moment.</Trans>
      </p>
    );
  }
  return children(data, locale);
}

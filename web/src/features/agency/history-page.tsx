import { Trans, useLingui } from "@lingui/react/macro";
import { usePageTitle } from "../../ui/page-title";
import styles from "./agency.module.css";
import { HistoryList } from "./history-list";
import { useMyAgencyHistory } from "./queries";

/** /agent/history: who did what in the agent's own agency. */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`History`);
  const query = useMyAgencyHistory();
  return (
    <div className={`container ${styles.page}`}>
      <h1>
        <Trans>History</Trans>
      </h1>
      <HistoryList query={query} heading={<Trans>Changes to your agency</Trans>} />
    </div>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import formStyles from "../../ui/form/form.module.css";
import { usePageTitle } from "../../ui/page-title";
import { HistoryList } from "../agency/history-list";
import styles from "./admin.module.css";
import { useAuditEntries } from "./queries";

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** /admin/history: everyone's changes, a month at a time. */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`History`);
  const [month, setMonth] = useState(thisMonth);
  const query = useAuditEntries({ month });
  return (
    <div className={`container ${styles.page}`}>
      <h1>
        <Trans>History</Trans>
      </h1>
      <div className={formStyles.field}>
        <label htmlFor="history-month" className={formStyles.label}>
          <Trans>Month</Trans>
        </label>
        <input
          id="history-month"
          type="month"
          className={formStyles.input}
          value={month}
          max={thisMonth()}
          onChange={(event) => {
            if (/^\d{4}-\d{2}$/.test(event.target.value)) setMonth(event.target.value);
          }}
        />
      </div>
      <HistoryList query={query} heading={<Trans>Changes in this month</Trans>} />
    </div>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { usePageTitle } from "../../ui/page-title";
import { useAgencyStatement } from "./queries";
import { StatementMonthField, useStatementMonth } from "./statement-month";
import { StatementQuery } from "./statement-states";
import { StatementView } from "./statement-view";
import styles from "./statements.module.css";

/** /agent/statements: the agent's own agency's month (the operator pays from the same statement). */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Statements`);
  const [month, setMonth] = useStatementMonth();
  const query = useAgencyStatement(month);
  return (
    <div className={`container ${styles.page}`}>
      <h1>
        <Trans>Statements</Trans>
      </h1>
      <StatementMonthField month={month} onChange={setMonth} />
      <StatementQuery query={query}>{(statement) => <StatementView statement={statement} />}</StatementQuery>
    </div>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useParams } from "react-router";
import { useLocalizedPath } from "../../i18n/locale-context";
import { usePageTitle } from "../../ui/page-title";
import {
  StatementMonthField,
  StatementQuery,
  StatementView,
  statementStyles as styles,
  useAdminAgencyStatement,
  useStatementMonth,
} from "../statements/statement-parts";

/** /admin/agencies/{agencyId}/statements: one agency's month, as the operator pays from it. */
export function Component() {
  const { t } = useLingui();
  const to = useLocalizedPath();
  usePageTitle(t`Statements`);
  const { agencyId = "" } = useParams();
  const [month, setMonth] = useStatementMonth();
  const query = useAdminAgencyStatement(agencyId, month);
  return (
    <div className={`container ${styles.page}`}>
      <p>
        <Link to={to(`/admin/statements?month=${month}`)}>
          <Trans>All agencies</Trans>
        </Link>
      </p>
      <h1>
        <Trans>Statement</Trans>
      </h1>
      <StatementMonthField month={month} onChange={setMonth} />
      <StatementQuery query={query}>{(statement) => <StatementView statement={statement} />}</StatementQuery>
    </div>
  );
}

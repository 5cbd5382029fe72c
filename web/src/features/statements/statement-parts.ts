/**
 * What the operator's statement pages (features/admin) take from this feature: the same view, month,
 * states, CSV and queries as the agent's page, so both read one statement the same way.
 */
export { CsvLink } from "./csv-link";
export { useAdminAgencyStatement, useStatementOverview } from "./queries";
export { overviewCsvRows } from "./statement-csv";
export { useTotalLabels } from "./statement-labels";
export { StatementMonthField, useStatementMonth } from "./statement-month";
export { StatementQuery } from "./statement-states";
export { chf, StatementView } from "./statement-view";
export { default as statementStyles } from "./statements.module.css";

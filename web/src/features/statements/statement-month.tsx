import { Trans } from "@lingui/react/macro";
import { useSearchParams } from "react-router";
import formStyles from "../../ui/form/form.module.css";

const thisMonth = () => new Date().toISOString().slice(0, 7);
const isMonth = (value: string | null): value is string =>
  value !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** The statement's month, in the URL (`?month=2026-11`) so a statement can be linked; this month by default. */
export function useStatementMonth(): [string, (month: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get("month");
  const month = isMonth(asked) ? asked : thisMonth();
  return [month, (next) => setParams(next === thisMonth() ? {} : { month: next }, { replace: true })];
}

export function StatementMonthField({
  month,
  onChange,
}: {
  month: string;
  onChange: (month: string) => void;
}) {
  return (
    <div className={formStyles.field}>
      <label htmlFor="statement-month" className={formStyles.label}>
        <Trans>Month</Trans>
      </label>
      <input
        id="statement-month"
        type="month"
        className={formStyles.input}
        value={month}
        max={thisMonth()}
        onChange={(event) => {
          if (isMonth(event.target.value)) onChange(event.target.value);
        }}
      />
    </div>
  );
}

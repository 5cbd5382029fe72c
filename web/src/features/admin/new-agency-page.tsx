import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "react-router";
import { useLocalizedPath } from "../../i18n/locale-context";
import { usePageTitle } from "../../ui/page-title";
import styles from "./admin.module.css";
import { AgencyForm, emptyAgency } from "./agency-form";
import { useCreateAgency } from "./queries";

/** /admin/agencies/new: a new agency; saved, its page opens. */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`New agency`);
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const create = useCreateAgency();
  return (
    <div className={`container ${styles.page}`}>
      <h1>
        <Trans>New agency</Trans>
      </h1>
      <AgencyForm
        initial={emptyAgency}
        submitLabel={<Trans>Create agency</Trans>}
        onSave={async (values) => {
          const created = await create.mutateAsync(values);
          navigate(to(`/admin/agencies/${created.id}`));
        }}
      />
    </div>
  );
}

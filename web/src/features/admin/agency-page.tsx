import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminAgency, AgencyInput } from "@tembea/shared";
import { useRef, useState } from "react";
import { useParams } from "react-router";
import { ApiRequestError, isNotFound } from "../../api/client";
import { Button } from "../../ui/button";
import { FormAlert } from "../../ui/form/form-fields";
import { LoadError } from "../../ui/load-error";
import { Loading } from "../../ui/loading";
import { usePageTitle } from "../../ui/page-title";
import { HistoryList } from "../agency/history-list";
import { NotFoundPage } from "../errors/not-found-page";
import styles from "./admin.module.css";
import { AgencyForm } from "./agency-form";
import { AgencyLogoField } from "./agency-logo-field";
import { AgentsSection } from "./agents-section";
import { useAdminAgency, useAuditEntries, useUpdateAgency } from "./queries";

// The logo is not a field of the form (its own upload: agency-logo-field.tsx).
const inputOf = ({ id: _, version: __, logo: ___, logoUpload: ____, ...input }: AdminAgency): AgencyInput =>
  input;

/**
 * /admin/agencies/:agencyId: the agency's edit form, its agents and its history. A save that comes
 * after someone else's keeps what was typed and offers to load theirs or to save this over it.
 */
export function Component() {
  const { t } = useLingui();
  const { agencyId = "" } = useParams();
  const query = useAdminAgency(agencyId);
  const update = useUpdateAgency(agencyId);
  const history = useAuditEntries({ agencyId });
  const [conflict, setConflict] = useState(false);
  const [saved, setSaved] = useState(false);
  // The form is drawn again from the stored agency only when the user asks for it (loads theirs).
  const [formKey, setFormKey] = useState(0);
  const typed = useRef<AgencyInput>(undefined);
  const agency = query.data?.agency;
  usePageTitle(agency?.name ?? t`Agency`);

  if (query.isError && isNotFound(query.error)) return <NotFoundPage />;

  const save = async (values: AgencyInput, version: number) => {
    typed.current = values;
    setSaved(false);
    try {
      await update.mutateAsync({ ...values, version });
      setConflict(false);
      setSaved(true);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "AGENCY_CHANGED") {
        setConflict(true);
        return;
      }
      throw error;
    }
  };
  const loadTheirs = async () => {
    await query.refetch();
    setConflict(false);
    setFormKey((k) => k + 1);
  };
  const saveMine = async () => {
    const latest = await query.refetch();
    if (latest.data && typed.current) await save(typed.current, latest.data.agency.version);
  };

  return (
    <div className={`container ${styles.page}`}>
      <h1>{agency?.name ?? <Trans>Agency</Trans>}</h1>
      {query.isPending ? (
        <Loading label={t`Loading the agency`}>
          <p aria-hidden="true">…</p>
        </Loading>
      ) : !agency || !query.data ? (
        <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <>
          <div role="status">
            {saved && (
              <p className={styles.muted}>
                <Trans>Saved.</Trans>
              </p>
            )}
          </div>
          <AgencyLogoField agency={agency} />
          <AgencyForm
            key={formKey}
            initial={inputOf(agency)}
            submitLabel={<Trans>Save</Trans>}
            onSave={(values) => save(values, agency.version)}
            notice={
              conflict && (
                <FormAlert focusOnShow>
                  <p>
                    <Trans>
                      Someone else saved this agency after you opened it. What you typed is still here.
                    </Trans>
                  </p>
                  <div className={styles.actions}>
                    <Button variant="secondary" onClick={() => void loadTheirs()}>
                      <Trans>Load their version</Trans>
                    </Button>
                    <Button onClick={() => void saveMine()} loading={update.isPending}>
                      <Trans>Save mine over it</Trans>
                    </Button>
                  </div>
                </FormAlert>
              )
            }
          />
          <AgentsSection agencyId={agency.id} agents={query.data.agents} />
          <HistoryList query={history} heading={<Trans>History</Trans>} />
        </>
      )}
    </div>
  );
}

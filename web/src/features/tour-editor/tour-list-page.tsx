import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { TourKind } from "@tembea/shared";
import { destinationNames, sortDestinationsByName } from "@tembea/shared";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { destinationName } from "../../lib/format";
import { Button } from "../../ui/button";
import { Container } from "../../ui/container";
import { useFieldMessage } from "../../ui/form/field-messages";
import { FormAlert, SelectField } from "../../ui/form/form-fields";
import { formMessageKey } from "../../ui/form/server-errors";
import { LoadError } from "../../ui/load-error";
import { Loading } from "../../ui/loading";
import { usePageTitle } from "../../ui/page-title";
import { Skeleton } from "../../ui/skeleton";
import { useTourLabels } from "./labels";
import { useAgencyTours, useCreateTour } from "./queries";
import styles from "./tour-editor.module.css";
import { agentTourPath, tourTitle } from "./tour-title";

/** "New tour": the two facts a tour needs from the start; everything else is written in the editor. */
function NewTourForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const locale = useLocale();
  const labels = useTourLabels();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const create = useCreateTour();
  const kindName = useId();
  const [kind, setKind] = useState<TourKind>("group");
  const [destination, setDestination] = useState("");
  const [error, setError] = useState<string>();
  const [alert, setAlert] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  // The "New tour" button that opened the form is gone: the focus goes to the form's heading.
  useEffect(() => heading.current?.focus(), []);
  const destinations = sortDestinationsByName(destinationNames, locale).map((d) => d.slug);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(undefined);
    const chosen = destinations.find((slug) => slug === destination);
    if (!chosen) {
      setError(t`Please choose the tour's destination`);
      document.getElementById("new-tour-destination")?.focus();
      return;
    }
    try {
      const created = await create.mutateAsync({ kind, destination: chosen });
      navigate(to(agentTourPath(created.id)));
    } catch (failure) {
      setAlert(
        formMessageKey(failure) === "connectionLost"
          ? message("connectionLost")
          : t`The tour could not be created. Please try again.`,
      );
    }
  };

  return (
    <form className={styles.newTour} onSubmit={submit} noValidate aria-labelledby="new-tour-heading">
      <h2 id="new-tour-heading" ref={heading} tabIndex={-1}>
        <Trans>New tour</Trans>
      </h2>
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">
          <Trans>Kind of tour</Trans>
        </legend>
        {(["group", "special"] as const).map((value) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name={kindName}
              value={value}
              checked={kind === value}
              onChange={() => setKind(value)}
            />
            {labels.kind[value]}
          </label>
        ))}
      </fieldset>
      <SelectField
        id="new-tour-destination"
        label={<Trans>Destination</Trans>}
        value={destination}
        error={error}
        onChange={(event) => {
          setDestination(event.target.value);
          setError(undefined);
        }}
      >
        <option value="">{t`Choose a destination`}</option>
        {destinations.map((slug) => (
          <option key={slug} value={slug}>
            {destinationName(slug, locale)}
          </option>
        ))}
      </SelectField>
      <div className={styles.itemActions}>
        <Button type="submit" loading={create.isPending}>
          <Trans>Create the draft</Trans>
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={create.isPending}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
      {/* Under the buttons, so a message appearing does not move them away from the thumb. */}
      <FormAlert>{alert}</FormAlert>
    </form>
  );
}

function ListSkeleton() {
  const { t } = useLingui();
  return (
    <Loading label={t`Loading the tours…`}>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height="6.5rem" className={styles.skeletonRow} />
      ))}
    </Loading>
  );
}

/** /agent/tours: the agency's tours, drafts first in no order but the API's (last changed first). */
export function TourListPage() {
  const { t } = useLingui();
  usePageTitle(t`Tours`);
  const locale = useLocale();
  const labels = useTourLabels();
  const to = useLocalizedPath();
  const [creating, setCreating] = useState(false);
  const { data, status, refetch, isRefetching } = useAgencyTours();

  let content: ReactNode;
  if (status === "pending") content = <ListSkeleton />;
  else if (status === "error") content = <LoadError onRetry={() => void refetch()} retrying={isRefetching} />;
  else if (data.tours.length === 0)
    content = (
      <p className={styles.empty} role="status">
        <Trans>
          Your agency has no tours yet. Start one with “New tour”: it stays a draft until you publish it.
        </Trans>
      </p>
    );
  else
    content = (
      <ul className={styles.tours}>
        {data.tours.map((tour) => {
          const title = tourTitle(tour.title, locale);
          const upcoming = tour.upcomingDepartures;
          return (
            <li key={tour.id} className={styles.tour} data-testid="agency-tour" data-tour-id={tour.id}>
              <h2 className={styles.tourTitle}>
                <Link to={to(agentTourPath(tour.id))} className={styles.tourLink}>
                  {title ?? t`Untitled tour`}
                </Link>
              </h2>
              <p className={styles.tourLine}>
                {labels.kind[tour.kind]} · {destinationName(tour.destination, locale)}
              </p>
              <span className={`${styles.badge} ${styles[`badge-${tour.state}`]}`}>
                {labels.state[tour.state]}
              </span>
              {tour.kind === "group" && (
                <p className={styles.tourLine}>
                  {upcoming === 0 ? (
                    <Trans>No departure planned</Trans>
                  ) : (
                    <Plural value={upcoming} one="# upcoming departure" other="# upcoming departures" />
                  )}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    );

  return (
    <Container className={styles.page}>
      <div className={styles.headRow}>
        <h1>
          <Trans>Tours</Trans>
        </h1>
        {!creating && (
          <Button onClick={() => setCreating(true)}>
            <Trans>New tour</Trans>
          </Button>
        )}
      </div>
      <p className={styles.lead}>
        <Trans>Your agency's group and special tours. Changes stay drafts until you publish them.</Trans>
      </p>
      {creating && <NewTourForm onCancel={() => setCreating(false)} />}
      {content}
    </Container>
  );
}

/** The route table's page: /agent/tours. */
export { TourListPage as Component };

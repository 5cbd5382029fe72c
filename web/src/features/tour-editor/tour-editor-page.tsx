import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { type Locale, locales } from "@tembea/shared";
import { type RefObject, useEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useParams } from "react-router";
import { ApiRequestError, isNotFound } from "../../api/client";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { localizedPath } from "../../i18n/locale-path";
import { destinationName, formatDate } from "../../lib/format";
import { useQueryClient } from "../../lib/query";
import { Button } from "../../ui/button";
import { Container } from "../../ui/container";
import { Dialog } from "../../ui/dialog";
import { useFieldMessage } from "../../ui/form/field-messages";
import { FormAlert } from "../../ui/form/form-fields";
import {
  applyServerFieldErrors,
  formFieldPaths,
  formMessageKey,
  useFormMessage,
} from "../../ui/form/server-errors";
import { LoadError } from "../../ui/load-error";
import { Loading } from "../../ui/loading";
import { usePageTitle } from "../../ui/page-title";
import { Skeleton } from "../../ui/skeleton";
import { toast } from "../../ui/toast";
import { NotFoundPage } from "../errors/not-found-page";
import { BookedDatesSection } from "./booked-dates";
import { draftDifferences, type FieldDifference } from "./conflict";
import { DeparturesSection } from "./departures-section";
import { type AgencyTour, draftSchema, type Missing, missingOf } from "./draft";
import type { DraftShape, TourFormValues } from "./form-values";
import { formValuesOf } from "./form-values";
import { useTourLabels } from "./labels";
import { PhotosSection } from "./photos-section";
import {
  agencyTourQuery,
  useAgencyTour,
  usePublishTour,
  useSaveTour,
  useTourPhotos,
  useUnpublishTour,
} from "./queries";
import styles from "./tour-editor.module.css";
import { FactsSection, fieldId, PricesSection, RefundSection, TextsSection } from "./tour-form";
import { tourTitle } from "./tour-title";

export const agentToursPath = "/agent/tours";
const previewPath = (tourId: string) => `/agent/tours/${tourId}/preview`;

/** "Title (German)", "Itinerary, day 3 (French)": a checklist line or a differing field. */
function useFieldName() {
  const { t } = useLingui();
  const labels = useTourLabels();
  return (path: string, locale?: Locale) => {
    const [top = "", index, sub] = path.split(".");
    let name = (labels.field as Record<string, string>)[top] ?? path;
    if (top === "itinerary" && index !== undefined) {
      const day = Number(index) + 1;
      name =
        sub === "description"
          ? t`Day ${day}, description`
          : sub === "title"
            ? t`Day ${day}, title`
            : t`Day ${day}`;
    } else if ((top === "inclusions" || top === "exclusions") && index !== undefined) {
      const n = Number(index) + 1;
      name = top === "inclusions" ? t`Included item ${n}` : t`Excluded item ${n}`;
    } else if (path === "groupSize.min") name = t`Smallest group`;
    else if (path === "groupSize.max") name = t`Largest group`;
    else if (path === "price.shared") name = t`Price in a shared room`;
    else if (path === "price.single") name = t`Price in a single room`;
    else if (top === "departures") name = t`A future departure on sale`;
    else if (top === "photos" && index !== undefined) {
      const n = Number(index) + 1;
      name = t`Photo ${n}, description`;
    } else if (top === "photos" || top === "coverPhotoId") name = t`A cover photo`;
    return locale ? `${name} (${labels.languageIn[locale]})` : name;
  };
}

/**
 * What publishing still needs, each a link to its field: following it opens the field's language
 * and puts the focus in it.
 */
/** Why a present value still keeps the tour from going live (a missing one needs no reason). */
function useGapReason() {
  const { t } = useLingui();
  return (reason: Missing["reason"]): string | undefined => {
    switch (reason) {
      case "groupSizeOrder":
        return t`the largest group is smaller than the smallest`;
      case "singleBelowShared":
        return t`the single room costs less than the shared room`;
      case "pricePositive":
        return t`a price cannot be 0`;
      case "itineraryDays":
        return t`the itinerary needs one day per day of the tour`;
      case "refundTiers":
        return t`each tier needs its own number of days, and an earlier cancellation cannot refund less`;
      case "coverNotReady":
        return t`the cover photo is not processed yet`;
      default:
        return undefined;
    }
  };
}

function PublishChecklist({
  missing,
  onGo,
  headingRef,
}: {
  missing: Missing[];
  onGo: (item: Missing) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const fieldName = useFieldName();
  const gapReason = useGapReason();
  return (
    <section className={styles.section} aria-labelledby="checklist-heading" data-testid="publish-checklist">
      <h2 id="checklist-heading" ref={headingRef} tabIndex={-1} className={styles.sectionTitle}>
        <Trans>Before you can publish</Trans>
      </h2>
      {missing.length === 0 ? (
        <p>
          <Trans>Everything travellers need is there: the tour can be published.</Trans>
        </p>
      ) : (
        <ul className={styles.checklist}>
          {missing.map((item) => (
            <li key={`${item.path}-${item.locale ?? ""}-${item.reason}`}>
              <a
                href={`#${fieldId(item.path, item.locale)}`}
                onClick={(event) => {
                  event.preventDefault();
                  onGo(item);
                }}
              >
                {fieldName(item.path, item.locale)}
              </a>
              {gapReason(item.reason) && <> – {gapReason(item.reason)}</>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Someone saved the tour since it was opened: what differs, and the two ways on; nothing is lost. */
function ConflictNotice({
  differences,
  onTakeTheirs,
  onKeepMine,
  saving,
}: {
  differences: FieldDifference[];
  onTakeTheirs: () => void;
  onKeepMine: () => void;
  saving: boolean;
}) {
  const fieldName = useFieldName();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className={styles.conflict} role="alert" tabIndex={-1} data-testid="conflict">
      <p>
        <strong>
          <Trans>Someone else saved this tour while you were editing it.</Trans>
        </strong>{" "}
        <Trans>Your changes are still here. These fields differ from the version they saved:</Trans>
      </p>
      {differences.length ? (
        <ul>
          {differences.map((d) => (
            <li key={`${d.field}-${d.locale ?? ""}`}>{fieldName(d.field, d.locale)}</li>
          ))}
        </ul>
      ) : (
        <p>
          <Trans>None: they saved what you have.</Trans>
        </p>
      )}
      <div className={styles.itemActions}>
        <Button variant="secondary" onClick={onTakeTheirs} disabled={saving}>
          <Trans>Take theirs</Trans>
        </Button>
        <Button onClick={onKeepMine} loading={saving}>
          <Trans>Keep mine and save again</Trans>
        </Button>
      </div>
    </div>
  );
}

function UnpublishButton({ tourId }: { tourId: string }) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const [open, setOpen] = useState(false);
  const unpublish = useUnpublishTour(tourId);
  return (
    <Dialog
      title={t`Unpublish this tour?`}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary">
          <Trans>Unpublish</Trans>
        </Button>
      }
    >
      <p>
        <Trans>
          Travellers will no longer find or book it. Bookings already made stay untouched: their travellers
          keep their trips, mails and receipts.
        </Trans>
      </p>
      <div className={styles.itemActions}>
        <Button
          loading={unpublish.isPending}
          onClick={async () => {
            try {
              await unpublish.mutateAsync();
              setOpen(false);
              toast(t`The tour is no longer on the site`);
            } catch (error) {
              toast(message(formMessageKey(error)));
            }
          }}
        >
          <Trans>Unpublish</Trans>
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          <Trans>Keep it live</Trans>
        </Button>
      </div>
    </Dialog>
  );
}

function PreviewLinks({ tourId }: { tourId: string }) {
  const labels = useTourLabels();
  return (
    <nav aria-labelledby="preview-heading">
      <h2 id="preview-heading" className={styles.sectionTitle}>
        <Trans>Preview the saved tour</Trans>
      </h2>
      <ul className={styles.languageLinks}>
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={localizedPath(locale, previewPath(tourId), { explicit: true })}
              target="_blank"
              rel="noopener"
              lang={locale}
              data-testid={`preview-${locale}`}
            >
              {labels.language[locale]}
              <span className="visually-hidden">
                {" "}
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function TourEditor({ tour }: { tour: AgencyTour }) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const locale = useLocale();
  const labels = useTourLabels();
  const queryClient = useQueryClient();
  const [lang, setLang] = useState<Locale>(locale);
  const [version, setVersion] = useState(tour.version);
  const [conflict, setConflict] = useState<{
    mine: DraftShape;
    theirs: AgencyTour;
    differences: FieldDifference[];
  }>();
  const [serverMissing, setServerMissing] = useState<Missing[]>();
  const checklistHeading = useRef<HTMLHeadingElement>(null);
  const { kind, destination } = tour;
  const schema = useMemo(() => draftSchema({ kind, destination }), [kind, destination]);
  const [defaults] = useState(() => formValuesOf(tour.draft));
  const form = useForm<TourFormValues, unknown, DraftShape>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  // A failed save's message goes as soon as the agent edits the form again.
  const [formError, setFormError] = useFormMessage(form);
  const save = useSaveTour(tour.id);
  const publish = usePublishTour(tour.id);
  const title = tourTitle(form.watch("title"), locale) ?? t`Untitled tour`;
  usePageTitle(title);

  /** A new length the server refused because of the departures it would move; undefined otherwise. */
  const lengthRefusal = (error: unknown): string | undefined => {
    if (!(error instanceof ApiRequestError)) return undefined;
    const dates = (error.departureDates ?? []).map((date) => formatDate(date, locale, "medium")).join(", ");
    if (error.code === "DEPARTURES_BOOKED") {
      return t`Travellers have booked the departures of ${dates} for the tour's current length, so its length cannot change. Keep the length, or make a new tour for the new one.`;
    }
    if (error.code === "TOO_MANY_DEPARTURES_TO_MOVE") {
      const count = error.departureDates?.length ?? 0;
      const limit = error.limit ?? 0;
      return t`A new length moves the end dates of the tour's ${count} departures ahead, and one change can move at most ${limit}. Delete the dates you no longer offer, then try again.`;
    }
    return undefined;
  };

  // A newer version (saved in another tab, by a colleague) arrives with a refetch: an untouched form
  // shows it; a form with edits keeps them, and its next save meets the conflict notice.
  const { isDirty } = form.formState;
  const { reset } = form;
  useEffect(() => {
    if (tour.version <= version || isDirty || conflict) return;
    setVersion(tour.version);
    reset(formValuesOf(tour.draft));
  }, [tour.version, tour.draft, version, isDirty, conflict, reset]);

  // The checklist as the draft stands in the form now, plus what only the server knows (departures, photos).
  const values = form.watch();
  const parsed = schema.safeParse(values);
  const listedPhotos = useTourPhotos(tour.id).data?.photos;
  const readyPhotoIds = listedPhotos
    ?.filter((photo) => photo.status === "ready")
    .map((photo) => photo.photoId);
  const missing = missingOf(tour, parsed.success ? parsed.data : undefined, serverMissing, readyPhotoIds);

  const go = (item: Missing) => {
    if (item.locale) setLang(item.locale);
    requestAnimationFrame(() => {
      const target =
        (item.path === "departures" ? document.getElementById("departures-heading") : null) ??
        document.getElementById(fieldId(item.path, item.locale)) ??
        document.getElementById(fieldId(item.path.split(".")[0] ?? "", item.locale)) ??
        document.getElementById(fieldId(item.path.split(".")[0] ?? ""));
      target?.focus();
      target?.scrollIntoView({ block: "center" });
    });
  };

  /** Saves `draft` over `base`; on a conflict keeps the form and shows what differs. */
  const saveDraft = async (draft: DraftShape, base: number): Promise<number | undefined> => {
    setFormError(undefined);
    try {
      const saved = await save.mutateAsync({ version: base, draft });
      setVersion(saved.version);
      setConflict(undefined);
      form.reset(form.getValues());
      toast(t`Saved`);
      return saved.version;
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "TOUR_CHANGED") {
        const theirs = await queryClient.fetchQuery({ ...agencyTourQuery(tour.id), staleTime: 0 });
        setConflict({ mine: draft, theirs, differences: draftDifferences(draft, theirs.draft) });
        return undefined;
      }
      const fields = formFieldPaths(form.getValues());
      if (applyServerFieldErrors(error, form.setError, fields, { prefix: "body.draft." }).applied) {
        return undefined;
      }
      setFormError(lengthRefusal(error) ?? message(formMessageKey(error)));
      return undefined;
    }
  };

  const onSave = form.handleSubmit((draft) => saveDraft(draft, version));

  const onPublish = form.handleSubmit(async (draft) => {
    setServerMissing(undefined);
    const base = form.formState.isDirty ? await saveDraft(draft, version) : version;
    if (base === undefined) return;
    if (missing.length) {
      checklistHeading.current?.focus();
      return;
    }
    try {
      await publish.mutateAsync(base);
      toast(
        tour.state === "draft" || tour.state === "unpublished" ? t`The tour is live` : t`Changes published`,
      );
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "TOUR_INCOMPLETE") {
        const current = await queryClient.fetchQuery({ ...agencyTourQuery(tour.id), staleTime: 0 });
        setServerMissing(current.missing);
        checklistHeading.current?.focus();
        return;
      }
      if (error instanceof ApiRequestError && error.code === "TOUR_CHANGED") {
        const theirs = await queryClient.fetchQuery({ ...agencyTourQuery(tour.id), staleTime: 0 });
        setConflict({ mine: draft, theirs, differences: draftDifferences(draft, theirs.draft) });
        return;
      }
      setFormError(lengthRefusal(error) ?? message(formMessageKey(error)));
    }
  });

  const live = tour.state === "live" || tour.state === "live-with-changes";
  const publishLabel = live ? t`Publish changes` : t`Publish`;

  return (
    <Container className={styles.page}>
      <p>
        <Link to={useLocalizedPath()(agentToursPath)}>
          <Trans>All tours</Trans>
        </Link>
      </p>
      <h1 data-testid="tour-heading">{title}</h1>
      <p className={styles.lead}>
        {labels.kind[tour.kind]} · {destinationName(tour.destination, locale)}{" "}
        <span className={`${styles.badge} ${styles[`badge-${tour.state}`]}`} data-testid="tour-state">
          {labels.state[tour.state]}
        </span>
      </p>

      <form className={styles.editor} onSubmit={onSave} noValidate aria-labelledby="tour-heading-form">
        <h2 id="tour-heading-form" className="visually-hidden">
          <Trans>Edit the tour</Trans>
        </h2>
        <FormAlert>{formError}</FormAlert>
        {conflict && (
          <ConflictNotice
            differences={conflict.differences}
            saving={save.isPending}
            onTakeTheirs={() => {
              form.reset(formValuesOf(conflict.theirs.draft));
              setVersion(conflict.theirs.version);
              setConflict(undefined);
              toast(t`Their version is in the form now`);
            }}
            onKeepMine={() => void saveDraft(conflict.mine, conflict.theirs.version)}
          />
        )}
        <TextsSection form={form} lang={lang} onLangChange={setLang} />
        <FactsSection form={form} />
        <PricesSection form={form} kind={tour.kind} />
        <RefundSection form={form} />
        <PhotosSection form={form} tourId={tour.id} />
        <div className={styles.actions}>
          <Button type="submit" loading={save.isPending && !publish.isPending}>
            <Trans>Save draft</Trans>
          </Button>
          {/* A live tour whose draft is what travellers see has nothing to publish. */}
          {(tour.state !== "live" || isDirty) && (
            <Button variant="secondary" onClick={() => void onPublish()} loading={publish.isPending}>
              {publishLabel}
            </Button>
          )}
          {live && <UnpublishButton tourId={tour.id} />}
        </div>
      </form>

      <div className={styles.editor} style={{ marginTop: "var(--space-5)" }}>
        <PublishChecklist missing={missing} onGo={go} headingRef={checklistHeading} />
        {tour.kind === "group" ? <DeparturesSection tour={tour} /> : <BookedDatesSection tourId={tour.id} />}
        <PreviewLinks tourId={tour.id} />
      </div>
    </Container>
  );
}

function EditorSkeleton() {
  const { t } = useLingui();
  return (
    <Loading label={t`Loading the tour…`} style={{ minHeight: "100vh" }}>
      <Skeleton height="2.5rem" width="60%" className={styles.skeletonRow} />
      <Skeleton height="1.25rem" width="40%" className={styles.skeletonRow} />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height="12rem" className={styles.skeletonRow} />
      ))}
    </Loading>
  );
}

/** Until the tour is there: the skeleton, the 404 page for a tour not the agency's, or the load error. */
function EditorFallback({ query }: { query: ReturnType<typeof useAgencyTour> }) {
  const { t } = useLingui();
  usePageTitle(t`Tour`);
  if (query.status === "error" && isNotFound(query.error)) return <NotFoundPage />;
  return (
    <Container className={styles.page}>
      {query.status === "pending" ? (
        <EditorSkeleton />
      ) : (
        <LoadError onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      )}
    </Container>
  );
}

/** /agent/tours/:tourId: the editor of one of the agency's tours. */
export function TourEditorPage() {
  const { tourId = "" } = useParams();
  const query = useAgencyTour(tourId);
  if (query.status !== "success") return <EditorFallback query={query} />;
  return <TourEditor key={tourId} tour={query.data} />;
}

/** The route table's page: /agent/tours/:tourId. */
export { TourEditorPage as Component };

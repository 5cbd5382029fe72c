import { Trans, useLingui } from "@lingui/react/macro";
import { type GroupTour, locales, type SpecialTour } from "@tembea/shared";
import { useParams } from "react-router";
import { isNotFound } from "../../api/client";
import { useLocale } from "../../i18n/locale-context";
import { localizedPath } from "../../i18n/locale-path";
import { Container } from "../../ui/container";
import { LoadError } from "../../ui/load-error";
import { usePageTitle } from "../../ui/page-title";
import { NotFoundPage } from "../errors/not-found-page";
import { GroupTourView } from "../tours/group-tour-page";
import { SpecialTourView } from "../tours/special-tour-page";
import { useTourLabels } from "./labels";
import { useTourPreview } from "./queries";
import styles from "./tour-editor.module.css";
import { agentTourPath } from "./tour-title";

const previewPath = (tourId: string) => `/agent/tours/${tourId}/preview`;

/** Which language the preview shows, and the way to the others and back to the editor. */
function PreviewBanner({ tourId }: { tourId: string }) {
  const locale = useLocale();
  const labels = useTourLabels();
  const { t } = useLingui();
  return (
    <div className={styles.previewBanner} data-testid="preview-banner">
      <Container>
        <p>
          <strong>
            <Trans>Preview of the saved draft.</Trans>
          </strong>{" "}
          <Trans>
            This is the page as travellers will see it once published; nothing here can be booked.
          </Trans>
        </p>
        <ul className={styles.languageLinks} aria-label={t`Preview in another language`}>
          {locales.map((code) => (
            <li key={code}>
              <a
                href={localizedPath(code, previewPath(tourId), { explicit: true })}
                lang={code}
                aria-current={code === locale ? "page" : undefined}
              >
                {labels.language[code]}
              </a>
            </li>
          ))}
          <li>
            <a href={localizedPath(locale, agentTourPath(tourId), { explicit: true })}>
              <Trans>Back to the editor</Trans>
            </a>
          </li>
        </ul>
      </Container>
    </div>
  );
}

/**
 * /{lang}/agent/tours/:tourId/preview: the tour's page built by the public page's own view
 * components from the preview endpoint's answer (the shape of getGroupTour / getSpecialTour), in
 * the language of the URL's prefix.
 */
export function PreviewPage() {
  const { tourId = "" } = useParams();
  const { t } = useLingui();
  const locale = useLocale();
  const query = useTourPreview(tourId);
  const tour: GroupTour | SpecialTour | undefined = query.data?.tour;
  const title = tour?.title[locale];
  usePageTitle(title ? t`Preview: ${title}` : t`Preview`);
  if (query.status === "error" && isNotFound(query.error)) return <NotFoundPage />;
  return (
    <>
      <PreviewBanner tourId={tourId} />
      {query.status === "pending" ? (
        <Container className={styles.page}>
          <p role="status" style={{ minHeight: "100vh" }}>
            <Trans>Loading the preview…</Trans>
          </p>
        </Container>
      ) : query.status === "error" ? (
        <Container className={styles.page}>
          <LoadError onRetry={() => void query.refetch()} retrying={query.isRefetching} />
        </Container>
      ) : query.data.tour.kind === "group" ? (
        <GroupTourView data={query.data as Parameters<typeof GroupTourView>[0]["data"]} preview />
      ) : (
        <SpecialTourView data={query.data as Parameters<typeof SpecialTourView>[0]["data"]} preview />
      )}
    </>
  );
}

/** The route table's page: /agent/tours/:tourId/preview, in the language of its prefix. */
export { PreviewPage as Component };

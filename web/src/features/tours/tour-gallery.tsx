import { Trans, useLingui } from "@lingui/react/macro";
import type { GroupTour, SpecialTour } from "@tembea/shared";
import { useLocale } from "../../i18n/locale-context";
import { galleryImageSizes, imageUrl } from "../../ui/image-sources";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import styles from "./tour-gallery.module.css";

/**
 * The tour's other photos after the cover, in its agency's order: the same WebP renderings and
 * `srcset` as the cover, loaded lazily as they are below the fold. Each opens its largest rendering,
 * so a keyboard or a screen reader reaches the photo at full size too. Nothing when there are none.
 */
export function TourGallery({ tour }: { tour: GroupTour | SpecialTour }) {
  const { t } = useLingui();
  const locale = useLocale();
  const photos = tour.gallery ?? [];
  if (photos.length === 0) return null;
  return (
    <section className={styles.gallery} aria-labelledby="gallery-heading" data-testid="tour-gallery">
      <h2 id="gallery-heading" className={styles.title}>
        <Trans>Photos</Trans>
      </h2>
      <ul className={styles.grid}>
        {photos.map((photo) => {
          const alt = photo.alt[locale];
          return (
            <li key={photo.name}>
              <a
                href={imageUrl(photo.name, 1536)}
                className={styles.link}
                aria-label={t`${alt} (full size)`}
                target="_blank"
                rel="noopener"
              >
                <ResponsiveImage
                  name={photo.name}
                  alt={alt}
                  sizes={galleryImageSizes}
                  width={768}
                  height={512}
                  className={styles.image}
                />
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { agencyLogoUrl } from "@tembea/shared";
import styles from "./agency-logo.module.css";

/**
 * An agency's logo beside its name on the tour pages: the rendered square WebP (never the upload),
 * 64 px, 128 on 2x screens. Decorative: the name beside it says the same. Nothing without a logo.
 */
export function AgencyLogo({ logo }: { logo: string | undefined }) {
  if (!logo) return null;
  return (
    <img
      className={styles.logo}
      src={agencyLogoUrl(logo, 64)}
      srcSet={`${agencyLogoUrl(logo, 64)} 1x, ${agencyLogoUrl(logo, 128)} 2x`}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      data-testid="agency-logo"
    />
  );
}

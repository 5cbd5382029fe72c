import { Trans, useLingui } from "@lingui/react/macro";
import { newTripRequestPath } from "@tembea/shared/site/site-paths";
import { Link } from "react-router";
import { useDestinations } from "../../features/destinations/use-destinations";
import { legalLinks, type SocialNetwork, socialLinks } from "../../features/footer/legal-links";
import { PaymentMarkList } from "../../features/footer/payment-marks";
import { SocialIcon } from "../../features/footer/social-icons";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { Container } from "../../ui/container";
import { useHydrated } from "../../ui/hydration";
import styles from "./site-footer.module.css";

const socialNames: Record<SocialNetwork, string> = {
  instagram: "Instagram",
  tiktok: "TikTok",
  facebook: "Facebook",
  twitter: "Twitter",
  linkedin: "LinkedIn",
};

/** An external document, opened in a new tab. */
function External({ href, children }: { href: string; children: string }) {
  const { t } = useLingui();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
    </a>
  );
}

function FooterColumns() {
  const { t } = useLingui();
  const locale = useLocale();
  const to = useLocalizedPath();
  const { data: destinations } = useDestinations(locale);
  const docs = legalLinks[locale];
  return (
    <div className={styles.columns} data-testid="footer-columns">
      <nav aria-label={t`Company`} className={styles.column}>
        <h2 className={styles.heading}>
          <Trans>Tembea</Trans>
        </h2>
        <ul className={styles.list}>
          <li>
            <External href={docs.about}>{t`About us`}</External>
          </li>
          <li>
            <Link to={to("/faq")}>{t`FAQ`}</Link>
          </li>
        </ul>
      </nav>
      <nav aria-label={t`Tailored trips`} className={styles.column}>
        <h2 className={styles.heading}>
          <Trans>Tailored trips</Trans>
        </h2>
        <ul className={`${styles.list} ${styles.countries}`}>
          {destinations?.map((destination) => (
            <li key={destination.slug}>
              <Link to={to(newTripRequestPath(destination.slug))}>{destination.name[locale]}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t`Legal`} className={styles.column}>
        <h2 className={styles.heading}>
          <Trans>Legal</Trans>
        </h2>
        <ul className={styles.list}>
          <li>
            <External href={docs.terms}>{t`Terms`}</External>
          </li>
          <li>
            <External href={docs.refund}>{t`Refund policy`}</External>
          </li>
          <li>
            <External href={docs.privacy}>{t`Privacy policy`}</External>
          </li>
          <li>
            <External href={docs.notice}>{t`Legal notice`}</External>
          </li>
        </ul>
      </nav>
    </div>
  );
}

function SocialLinks() {
  const { t } = useLingui();
  return (
    <ul className={styles.social} aria-label={t`Tembea on social media`}>
      {(Object.keys(socialLinks) as SocialNetwork[]).map((network) => (
        <li key={network}>
          <a
            href={socialLinks[network]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={socialNames[network]}
            className={styles.socialLink}
          >
            <SocialIcon network={network} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The footer of docs/product-spec.md, section 2: three link columns and social links (hidden in reduced
 * mode), the "pay securely with" line with the card marks, and the copyright line with the current year.
 */
export function SiteFooter({ reduced = false }: { reduced?: boolean }) {
  // A prerendered page shows the year it was built in until it has hydrated (ui/hydration.ts).
  const year = useHydrated() ? String(new Date().getFullYear()) : __BUILD_YEAR__;
  return (
    <footer className={styles.footer}>
      <Container>
        {!reduced && <FooterColumns />}
        {!reduced && <SocialLinks />}
        <div className={styles.payment}>
          <p className={styles.paymentText} id="pay-securely">
            <Trans>Pay securely with</Trans>
          </p>
          <PaymentMarkList labelledBy="pay-securely" className={styles.marks} />
        </div>
        <p className={styles.copyright}>
          <Trans>© {year} Tembea. All rights reserved.</Trans>
        </p>
      </Container>
    </footer>
  );
}

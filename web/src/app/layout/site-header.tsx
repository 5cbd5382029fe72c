import { Link } from "react-router";
import { LanguageSwitcher } from "../../features/language-switcher/language-switcher";
import { useLocalizedPath } from "../../i18n/locale-context";
import { Container } from "../../ui/container";
import styles from "./site-header.module.css";

/** The header shell: the brand linking home and the language switcher (navigation comes later). */
export function SiteHeader() {
  const to = useLocalizedPath();
  return (
    <header className={styles.header}>
      <Container className={styles.inner}>
        <Link to={to("/")} className={styles.brand}>
          Tembea
        </Link>
        <LanguageSwitcher />
      </Container>
    </header>
  );
}

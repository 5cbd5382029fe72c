import type { Locale } from "@tembea/shared";

/**
 * The external documents of docs/product-spec.md, section 2 ("Info and legal links"), one set per language.
 */
export const legalDocuments = ["terms", "privacy", "refund", "notice", "about", "faq", "covid"] as const;
export type LegalDocument = (typeof legalDocuments)[number];

const docsBase = "https://docs.tembea.travel";

function documentSet(locale: Locale): Record<LegalDocument, string> {
  return Object.fromEntries(legalDocuments.map((doc) => [doc, `${docsBase}/${locale}/${doc}.pdf`])) as Record<
    LegalDocument,
    string
  >;
}

export const legalLinks: Record<Locale, Record<LegalDocument, string>> = {
  en: documentSet("en"),
  de: documentSet("de"),
  fr: documentSet("fr"),
};

/** Social profiles (the same for every language). */
export const socialLinks = {
  instagram: "https://www.instagram.com/tembea.travel",
  tiktok: "https://www.tiktok.com/@tembea.travel",
  facebook: "https://www.facebook.com/tembea.travel",
  twitter: "https://twitter.com/tembea_travel",
  linkedin: "https://www.linkedin.com/company/tembea-travel",
} as const;
export type SocialNetwork = keyof typeof socialLinks;

import { defineConfig } from "@lingui/cli";

/**
 * The catalogs, one PO file per catalog and locale (`src/locales/{locale}/{catalog}.po`). `shell`
 * holds what every page renders (layout, header, footer, dialogs, error pages) and loads with the
 * language; each page loads the other catalogs its page() call in the route table names
 * (`src/app/router.tsx` and `src/app/areas/`), together with its chunk. A source file belongs to exactly one catalog; `npm run extract -w web`
 * puts each message in the catalog of the files that use it. `src/i18n/page-catalogs.test.ts`
 * checks that every page loads the catalogs of every file it reaches.
 */
const src = "<rootDir>/src";
const routes = (names: string) => `${src}/routes/${names}.tsx`;
// The review page and its star rating: the `pages` catalog, apart from the reviews the home page shows.
const reviewPage = `${src}/features/reviews/{star-rating-input,review}.tsx`;
const tourParts = `${src}/features/tours/{tour-sections,rating,page-states,tour-card,special-tours-section}.tsx`;
const searchPanel = `${src}/features/site-dialogs/search-panel.tsx`;
// The form kit: the field and country names are the `forms` catalog, the phone fields' labels `auth`.
const fieldMessages = `${src}/ui/form/field-messages.ts`;
const phoneFields = `${src}/ui/form/phone-fields.tsx`;
// The new password and its confirmation (sign-up, reset, account): the `forms` catalog too.
const passwordFields = `${src}/ui/form/password-fields.tsx`;
const wizardLaterSteps = `${src}/features/trip-request/{travellers-step,accommodations-step,experiences-step,budget-step,contact-step,create-account-step,summary-step,success-page}.tsx`;

const catalogSources: Record<string, { include: string[]; exclude?: string[] }> = {
  shell: {
    include: [
      `${src}/main.tsx`,
      `${src}/app`,
      `${src}/ui`,
      `${src}/i18n`,
      `${src}/api`,
      `${src}/features/errors`,
      `${src}/features/footer`,
      `${src}/features/site-dialogs`,
      `${src}/features/language-switcher`,
      `${src}/features/currency`,
      `${src}/features/auth/{user-menu,signed-in-menu}.tsx`,
      `${src}/features/trip-request/resume-request*.tsx`,
    ],
    exclude: [searchPanel, fieldMessages, phoneFields, passwordFields],
  },
  // The search dialog's panel: loaded with its chunk when the dialog is first wanted, not by every page.
  search: { include: [searchPanel] },
  // The tour list and the tour pages.
  tours: {
    include: [`${src}/features/tours`],
    exclude: [tourParts],
  },
  // The parts of a tour that other pages show too: sections (reviews, refunds), rating, page states,
  // the list cards and the special tours' section (the home page shows them).
  "tour-parts": { include: [tourParts] },
  // The home page and the pages it leads to first.
  discover: {
    include: [`${src}/features/destinations`, `${src}/features/reviews`, routes("home")],
    exclude: [reviewPage],
  },
  // Pages of their own, long texts the home page need not download: travel guide, business, review.
  pages: { include: [routes("{travel-guide,business}"), reviewPage] },
  // The FAQ's questions and answers: only its own page downloads them.
  faq: { include: [`${src}/features/faq`] },
  // The field and country names of every form (the shared schemas' message keys).
  forms: { include: [fieldMessages, passwordFields] },
  auth: {
    include: [`${src}/features/auth`, phoneFields],
    exclude: [`${src}/features/auth/{user-menu,signed-in-menu}.tsx`],
  },
  booking: { include: [`${src}/features/booking`] },
  // Trip request labels, shared by the wizard, My trips and the agents' console.
  "trip-labels": { include: [`${src}/features/trip-labels`] },
  // The wizard's first step and what every step shows (its frame, labels, field messages): the
  // catalog of the page visitors land on.
  "trip-request": {
    include: [`${src}/features/trip-request`],
    exclude: [`${src}/features/trip-request/resume-request*.tsx`, wizardLaterSteps],
  },
  // The wizard's later steps: loaded when the visitor starts on the first step, not with it.
  "trip-request-steps": { include: [wizardLaterSteps] },
  account: {
    include: [`${src}/features/account`, `${src}/features/trips`, `${src}/features/profile-image`],
  },
  // The agents' console, with the agency's facts, history and statements (the operator's area shows
  // those too).
  agent: {
    include: [`${src}/features/agent-console`, `${src}/features/agency`, `${src}/features/statements`],
  },
  // The agents' tours and departures: only the console's tour pages download it.
  // The agents' tours area: the editor and a departure's manifest (reached from its departures), one
  // catalog, which the area's stand-in loads for each of its pages.
  "tour-editor": { include: [`${src}/features/tour-editor`, `${src}/features/manifest`] },
  // The operator's area (/admin).
  admin: { include: [`${src}/features/admin`] },
  // The printable receipts of bookings and payments: a guest's (booking area) and My trips'.
  receipts: { include: [`${src}/features/receipts`] },
};

/**
 * English is the source language: messages are written in English in the code (Lingui macros) and
 * extraction collects them into the catalogs, which translators fill in for German and French.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "de", "fr"],
  catalogs: Object.entries(catalogSources).map(([name, { include, exclude = [] }]) => ({
    path: `${src}/locales/{locale}/${name}`,
    include,
    exclude: [...exclude, "**/*.test.ts"],
  })),
  // The catalogs are PO files: Lingui's default format, so no `format` here (Lingui 6 takes a
  // formatter function there, no longer the name "po").
});

import { defineConfig } from "@lingui/cli";

/**
 * English is the source language: messages are written in English in the code (Lingui macros) and
 * `npm run extract -w web` collects them into one PO catalog per locale, which translators fill in.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "de", "fr"],
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}/messages",
      include: ["<rootDir>/src"],
      exclude: ["**/*.test.ts"],
    },
  ],
  format: "po",
});

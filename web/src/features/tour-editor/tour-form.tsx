import { Trans, useLingui } from "@lingui/react/macro";
import * as Tabs from "@radix-ui/react-tabs";
import { draftLimits, type Locale, locales } from "@tembea/shared";
import type { ReactNode } from "react";
import { type FieldError as FormFieldError, type UseFormReturn, useFieldArray } from "react-hook-form";
import { useLocale } from "../../i18n/locale-context";
import { languageName } from "../../lib/format";
import { Button } from "../../ui/button";
import { useFieldMessage } from "../../ui/form/field-messages";
import formStyles from "../../ui/form/form.module.css";
import { FieldError, SelectField, TextField } from "../../ui/form/form-fields";
import { type DraftShape, emptyTexts, missingLanguages, type TourFormValues } from "./form-values";
import { LanguageTabs, MissingHint, TextInput } from "./language-tabs";
import styles from "./tour-editor.module.css";

/** The field ids the publish checklist links to: "title" in German is #tour-title-de. */
export const fieldId = (path: string, locale?: Locale) =>
  `tour-${path.replaceAll(".", "-")}${locale ? `-${locale}` : ""}`;

/** How many texts each language still lacks, for the tabs. */
export function missingPerLanguage(values: TourFormValues): Record<Locale, number> {
  const texts = [
    values.title,
    values.summary,
    ...values.itinerary.flatMap((day) => [day.title, day.description]),
    ...values.inclusions,
    ...values.exclusions,
  ];
  return Object.fromEntries(
    locales.map((locale) => [locale, texts.filter((text) => !text[locale]?.trim()).length]),
  ) as Record<Locale, number>;
}

function useMessage() {
  const { t } = useLingui();
  const fieldMessage = useFieldMessage();
  return (error: FormFieldError | undefined) => {
    const key = error?.message;
    if (!key) return undefined;
    if (key === "decimals") return t`Please enter at most 2 decimals, e.g. 4200.50`;
    if (key === "wholeNumber") return t`Please enter a whole number, e.g. 8`;
    if (key === "amount") return t`Please enter an amount in CHF, e.g. 4200`;
    return fieldMessage(key);
  };
}

type Form = UseFormReturn<TourFormValues, unknown, DraftShape>;

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A list of texts (included, not included) in the current language, one line each. */
function TextList({
  form,
  name,
  lang,
  title,
  itemLabel,
}: {
  form: Form;
  name: "inclusions" | "exclusions";
  lang: Locale;
  title: ReactNode;
  itemLabel: (n: number) => string;
}) {
  const { t } = useLingui();
  const message = useMessage();
  const list = useFieldArray({ control: form.control, name });
  const values = form.watch(name);
  const errors = form.formState.errors[name];
  return (
    <div className={styles.grid} style={{ gridTemplateColumns: "1fr" }}>
      <h3 className={formStyles.label} id={fieldId(name)} tabIndex={-1}>
        {title}
      </h3>
      {list.fields.length === 0 && (
        <p className={styles.muted}>
          <Trans>Nothing listed yet.</Trans>
        </p>
      )}
      <ol className={styles.items} aria-labelledby={fieldId(name)}>
        {list.fields.map((field, index) => (
          <li key={field.id} className={styles.itemHead}>
            <div style={{ flex: "1 1 14rem" }}>
              <TextInput
                id={fieldId(`${name}.${index}`, lang)}
                lang={lang}
                label={itemLabel(index + 1)}
                hint={<MissingHint missing={missingLanguages(values[index])} />}
                error={message(errors?.[index]?.[lang])}
                {...form.register(`${name}.${index}.${lang}`)}
              />
            </div>
            <Button
              variant="secondary"
              className={styles.smallButton}
              onClick={() => list.remove(index)}
              aria-label={t`Remove ${itemLabel(index + 1)}`}
            >
              <Trans>Remove</Trans>
            </Button>
          </li>
        ))}
      </ol>
      <div>
        <Button
          variant="secondary"
          onClick={() => list.append(emptyTexts(), { focusName: `${name}.${list.fields.length}.${lang}` })}
          disabled={list.fields.length >= 30}
        >
          {name === "inclusions" ? <Trans>Add an included item</Trans> : <Trans>Add an excluded item</Trans>}
        </Button>
      </div>
    </div>
  );
}

/** The texts: title, summary, the days, what is and is not included, in the chosen language. */
export function TextsSection({
  form,
  lang,
  onLangChange,
}: {
  form: Form;
  lang: Locale;
  onLangChange: (locale: Locale) => void;
}) {
  const { t } = useLingui();
  const message = useMessage();
  const values = form.watch();
  const errors = form.formState.errors;
  const days = useFieldArray({ control: form.control, name: "itinerary" });
  const removeDay = (index: number) => {
    days.remove(index);
    requestAnimationFrame(() =>
      form.setFocus(`itinerary.${Math.max(0, Math.min(index, days.fields.length - 2))}.title.${lang}`),
    );
  };
  const moveDay = (from: number, to: number) => {
    days.move(from, to);
    // The focus follows the day to its new place, on the same button.
    requestAnimationFrame(() =>
      document.getElementById(`${fieldId(`itinerary.${to}`)}-${from < to ? "down" : "up"}`)?.focus(),
    );
  };
  return (
    <Section id="texts-heading" title={<Trans>Texts</Trans>}>
      <p className={styles.muted}>
        <Trans>
          Travellers read the tour in English, German and French: every text is needed in all three to
          publish.
        </Trans>
      </p>
      <Tabs.Root
        value={lang}
        onValueChange={(value) => onLangChange(locales.find((l) => l === value) ?? lang)}
      >
        <LanguageTabs missing={missingPerLanguage(values)} />
        {/* Only the open language's fields are mounted; react-hook-form keeps the others' values. */}
        <Tabs.Content value={lang} className={styles.tabPanel}>
          <TextInput
            id={fieldId("title", lang)}
            lang={lang}
            label={<Trans>Title</Trans>}
            hint={<MissingHint missing={missingLanguages(values.title)} />}
            error={message(errors.title?.[lang])}
            {...form.register(`title.${lang}`)}
          />
          <TextInput
            id={fieldId("summary", lang)}
            lang={lang}
            multiline
            label={<Trans>Summary</Trans>}
            hint={<MissingHint missing={missingLanguages(values.summary)} />}
            error={message(errors.summary?.[lang])}
            limit={{ length: values.summary?.[lang]?.length ?? 0, max: draftLimits.textLength }}
            {...form.register(`summary.${lang}`)}
          />

          <h3 className={formStyles.label} id={fieldId("itinerary")} tabIndex={-1}>
            <Trans>Itinerary, day by day</Trans>
          </h3>
          <ol className={styles.items} aria-labelledby={fieldId("itinerary")}>
            {days.fields.map((field, index) => {
              const number = index + 1;
              const day = values.itinerary[index];
              return (
                <li key={field.id} className={styles.item} data-testid="itinerary-day">
                  <div className={styles.itemHead}>
                    <h4 id={fieldId(`itinerary.${index}`)} tabIndex={-1}>
                      <Trans>Day {number}</Trans>
                    </h4>
                    <div className={styles.itemActions}>
                      <Button
                        id={`${fieldId(`itinerary.${index}`)}-up`}
                        variant="secondary"
                        className={styles.smallButton}
                        disabled={index === 0}
                        onClick={() => moveDay(index, index - 1)}
                        aria-label={t`Move day ${number} up`}
                      >
                        ↑
                      </Button>
                      <Button
                        id={`${fieldId(`itinerary.${index}`)}-down`}
                        variant="secondary"
                        className={styles.smallButton}
                        disabled={index === days.fields.length - 1}
                        onClick={() => moveDay(index, index + 1)}
                        aria-label={t`Move day ${number} down`}
                      >
                        ↓
                      </Button>
                      {days.fields.length > 1 && (
                        <Button
                          variant="secondary"
                          className={styles.smallButton}
                          onClick={() => removeDay(index)}
                          aria-label={t`Remove day ${number}`}
                        >
                          <Trans>Remove</Trans>
                        </Button>
                      )}
                    </div>
                  </div>
                  <TextInput
                    id={fieldId(`itinerary.${index}.title`, lang)}
                    lang={lang}
                    label={<Trans>Title of day {number}</Trans>}
                    hint={<MissingHint missing={missingLanguages(day?.title)} />}
                    error={message(errors.itinerary?.[index]?.title?.[lang])}
                    {...form.register(`itinerary.${index}.title.${lang}`)}
                  />
                  <TextInput
                    id={fieldId(`itinerary.${index}.description`, lang)}
                    lang={lang}
                    multiline
                    label={<Trans>What happens on day {number}</Trans>}
                    hint={<MissingHint missing={missingLanguages(day?.description)} />}
                    error={message(errors.itinerary?.[index]?.description?.[lang])}
                    limit={{ length: day?.description?.[lang]?.length ?? 0, max: draftLimits.textLength }}
                    {...form.register(`itinerary.${index}.description.${lang}`)}
                  />
                </li>
              );
            })}
          </ol>
          <FieldError
            id="tour-itinerary"
            message={message(errors.itinerary?.root ?? (errors.itinerary as FormFieldError))}
          />
          <div>
            <Button
              variant="secondary"
              onClick={() =>
                days.append(
                  { title: emptyTexts(), description: emptyTexts() },
                  { focusName: `itinerary.${days.fields.length}.title.${lang}` },
                )
              }
              disabled={days.fields.length >= 60}
            >
              <Trans>Add a day</Trans>
            </Button>
          </div>

          <TextList
            form={form}
            name="inclusions"
            lang={lang}
            title={<Trans>Included</Trans>}
            itemLabel={(n) => t`Included item ${n}`}
          />
          <TextList
            form={form}
            name="exclusions"
            lang={lang}
            title={<Trans>Not included</Trans>}
            itemLabel={(n) => t`Excluded item ${n}`}
          />
        </Tabs.Content>
      </Tabs.Root>
    </Section>
  );
}

/** The facts: guide language, duration, minimum age, group size. */
export function FactsSection({ form }: { form: Form }) {
  const { t } = useLingui();
  const locale = useLocale();
  const message = useMessage();
  const errors = form.formState.errors;
  const numberField = { type: "text", inputMode: "numeric" as const, autoComplete: "off" };
  return (
    <Section id="facts-heading" title={<Trans>Facts</Trans>}>
      <div className={styles.grid}>
        <SelectField
          id={fieldId("language")}
          label={<Trans>Guide language</Trans>}
          error={message(errors.language)}
          {...form.register("language")}
        >
          <option value="">{t`Choose a language`}</option>
          {locales.map((code) => (
            <option key={code} value={code}>
              {languageName(code, locale)}
            </option>
          ))}
        </SelectField>
        <TextField
          id={fieldId("durationDays")}
          label={<Trans>Duration (days)</Trans>}
          hint={<Trans>As many days as the itinerary has.</Trans>}
          error={message(errors.durationDays)}
          {...numberField}
          {...form.register("durationDays")}
        />
        <TextField
          id={fieldId("minimumAge")}
          label={<Trans>Minimum age (years)</Trans>}
          hint={<Trans>0 for all ages.</Trans>}
          error={message(errors.minimumAge)}
          {...numberField}
          {...form.register("minimumAge")}
        />
        <TextField
          id={fieldId("groupSize.min")}
          label={<Trans>Smallest group</Trans>}
          error={message(errors.groupSize?.min ?? errors.groupSize?.root)}
          {...numberField}
          {...form.register("groupSize.min")}
        />
        <TextField
          id={fieldId("groupSize.max")}
          label={<Trans>Largest group</Trans>}
          error={message(errors.groupSize?.max)}
          {...numberField}
          {...form.register("groupSize.max")}
        />
      </div>
    </Section>
  );
}

/** The refund tiers: cancelling at least N days before refunds P %. */
export function RefundSection({ form }: { form: Form }) {
  const { t } = useLingui();
  const message = useMessage();
  const tiers = useFieldArray({ control: form.control, name: "refundTiers" });
  const errors = form.formState.errors.refundTiers;
  const numberField = { type: "text", inputMode: "numeric" as const, autoComplete: "off" };
  return (
    <Section id="refunds-heading" title={<Trans>Refund tiers</Trans>}>
      <p className={styles.muted}>
        <Trans>
          A traveller who cancels at least the given days before departure gets the percentage back.
        </Trans>
      </p>
      <ol className={styles.items} id={fieldId("refundTiers")} tabIndex={-1}>
        {tiers.fields.map((field, index) => {
          const number = index + 1;
          return (
            <li key={field.id} className={styles.item} data-testid="refund-tier">
              <div className={styles.grid}>
                <TextField
                  id={fieldId(`refundTiers.${index}.daysBefore`)}
                  label={<Trans>Tier {number}: days before departure</Trans>}
                  error={message(errors?.[index]?.daysBefore)}
                  {...numberField}
                  {...form.register(`refundTiers.${index}.daysBefore`)}
                />
                <TextField
                  id={fieldId(`refundTiers.${index}.refundPercent`)}
                  label={<Trans>Tier {number}: refund (%)</Trans>}
                  error={message(errors?.[index]?.refundPercent)}
                  {...numberField}
                  {...form.register(`refundTiers.${index}.refundPercent`)}
                />
              </div>
              <div>
                <Button
                  variant="secondary"
                  className={styles.smallButton}
                  onClick={() => tiers.remove(index)}
                  aria-label={t`Remove tier ${number}`}
                >
                  <Trans>Remove</Trans>
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <FieldError id={fieldId("refundTiers")} message={message(errors?.root ?? (errors as FormFieldError))} />
      <div>
        <Button
          variant="secondary"
          onClick={() =>
            tiers.append(
              { daysBefore: "", refundPercent: "" },
              { focusName: `refundTiers.${tiers.fields.length}.daysBefore` },
            )
          }
          disabled={tiers.fields.length >= 10}
        >
          <Trans>Add a tier</Trans>
        </Button>
      </div>
    </Section>
  );
}

/** The prices in CHF: per traveller in a shared or a single room (group), or per person (special). */
export function PricesSection({ form, kind }: { form: Form; kind: "group" | "special" }) {
  const message = useMessage();
  const errors = form.formState.errors;
  // Text, not a number input: a number input hides what it cannot read ("4200,50" in an English browser).
  const amountField = { type: "text", inputMode: "decimal" as const, autoComplete: "off" };
  return (
    <Section id="prices-heading" title={<Trans>Prices (CHF)</Trans>}>
      {kind === "group" ? (
        <div className={styles.grid}>
          <TextField
            id={fieldId("price.shared")}
            label={<Trans>Per traveller, shared room (CHF)</Trans>}
            error={message(errors.price?.shared ?? errors.price?.root)}
            {...amountField}
            {...form.register("price.shared")}
          />
          <TextField
            id={fieldId("price.single")}
            label={<Trans>Per traveller, single room (CHF)</Trans>}
            hint={<Trans>At least the shared room's price.</Trans>}
            error={message(errors.price?.single)}
            {...amountField}
            {...form.register("price.single")}
          />
        </div>
      ) : (
        <TextField
          id={fieldId("pricePerPerson")}
          label={<Trans>Per person (CHF)</Trans>}
          error={message(errors.pricePerPerson)}
          {...amountField}
          {...form.register("pricePerPerson")}
        />
      )}
    </Section>
  );
}

import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { type Currency, locales } from "@tembea/shared";
import { type KeyboardEvent, type ReactNode, type Ref, useId, useState } from "react";
import { useLocale } from "../../i18n/locale-context";
import { formatMonth, languageName } from "../../lib/format";
import { Button } from "../../ui/button";
import { useCurrency } from "../currency/currency-context";
import {
  type DurationRange,
  durationRanges,
  filterCount,
  hasFilters,
  type PriceRange,
  type TourFilters,
} from "./list-state";
import styles from "./tours.module.css";

interface Props {
  ref?: Ref<HTMLFieldSetElement>;
  /** The button that shows the filters on a phone, where they start hidden. */
  toggleRef?: Ref<HTMLButtonElement>;
  kind: "group" | "special";
  filters: TourFilters;
  /** The months with a departure among the list's tours (group tours). */
  months: readonly string[];
  onChange: (filters: TourFilters) => void;
  onClear: () => void;
}

/** A typed amount as whole units, or undefined for an empty or unreadable field. */
function readAmount(text: string): number | undefined {
  const value = Number(text.trim());
  return text.trim() !== "" && Number.isFinite(value) && value >= 0 ? Math.round(value) : undefined;
}

const amountText = (value: number | undefined) => (value === undefined ? "" : String(value));

/**
 * The price range, in whole units of the visitor's currency (or of the range the URL brought). A
 * typed amount applies when the field is left or Enter is pressed, not at each keystroke: each
 * application is a history entry and an announcement of the count.
 */
function PriceFields({
  kind,
  price,
  onCommit,
}: {
  kind: "group" | "special";
  price: PriceRange | undefined;
  onCommit: (price: PriceRange | undefined) => void;
}) {
  const { currency: shown } = useCurrency();
  const currency: Currency = price?.currency ?? shown;
  const minId = useId();
  const maxId = useId();
  const [draft, setDraft] = useState({ min: amountText(price?.min), max: amountText(price?.max) });
  // Back, forward and "clear filters" change the URL: the fields follow it in the same render, not in
  // an effect after it, so that a field left before the effect ran cannot apply the old amount again.
  const applied = `${price?.min}-${price?.max}`;
  const [draftOf, setDraftOf] = useState(applied);
  if (draftOf !== applied) {
    setDraftOf(applied);
    setDraft({ min: amountText(price?.min), max: amountText(price?.max) });
  }

  function commit() {
    let min = readAmount(draft.min);
    let max = readAmount(draft.max);
    if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
    setDraft({ min: amountText(min), max: amountText(max) });
    if (min === price?.min && max === price?.max) return;
    onCommit(
      min === undefined && max === undefined
        ? undefined
        : { currency, ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) },
    );
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") commit();
  };

  const bounds = [
    { bound: "min", id: minId, label: <Trans>From</Trans> },
    { bound: "max", id: maxId, label: <Trans>Up to</Trans> },
  ] as const;
  return (
    <fieldset className={styles.priceFields}>
      <legend>
        {kind === "group" ? (
          <Trans>Price per traveller in {currency}</Trans>
        ) : (
          <Trans>Price per person in {currency}</Trans>
        )}
      </legend>
      {bounds.map(({ bound, id, label }) => (
        <div key={bound} className={styles.field}>
          <label htmlFor={id}>{label}</label>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={draft[bound]}
            onChange={(event) => setDraft({ ...draft, [bound]: event.target.value })}
            onBlur={commit}
            onKeyDown={onKeyDown}
            data-testid={`price-${bound}`}
          />
        </div>
      ))}
    </fieldset>
  );
}

/** A labelled select of the tour list's filter bar (`testId` names it for the browser tests). */
export function FilterSelect({
  label,
  value,
  onChange,
  testId,
  children,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
        {children}
      </select>
    </div>
  );
}

/**
 * The list's filters: departure month (group tours), duration, guide language and price. Each choice
 * is the URL's (the page writes it there), so a filtered list can be shared and Back undoes a choice.
 *
 * On a phone they wait behind a "Filters" button that says how many apply: shown, their six fields
 * filled the first screen and pushed the first tour below it. The server renders them hidden there
 * too (the width decides in CSS, not in the render), so hydration finds the same page.
 */
export function TourFilterControls({ ref, toggleRef, kind, filters, months, onChange, onClear }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = filterCount(filters);
  // A month from a shared URL that no tour departs in any more stays choosable, so the select shows it.
  const monthChoices =
    filters.month && !months.includes(filters.month) ? [...months, filters.month].sort() : months;
  const durationLabel: Record<DurationRange, string> = {
    "1-7": t`Up to 7 days`,
    "8-10": t`8 to 10 days`,
    "11-": t`11 days or more`,
  };
  const set = (change: Partial<TourFilters>) => {
    const next: TourFilters = { ...filters, ...change };
    for (const key of Object.keys(next) as (keyof TourFilters)[])
      if (next[key] === undefined) delete next[key];
    onChange(next);
  };

  return (
    <>
      <Button
        ref={toggleRef}
        variant="secondary"
        className={styles.filtersToggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        data-testid="filters-toggle"
      >
        <Trans>Filters</Trans>
        <span className={styles.filtersChevron} aria-hidden="true">
          {open ? "▴" : "▾"}
        </span>
        {/* A space, so the button's accessible name reads "Filters 2 active", not "Filters2". */}
        {active > 0 && " "}
        {active > 0 && (
          <span className={styles.filtersActive}>
            <Plural value={active} one="# active" other="# active" />
          </span>
        )}
      </Button>
      <fieldset
        ref={ref}
        id={panelId}
        className={styles.filters}
        data-open={open || undefined}
        data-testid="filters"
      >
        <legend className={styles.filtersLegend}>
          <Trans>Filter tours</Trans>
        </legend>
        {kind === "group" && (
          <FilterSelect
            label={<Trans>Departure month</Trans>}
            value={filters.month ?? ""}
            onChange={(value) => set({ month: value || undefined })}
            testId="month-filter"
          >
            <option value="">{t`Any month`}</option>
            {monthChoices.map((month) => (
              <option key={month} value={month}>
                {formatMonth(month, locale)}
              </option>
            ))}
          </FilterSelect>
        )}
        <FilterSelect
          label={<Trans>Duration</Trans>}
          value={filters.duration ?? ""}
          onChange={(value) => set({ duration: (value || undefined) as DurationRange | undefined })}
          testId="duration-filter"
        >
          <option value="">{t`Any duration`}</option>
          {durationRanges.map((range) => (
            <option key={range.value} value={range.value}>
              {durationLabel[range.value]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={<Trans>Guide language</Trans>}
          value={filters.language ?? ""}
          onChange={(value) => set({ language: locales.find((language) => language === value) })}
          testId="language-filter"
        >
          <option value="">{t`Any language`}</option>
          {locales.map((language) => (
            <option key={language} value={language}>
              {languageName(language, locale)}
            </option>
          ))}
        </FilterSelect>
        <PriceFields kind={kind} price={filters.price} onCommit={(price) => set({ price })} />
        {hasFilters(filters) && (
          <div className={styles.clear}>
            <Button variant="secondary" onClick={onClear} data-testid="clear-filters">
              <Trans>Clear filters</Trans>
            </Button>
          </div>
        )}
      </fieldset>
    </>
  );
}

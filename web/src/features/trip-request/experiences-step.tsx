import { Trans, useLingui } from "@lingui/react/macro";
import { ExperiencesSchema, experienceCategories } from "@tembea/shared";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { NotFoundPage } from "../errors/not-found-page";
import { Choice, ChoiceGroup } from "./choice-group";
import { useTripRequestLabels } from "./labels";
import { useTripRequestMessage } from "./messages";
import styles from "./trip-request.module.css";
import { useWizard } from "./use-wizard";
import { WizardFrame } from "./wizard-frame";

type Category = (typeof experienceCategories)[number];
type Direction = "up" | "down";

function move(list: Category[], index: number, direction: Direction): Category[] {
  const target = direction === "up" ? index - 1 : index + 1;
  if (target < 0 || target >= list.length) return list;
  const next = [...list];
  [next[index], next[target]] = [next[target] as Category, next[index] as Category];
  return next;
}

/**
 * Step 4: the experience categories, in the order that matters most to the traveller. The order is
 * changed with "move up" and "move down" buttons rather than drag and drop: they work the same with
 * a mouse, a finger, a keyboard and a screen reader, and each move is announced in a live region.
 */
export function ExperiencesStep() {
  const wizard = useWizard("experiences");
  const { t } = useLingui();
  const labels = useTripRequestLabels();
  const message = useTripRequestMessage();
  const [selected, setSelected] = useState<Category[]>(() => wizard?.draft.experiences ?? []);
  const [error, setError] = useState<string>();
  const [announcement, setAnnouncement] = useState("");
  const [focusAfterMove, setFocusAfterMove] = useState<{ category: Category; direction: Direction }>();
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  // A moved item's DOM node may be re-inserted, which drops focus: put it back on the same control,
  // or on the other one when the item reached the top or the bottom.
  useEffect(() => {
    if (!focusAfterMove) return;
    const { category, direction } = focusAfterMove;
    const same = buttons.current.get(`${category}:${direction}`);
    const other = buttons.current.get(`${category}:${direction === "up" ? "down" : "up"}`);
    (same && !same.disabled ? same : other)?.focus();
    setFocusAfterMove(undefined);
  }, [focusAfterMove]);

  if (!wizard) return <NotFoundPage />;

  const toggle = (category: Category, checked: boolean) => {
    setError(undefined);
    setSelected((list) => (checked ? [...list, category] : list.filter((c) => c !== category)));
  };

  const moveItem = (index: number, direction: Direction) => {
    const category = selected[index];
    if (!category) return;
    const next = move(selected, index, direction);
    setSelected(next);
    const name = labels.experience[category];
    const position = next.indexOf(category) + 1;
    const total = next.length;
    setAnnouncement(t`${name} moved to position ${position} of ${total}`);
    setFocusAfterMove({ category, direction });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ExperiencesSchema.safeParse(selected);
    if (!parsed.success) {
      setError(message(parsed.error.issues[0]?.message, "experiences"));
      document.getElementById("experience-0")?.focus();
      return;
    }
    wizard.saveAndContinue({ experiences: parsed.data });
  };

  return (
    <WizardFrame step="experiences" wizard={wizard} onSubmit={onSubmit}>
      <ChoiceGroup
        id="experiences"
        wide
        legend={<Trans>What would you like to experience? Choose at least one.</Trans>}
        error={error}
      >
        {experienceCategories.map((category, index) => (
          <Choice
            key={category}
            id={`experience-${index}`}
            type="checkbox"
            name="experiences"
            value={category}
            checked={selected.includes(category)}
            onChange={(event) => toggle(category, event.target.checked)}
            label={labels.experience[category]}
          />
        ))}
      </ChoiceGroup>
      {selected.length > 0 && (
        <section aria-labelledby="priority-heading" className={styles.fieldset}>
          <h2 id="priority-heading" className={styles.legend}>
            <Trans>Your priorities</Trans>
          </h2>
          <p className={styles.lead} id="priority-hint">
            <Trans>The first is the most important to you. Use the arrows to change the order.</Trans>
          </p>
          <ol
            className={styles.priority}
            aria-describedby="priority-hint"
            data-testid="experience-priorities"
          >
            {selected.map((category, index) => {
              const name = labels.experience[category];
              return (
                <li key={category} className={styles.priorityItem}>
                  <span className={styles.priorityName}>{name}</span>
                  <span className={styles.moveButtons}>
                    <button
                      type="button"
                      className={styles.moveButton}
                      ref={(node) => {
                        if (node) buttons.current.set(`${category}:up`, node);
                        else buttons.current.delete(`${category}:up`);
                      }}
                      disabled={index === 0}
                      aria-label={t`Move ${name} up`}
                      onClick={() => moveItem(index, "up")}
                    >
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button
                      type="button"
                      className={styles.moveButton}
                      ref={(node) => {
                        if (node) buttons.current.set(`${category}:down`, node);
                        else buttons.current.delete(`${category}:down`);
                      }}
                      disabled={index === selected.length - 1}
                      aria-label={t`Move ${name} down`}
                      onClick={() => moveItem(index, "down")}
                    >
                      <span aria-hidden="true">↓</span>
                    </button>
                  </span>
                </li>
              );
            })}
          </ol>
        </section>
      )}
      <p role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
    </WizardFrame>
  );
}

/** The route table's page: The wizard's experiences step (route table: app/areas/trip-request.tsx). */
export { ExperiencesStep as Component };

import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { groupTypes, TravellersInputSchema } from "@tembea/shared";
import { useEffect, useRef, useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { SelectField, TextField } from "../../ui/form/form-fields";
import { NotFoundPage } from "../errors/not-found-page";
import { Choice, ChoiceGroup } from "./choice-group";
import { useTripRequestLabels } from "./labels";
import { useTripRequestMessage } from "./messages";
import styles from "./trip-request.module.css";
import { useWizard } from "./use-wizard";
import { WizardFrame } from "./wizard-frame";

type Travellers = z.output<typeof TravellersInputSchema>;
type TravellersForm = z.input<typeof TravellersInputSchema>;

const ages = Array.from({ length: 18 }, (_, age) => age);
const emptyAsUndefined = (value: string) => (value === "" ? undefined : Number(value));

/** Step 2: who travels: the group type, adults, and each child with their age. */
export function TravellersStep() {
  const wizard = useWizard("travellers");
  const { t } = useLingui();
  const labels = useTripRequestLabels();
  const message = useTripRequestMessage();
  const {
    register,
    handleSubmit,
    control,
    setFocus,
    formState: { errors },
  } = useForm<TravellersForm, unknown, Travellers>({
    resolver: zodResolver(TravellersInputSchema),
    defaultValues: wizard?.draft.travellers ?? { adults: 2, children: [] },
  });
  const children = useFieldArray({ control, name: "children" });
  // A removed child's button goes with it: the focus moves to the age of the child now in its place
  // (or the last one), or to "Add a child" when none is left, instead of falling to the page.
  const addChild = useRef<HTMLButtonElement>(null);
  const [removedAt, setRemovedAt] = useState<number | null>(null);
  const childCount = children.fields.length;
  useEffect(() => {
    if (removedAt === null) return;
    setRemovedAt(null);
    if (childCount === 0) addChild.current?.focus();
    else setFocus(`children.${Math.min(removedAt, childCount - 1)}.age`);
  }, [removedAt, childCount, setFocus]);
  if (!wizard) return <NotFoundPage />;

  return (
    <WizardFrame
      step="travellers"
      wizard={wizard}
      onSubmit={handleSubmit((travellers) => wizard.saveAndContinue({ travellers }))}
    >
      <ChoiceGroup
        id="group-type"
        legend={<Trans>Who is travelling?</Trans>}
        error={errors.groupType && message(errors.groupType.message, "groupType")}
      >
        {groupTypes.map((type) => (
          <Choice key={type} value={type} label={labels.groupType[type]} {...register("groupType")} />
        ))}
      </ChoiceGroup>
      <TextField
        id="adults"
        type="number"
        inputMode="numeric"
        min={1}
        max={50}
        className={styles.number}
        label={<Trans>Adults</Trans>}
        error={errors.adults && message(errors.adults.message, "adults")}
        {...register("adults", { valueAsNumber: true })}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <Trans>Children</Trans>
        </legend>
        {children.fields.length === 0 && (
          <p className={styles.lead}>
            <Trans>No children travelling.</Trans>
          </p>
        )}
        <ol className={styles.children}>
          {children.fields.map((field, index) => {
            const n = index + 1;
            const error = errors.children?.[index]?.age;
            return (
              <li key={field.id} className={styles.child}>
                <SelectField
                  id={`child-${index}-age`}
                  label={<Trans>Age of child {n}</Trans>}
                  error={error && message(error.message, "childAge")}
                  {...register(`children.${index}.age`, { setValueAs: emptyAsUndefined })}
                >
                  <option value="">{t`Select an age`}</option>
                  {ages.map((age) => (
                    <option key={age} value={age}>
                      {age === 0 ? t`Under 1 year` : age === 1 ? t`1 year` : t`${age} years`}
                    </option>
                  ))}
                </SelectField>
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => {
                    children.remove(index);
                    setRemovedAt(index);
                  }}
                >
                  <Trans>Remove child {n}</Trans>
                </button>
              </li>
            );
          })}
        </ol>
        {children.fields.length < 20 && (
          <div>
            <button
              ref={addChild}
              type="button"
              className="button button--secondary"
              onClick={() => children.append({ age: undefined as unknown as number })}
            >
              <Trans>Add a child</Trans>
            </button>
          </div>
        )}
      </fieldset>
    </WizardFrame>
  );
}

/** The route table's page: The wizard's travellers step (route table: app/areas/trip-request.tsx). */
export { TravellersStep as Component };

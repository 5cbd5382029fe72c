import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { AccommodationSchema, hotelClasses, mealPlans } from "@tembea/shared";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import { TextField } from "../auth/form-fields";
import { NotFoundPage } from "../errors/not-found-page";
import { Choice, ChoiceGroup } from "./choice-group";
import { useTripRequestLabels } from "./labels";
import { useTripRequestMessage } from "./messages";
import styles from "./trip-request.module.css";
import { useWizard } from "./use-wizard";
import { WizardFrame } from "./wizard-frame";

type Accommodation = z.output<typeof AccommodationSchema>;
interface AccommodationForm {
  hotelClass: string;
  mealPlan: string;
  singleRooms: number;
}

/** Radio values are strings; the shared schema wants the class as a number. */
const AccommodationFormSchema = z.pipe(
  z.transform((form: AccommodationForm) => ({
    ...form,
    hotelClass: form.hotelClass ? Number(form.hotelClass) : undefined,
  })),
  AccommodationSchema,
);

/** Step 3: hotel class (1 to 5 stars), meal plan and single rooms; one answer each. */
export function AccommodationsStep() {
  const wizard = useWizard("accommodations");
  const { t } = useLingui();
  const labels = useTripRequestLabels();
  const message = useTripRequestMessage();
  const saved = wizard?.draft.accommodation;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AccommodationForm, unknown, Accommodation>({
    resolver: zodResolver(AccommodationFormSchema),
    defaultValues: saved
      ? { hotelClass: String(saved.hotelClass), mealPlan: saved.mealPlan, singleRooms: saved.singleRooms }
      : { hotelClass: "", mealPlan: "" },
  });
  if (!wizard) return <NotFoundPage />;

  return (
    <WizardFrame
      step="accommodations"
      wizard={wizard}
      onSubmit={handleSubmit((accommodation) => wizard.saveAndContinue({ accommodation }))}
    >
      <ChoiceGroup
        id="hotel-class"
        wide
        legend={<Trans>Type of accommodation</Trans>}
        error={errors.hotelClass && message(errors.hotelClass.message, "hotelClass")}
      >
        {hotelClasses.map((stars) => (
          <Choice
            key={stars}
            value={String(stars)}
            label={labels.hotelClassName[stars]}
            detail={stars === 1 ? t`1 star` : t`${stars} stars`}
            {...register("hotelClass")}
          />
        ))}
      </ChoiceGroup>
      <ChoiceGroup
        id="meal-plan"
        legend={<Trans>Meal plan</Trans>}
        error={errors.mealPlan && message(errors.mealPlan.message, "mealPlan")}
      >
        {mealPlans.map((plan) => (
          <Choice key={plan} value={plan} label={labels.mealPlan[plan]} {...register("mealPlan")} />
        ))}
      </ChoiceGroup>
      <TextField
        id="single-rooms"
        type="number"
        inputMode="numeric"
        min={0}
        max={50}
        className={styles.number}
        label={<Trans>Single rooms</Trans>}
        hint={<Trans>How many travellers would like a room of their own? 0 if everyone shares.</Trans>}
        error={errors.singleRooms && message(errors.singleRooms.message, "singleRooms")}
        {...register("singleRooms", { valueAsNumber: true })}
      />
    </WizardFrame>
  );
}

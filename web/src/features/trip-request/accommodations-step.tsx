import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  type AccommodationSchema,
  accommodationSchemaFor,
  hotelClasses,
  mealPlans,
  singleRoomsFit,
  type TravellerHeads,
  travellerHeadcount,
} from "@tembea/shared";
import { useEffect, useMemo } from "react";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import { TextField } from "../../ui/form/form-fields";
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

/**
 * The shared rules of the step for the travellers given before it (no more single rooms than
 * travellers); radio values are strings, the shared schema wants the class as a number.
 */
function accommodationFormSchema(travellers: TravellerHeads) {
  return z.pipe(
    z.transform((form: AccommodationForm) => ({
      ...form,
      hotelClass: form.hotelClass ? Number(form.hotelClass) : undefined,
    })),
    accommodationSchemaFor(travellers),
  );
}

// The route guard opens this step only once the travellers are answered; the stand-in never counts.
const noTravellers: TravellerHeads = { adults: 0, children: [] };

/** Step 3: hotel class (1 to 5 stars), meal plan and single rooms; one answer each. */
export function AccommodationsStep() {
  const wizard = useWizard("accommodations");
  const { t } = useLingui();
  const labels = useTripRequestLabels();
  const message = useTripRequestMessage();
  const saved = wizard?.draft.accommodation;
  const travellers = wizard?.draft.travellers ?? noTravellers;
  const headcount = travellerHeadcount(travellers);
  const schema = useMemo(() => accommodationFormSchema(travellers), [travellers]);
  const {
    register,
    handleSubmit,
    trigger,
    formState: { errors },
  } = useForm<AccommodationForm, unknown, Accommodation>({
    resolver: zodResolver(schema),
    defaultValues: saved
      ? { hotelClass: String(saved.hotelClass), mealPlan: saved.mealPlan, singleRooms: saved.singleRooms }
      : { hotelClass: "", mealPlan: "" },
  });
  // Fewer travellers since the rooms were chosen (back to the travellers step): the saved number
  // no longer fits, and the step says so at once instead of when Next is pressed.
  const stale = saved !== undefined && !singleRoomsFit(saved.singleRooms, travellers);
  useEffect(() => {
    if (stale) void trigger("singleRooms");
  }, [stale, trigger]);
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
        max={Math.min(50, headcount)}
        className={styles.number}
        label={<Trans>Single rooms</Trans>}
        hint={<Trans>How many travellers would like a room of their own? 0 if everyone shares.</Trans>}
        error={
          errors.singleRooms && message(errors.singleRooms.message, "singleRooms", { travellers: headcount })
        }
        {...register("singleRooms", { valueAsNumber: true })}
      />
    </WizardFrame>
  );
}

/** The route table's page: The wizard's accommodations step (route table: app/areas/trip-request.tsx). */
export { AccommodationsStep as Component };

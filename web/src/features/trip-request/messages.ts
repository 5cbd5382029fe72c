import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import { useFieldMessage } from "../../ui/form/field-messages";

/** The wizard's fields, for messages whose wording depends on the field ("required" on a date vs. a choice). */
export type WizardField =
  | "departure"
  | "return"
  | "month"
  | "weeks"
  | "groupType"
  | "adults"
  | "childAge"
  | "hotelClass"
  | "mealPlan"
  | "singleRooms"
  | "experiences"
  | "budget"
  | "tripReason"
  | "notes";

/**
 * The wizard's validation messages (docs/product-spec.md, section 5, tailored trip), from the shared schemas'
 * message keys.
 * Keys the wizard does not word itself fall back to the site-wide mapping.
 */
export function useTripRequestMessage(): (
  key: string | undefined,
  field: WizardField,
  context?: { minimumBudget?: string; travellers?: number },
) => string {
  const { t } = useLingui();
  const fieldMessage = useFieldMessage();
  return useCallback(
    (key, field, context = {}) => {
      switch (key) {
        case "minimumTripDays":
          return t`At least 3 days required`;
        case "returnBeforeDeparture":
          return t`The return must come after the departure`;
        case "soloIsOneAdult":
          return t`A solo trip is for one adult travelling alone`;
        case "coupleIsTwoAdults":
          return t`A couple is two adults; with children, choose Family`;
        case "monthRequired":
          return t`Month required`;
        case "durationRequired":
          return t`You need to select one duration`;
        case "budgetTooLow": {
          const budget = context.minimumBudget ?? "";
          return t`The minimum budget is ${budget}`;
        }
        case "tooManySingleRooms": {
          const travellers = context.travellers ?? 0;
          return t({
            message: plural(travellers, {
              one: "There is only # traveller, so at most # single room",
              other: "There are only # travellers, so at most # single rooms",
            }),
          });
        }
        case "pastDate":
          return t`Please choose a date from tomorrow on`;
        case "required":
          switch (field) {
            case "departure":
              return t`Start date required`;
            case "return":
              return t`End date required`;
            case "month":
              return t`Month required`;
            case "weeks":
              return t`You need to select one duration`;
            case "groupType":
              return t`Please select a group type`;
            case "hotelClass":
              return t`Please select one accommodation type`;
            case "mealPlan":
              return t`Please select one meal plan`;
            case "singleRooms":
              return t`Please enter the number of single rooms (0 for none)`;
            case "experiences":
              return t`Please select at least one experience category`;
            case "tripReason":
              return t`Please select a trip reason`;
            default:
              return fieldMessage("required");
          }
        case "invalid":
          switch (field) {
            case "adults":
              return t`Please enter between 1 and 50 adults`;
            case "singleRooms":
              return t`Please enter a number from 0 to 50`;
            default:
              return fieldMessage("invalid");
          }
        default:
          return fieldMessage(key);
      }
    },
    [t, fieldMessage],
  );
}

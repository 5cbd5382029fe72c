import { zodResolver } from "@hookform/resolvers/zod";
import { Trans } from "@lingui/react/macro";
import { tripNotesMax } from "@tembea/shared";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import { CharacterCount, characterCountRef } from "../../ui/form/character-count";
import authStyles from "../../ui/form/form.module.css";
import { FieldError, idRefs } from "../../ui/form/form-fields";
import { useAuth } from "../auth/auth-store";
import { NotFoundPage } from "../errors/not-found-page";
import { useTripRequestMessage } from "./messages";
import styles from "./trip-request.module.css";
import { useWizard } from "./use-wizard";
import { WizardFrame } from "./wizard-frame";

/** The request's own contact field (TripRequestInputSchema.notes); who to reply to is the account. */
const ContactSchema = z.object({
  notes: z.string().check(z.trim(), z.maxLength(tripNotesMax, { error: "tooLong" })),
});
type Contact = z.output<typeof ContactSchema>;

/**
 * Step 6: how the agent reaches the traveller. The reply goes to the account's e-mail address (the
 * signed-in user's, or the one created in the next step); the traveller can add a note for the agent.
 */
export function ContactStep() {
  const wizard = useWizard("contact");
  const auth = useAuth();
  const message = useTripRequestMessage();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<Contact, unknown, Contact>({
    resolver: zodResolver(ContactSchema),
    defaultValues: { notes: wizard?.draft.contact?.notes ?? "" },
  });
  // Counted as the schema measures it: trimmed.
  const notesLength = watch("notes").trim().length;
  if (!wizard) return <NotFoundPage />;
  const notesError = errors.notes && message(errors.notes.message, "notes");

  return (
    <WizardFrame
      step="contact"
      wizard={wizard}
      onSubmit={handleSubmit((contact) => wizard.saveAndContinue({ contact }))}
    >
      {auth.status === "signedIn" ? (
        <div className={styles.box} data-testid="contact-account">
          <p className={styles.lead}>
            <Trans>The agent replies to you by e-mail:</Trans>
          </p>
          <p>
            <strong>{auth.user.name}</strong>
            <br />
            {auth.user.email}
          </p>
        </div>
      ) : (
        <p className={`${styles.box} ${styles.lead}`}>
          <Trans>
            In the next step you create an account or log in. The agent replies to its e-mail address, and you
            find your request and the offer in My trips.
          </Trans>
        </p>
      )}
      <div className={authStyles.field}>
        <label htmlFor="trip-notes" className={authStyles.label}>
          <Trans>Anything else the agent should know? (optional)</Trans>
        </label>
        <p id="trip-notes-hint" className={authStyles.hint}>
          <Trans>For example special wishes, dietary needs, or places you would love to see.</Trans>
        </p>
        <textarea
          id="trip-notes"
          className={`${authStyles.input} ${styles.textarea}`}
          aria-invalid={notesError ? true : undefined}
          aria-describedby={idRefs(
            "trip-notes-hint",
            characterCountRef("trip-notes", notesLength, tripNotesMax),
            notesError && "trip-notes-error",
          )}
          {...register("notes")}
        />
        <CharacterCount id="trip-notes" length={notesLength} max={tripNotesMax} />
        <FieldError id="trip-notes" message={notesError} />
      </div>
    </WizardFrame>
  );
}

/** The route table's page: The wizard's contact step (route table: app/areas/trip-request.tsx). */
export { ContactStep as Component };

import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  ChangeRequestInputSchema,
  changeRequestTextMax,
  type TripRequest,
  todayUtc,
  tripRequestIsOpen,
} from "@tembea/shared";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { useLocale } from "../../i18n/locale-context";
import { Button } from "../../ui/button";
import { CharacterCount, characterCountRef } from "../../ui/form/character-count";
import { useFieldMessage } from "../../ui/form/field-messages";
import { FieldError, FormAlert, idRefs } from "../../ui/form/form-fields";
import { applyServerFieldErrors, formMessageKey, useFormMessage } from "../../ui/form/server-errors";
import { toast } from "../../ui/toast";
import { formatDateTime } from "../trip-labels/format";
import { useAddChangeRequest } from "./queries";
import { TripSection } from "./trip-section";
import styles from "./trips.module.css";

const ChangeRequestBody = ChangeRequestInputSchema;
type Form = z.input<typeof ChangeRequestBody>;

/** The change-request form (text required) and what was asked before, newest first, as text. */
export function ChangeRequests({ request }: { request: TripRequest }) {
  const { t } = useLingui();
  const locale = useLocale();
  const message = useFieldMessage();
  const add = useAddChangeRequest(request.id);
  const form = useForm<Form, unknown, z.output<typeof ChangeRequestBody>>({
    resolver: zodResolver(ChangeRequestBody),
    defaultValues: { text: "" },
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  // A failed send is about the text as it was: it goes once the user changes it.
  const [formError, setFormError] = useFormMessage(form);

  const onSubmit = handleSubmit(async ({ text }) => {
    setFormError(undefined);
    try {
      await add.mutateAsync(text);
      reset({ text: "" });
      toast(t`Your change request has been sent to the agency.`);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ["text"]).applied)
        setFormError(message(formMessageKey(error)));
    }
  });
  const textLength = watch("text").trim().length; // as the schema measures it
  const history = [...request.changeRequests].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <TripSection id="changes-heading" title={<Trans>Change request</Trans>}>
      {tripRequestIsOpen(request, todayUtc()) ? (
        <>
          <p className={styles.muted}>
            <Trans>Would you like something changed? Tell the agency, and they will get back to you.</Trans>
          </p>
          <form onSubmit={onSubmit} noValidate>
            <label htmlFor="change-request-text" className={styles.label}>
              <Trans>Your change request</Trans>
            </label>
            <textarea
              id="change-request-text"
              className={styles.textarea}
              aria-invalid={errors.text ? true : undefined}
              aria-describedby={idRefs(
                characterCountRef("change-request-text", textLength, changeRequestTextMax),
                errors.text && "change-request-text-error",
              )}
              {...register("text")}
            />
            <CharacterCount id="change-request-text" length={textLength} max={changeRequestTextMax} />
            <FieldError id="change-request-text" message={errors.text && message(errors.text.message)} />
            <div className={styles.actions}>
              <Button type="submit" loading={isSubmitting}>
                <Trans>Send change request</Trans>
              </Button>
            </div>
            {/* Under the button, so a message appearing does not move it away from the thumb. */}
            <FormAlert>{formError}</FormAlert>
          </form>
        </>
      ) : (
        <p className={styles.muted} data-testid="changes-closed">
          <Trans>This request is closed, so no more changes can be asked.</Trans>
        </p>
      )}
      <h3>
        <Trans>Your change requests</Trans>
      </h3>
      {history.length === 0 ? (
        <p className={styles.muted}>
          <Trans>You have not asked for any changes yet.</Trans>
        </p>
      ) : (
        <ul className={styles.history} data-testid="change-requests">
          {history.map((change) => (
            <li key={change.createdAt}>
              <time className={styles.muted} dateTime={change.createdAt}>
                {formatDateTime(change.createdAt, locale)}
              </time>
              <p>{change.text}</p>
            </li>
          ))}
        </ul>
      )}
    </TripSection>
  );
}
